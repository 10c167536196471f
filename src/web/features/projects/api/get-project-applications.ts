import type { ProjectApplication } from '@shared/schemas/project';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { projectKeys } from './keys';

export const projectApplicationsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.applications(id),
    queryFn: () => api<ProjectApplication[]>(`/api/projects/${encodeURIComponent(id)}/applications`),
    retry: false,
  });

export function useProjectApplications(id: string, enabled: boolean) {
  return useQuery({ ...projectApplicationsQueryOptions(id), enabled });
}
