import type { Project } from '@shared/schemas/project';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { projectKeys } from './keys';

export const myProjectsQueryOptions = () =>
  queryOptions({ queryKey: projectKeys.mine(), queryFn: () => api<Project[]>('/api/projects/mine') });

export function useMyProjects() {
  return useQuery(myProjectsQueryOptions());
}
