import type { ApplicationDecision } from '@shared/schemas/project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { projectKeys } from './keys';

export function useDecideApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'decline' }) =>
      api<ApplicationDecision>(`/api/applications/${id}/${decision}`, { method: 'POST', body: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
