import type { AdminDisputeDetail, AdminDisputePage, Dispute } from '@shared/schemas/dispute';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/*
 * Disputes (decision 061). The parties' dispute lives under the contract keys (['contracts', …]),
 * so a live 'contract' event or any contract mutation refreshes it with the contract page.
 */

export const disputeKeys = {
  detail: (id: string) => ['contracts', 'dispute', id] as const,
  admin: ['admin', 'disputes'] as const,
  adminList: (params: { q: string; page: number; status: string }) =>
    ['admin', 'disputes', 'list', params] as const,
  adminDetail: (id: string) => ['admin', 'disputes', 'detail', id] as const,
};

export function useDispute(id: string) {
  return useQuery({
    queryKey: disputeKeys.detail(id),
    queryFn: () => api<Dispute>(`/api/disputes/${encodeURIComponent(id)}`),
  });
}

function useDisputeMutation<V>(
  disputeId: string,
  request: (vars: V) => { path: string; method: string; body?: Record<string, unknown> },
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => {
      const { path, method, body } = request(vars);
      return api<Dispute>(`/api/disputes/${encodeURIComponent(disputeId)}${path}`, { method, body });
    },
    onSuccess: (dispute) => {
      qc.setQueryData(disputeKeys.detail(disputeId), dispute);
      // The contract's timeline, actions and status follow each step.
      void qc.invalidateQueries({ queryKey: ['contracts'] });
    },
  });
}

export const useDisputeMessage = (id: string) =>
  useDisputeMutation(id, (body: string) => ({ path: '/messages', method: 'POST', body: { body } }));

export const useMakeOffer = (id: string) =>
  useDisputeMutation(id, (v: { freelancerCents: number; message?: string }) => ({
    path: '/offers',
    method: 'POST',
    body: v.message
      ? { freelancerCents: v.freelancerCents, message: v.message }
      : { freelancerCents: v.freelancerCents },
  }));

const offer = (offerId: string) => `/offers/${encodeURIComponent(offerId)}`;
export const useAcceptOffer = (id: string) =>
  useDisputeMutation(id, (offerId: string) => ({
    path: `${offer(offerId)}/accept`,
    method: 'POST',
    body: {},
  }));
export const useDeclineOffer = (id: string) =>
  useDisputeMutation(id, (offerId: string) => ({
    path: `${offer(offerId)}/decline`,
    method: 'POST',
    body: {},
  }));
export const useWithdrawOffer = (id: string) =>
  useDisputeMutation(id, (offerId: string) => ({ path: offer(offerId), method: 'DELETE' }));
export const useEscalate = (id: string) =>
  useDisputeMutation(id, (_: undefined) => ({ path: '/escalate', method: 'POST', body: {} }));

/** The party who opened the dispute takes it back; the contract goes on. */
export const useWithdrawDispute = (id: string) =>
  useDisputeMutation(id, (_: undefined) => ({ path: '/withdraw', method: 'POST', body: {} }));

/** Opens a dispute: multipart with the reason, the description and the files. */
export function useOpenDispute(contractId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { reason: string; description: string; files: File[] }) => {
      const form = new FormData();
      form.set('reason', v.reason);
      form.set('description', v.description);
      for (const file of v.files) form.append('files', file, file.name);
      return api<Dispute>(`/api/contracts/${encodeURIComponent(contractId)}/dispute`, {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: (dispute) => {
      qc.setQueryData(disputeKeys.detail(dispute.id), dispute);
      void qc.invalidateQueries({ queryKey: ['contracts'] });
    },
  });
}

export function useAdminDisputes(params: { q: string; page: number; status: string }) {
  return useQuery({
    queryKey: disputeKeys.adminList(params),
    queryFn: () => {
      const search = new URLSearchParams({ page: String(params.page), status: params.status });
      if (params.q) search.set('q', params.q);
      return api<AdminDisputePage>(`/api/admin/disputes?${search.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
}

export function useAdminDispute(id: string) {
  return useQuery({
    queryKey: disputeKeys.adminDetail(id),
    queryFn: () => api<AdminDisputeDetail>(`/api/admin/disputes/${encodeURIComponent(id)}`),
  });
}

export function useDecideDispute(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { freelancerCents: number; clientCents: number; reason: string }) =>
      api<AdminDisputeDetail>(`/api/admin/disputes/${encodeURIComponent(id)}/decision`, {
        method: 'POST',
        body: v,
      }),
    onSuccess: (detail) => {
      qc.setQueryData(disputeKeys.adminDetail(id), detail);
      void qc.invalidateQueries({ queryKey: disputeKeys.admin });
    },
  });
}
