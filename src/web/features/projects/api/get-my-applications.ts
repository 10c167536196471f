import type { OwnApplication } from '@shared/schemas/project';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { projectKeys } from './keys';

export const myApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.myApplications(),
    queryFn: () => api<OwnApplication[]>('/api/applications/mine'),
  });

export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions());
}
