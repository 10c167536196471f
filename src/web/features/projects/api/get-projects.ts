import type { ProjectPage } from '@shared/schemas/project';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { projectKeys } from './keys';

export const projectsQueryOptions = (params: { q: string; category: string; page: number }) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: () => {
      const search = new URLSearchParams({ page: String(params.page) });
      if (params.q) search.set('q', params.q);
      if (params.category) search.set('category', params.category);
      return api<ProjectPage>(`/api/projects?${search}`);
    },
    placeholderData: keepPreviousData,
  });

export function useProjects(params: { q: string; category: string; page: number }) {
  return useQuery(projectsQueryOptions(params));
}
