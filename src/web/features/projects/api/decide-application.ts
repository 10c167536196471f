import type { MilestoneInput } from '@shared/schemas/contract';
import type { ApplicationDecision } from '@shared/schemas/project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { projectKeys } from './keys';

export function useDecideApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      milestones,
    }: {
      id: string;
      decision: 'approve' | 'decline';
      /** The client's split of the price when approving (amounts in dollars, adding up to the price). */
      milestones?: MilestoneInput[];
    }) =>
      api<ApplicationDecision>(`/api/applications/${id}/${decision}`, {
        method: 'POST',
        body: decision === 'approve' && milestones ? { milestones } : {},
      }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['contracts'] });
      return qc.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
