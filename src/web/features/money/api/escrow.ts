import type { Checkout, EscrowState } from '@shared/schemas/money';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const escrowQueryOptions = (projectId: string) =>
  queryOptions({
    // Under 'projects' so the projects page's own invalidations refresh it too.
    queryKey: ['projects', 'escrow', projectId],
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
