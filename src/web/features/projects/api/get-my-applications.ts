import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { type OwnApplication, projectKeys } from './types';

export const myApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.myApplications(),
    queryFn: () => api<OwnApplication[]>('/api/applications/mine'),
  });

export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions());
}
