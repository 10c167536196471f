import type { Project } from '@shared/schemas/project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { projectKeys } from './keys';

export function useCompleteProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Project>(`/api/projects/${id}/complete`, { method: 'POST', body: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
