import type { Application, ApplicationInput } from '@shared/schemas/project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { projectKeys } from './keys';

export function useApplyToProject(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicationInput) =>
      api<Application>(`/api/projects/${projectId}/applications`, { method: 'POST', body: { ...input } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
