import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { type Project, projectKeys } from './types';

export const myProjectsQueryOptions = () =>
  queryOptions({ queryKey: projectKeys.mine(), queryFn: () => api<Project[]>('/api/projects/mine') });

export function useMyProjects() {
  return useQuery(myProjectsQueryOptions());
}
