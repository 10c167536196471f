import type { Project, ProjectInput } from '@shared/schemas/project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { projectKeys } from './keys';

export function useCreateProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectInput) =>
      api<Project>('/api/projects', { method: 'POST', body: { ...input } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
