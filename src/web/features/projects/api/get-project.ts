import type { ProjectDetail } from '@shared/schemas/project';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { projectKeys } from './keys';

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: () => api<ProjectDetail>(`/api/projects/${encodeURIComponent(id)}`),
    retry: false,
  });

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
