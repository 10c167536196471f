import type { Project, ProjectInput } from '@shared/schemas/project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { projectKeys } from './keys';

/** Edits a project (the server refuses once someone is hired). */
export function useEditProject(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectInput) =>
      api<Project>(`/api/projects/${projectId}`, { method: 'PATCH', body: { ...input } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** Deletes a project (the server refuses once anyone has applied). */
export function useDeleteProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => api<void>(`/api/projects/${projectId}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
