import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { Checkout } from './types';

export interface EscrowState {
  amountCents: number;
  funded: boolean;
  paidOut: boolean;
}

export const escrowQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['escrow', projectId],
    queryFn: () => api<EscrowState>(`/api/projects/${projectId}/escrow`),
  });

export function useEscrow(projectId: string, enabled = true) {
  return useQuery({ ...escrowQueryOptions(projectId), enabled });
}

export function useStartNow() {
  return useMutation({
    mutationFn: (applicationId: string) =>
      api<Checkout>(`/api/applications/${applicationId}/start-now`, { method: 'POST', body: {} }),
  });
}

export function useFundEscrow() {
  return useMutation({
    mutationFn: (projectId: string) =>
      api<Checkout>(`/api/projects/${projectId}/fund`, { method: 'POST', body: {} }),
  });
}

export function useCompleteAndPay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      api<unknown>(`/api/projects/${projectId}/complete`, { method: 'POST', body: {} }),
    onSettled: () =>
      qc.invalidateQueries({
        predicate: (q) =>
          ['wallet', 'escrow', 'projects', 'applications', 'notifications'].includes(String(q.queryKey[0])),
      }),
  });
}
