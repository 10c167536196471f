import type { ContractDetail, RefundDestination } from '@shared/schemas/contract';
import type { Checkout } from '@shared/schemas/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { contractKeys } from './keys';

/*
 * The contract's actions. Each answers the updated ContractDetail: it replaces the cached detail
 * at once and every contract list (Orders, chat cards, My projects links) is refreshed.
 */

type Body = Record<string, unknown> | FormData;

function useContractMutation<V>(
  contractId: string,
  request: (vars: V) => { path: string; method: string; body?: Body },
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => {
      const { path, method, body } = request(vars);
      return api<ContractDetail>(`/api/contracts/${encodeURIComponent(contractId)}${path}`, { method, body });
    },
    onSuccess: (detail) => {
      qc.setQueryData(contractKeys.detail(contractId), detail);
      void qc.invalidateQueries({ queryKey: contractKeys.all });
    },
  });
}

const ms = (milestoneId: string) => `/milestones/${encodeURIComponent(milestoneId)}`;

export function useSendRequirements(contractId: string) {
  return useContractMutation(contractId, (v: { requirements: string; attachments: string[] }) => ({
    path: '/requirements',
    method: 'POST',
    body: v.attachments.length > 0 ? v : { requirements: v.requirements },
  }));
}

/**
 * Delivers a milestone: multipart with the message and the ids of the uploads already made
 * (POST /api/attachments, decision 123) under 'attachments'.
 */
export function useDeliver(contractId: string) {
  return useContractMutation(
    contractId,
    (v: { milestoneId: string; message: string; attachments: string[] }) => {
      const form = new FormData();
      form.set('message', v.message);
      for (const id of v.attachments) form.append('attachments', id);
      return { path: `${ms(v.milestoneId)}/deliveries`, method: 'POST', body: form };
    },
  );
}

export function useAcceptMilestone(contractId: string) {
  return useContractMutation(contractId, (milestoneId: string) => ({
    path: `${ms(milestoneId)}/accept`,
    method: 'POST',
    body: {},
  }));
}

export function useRequestRevision(contractId: string) {
  return useContractMutation(contractId, (v: { milestoneId: string; message: string }) => ({
    path: `${ms(v.milestoneId)}/revision`,
    method: 'POST',
    body: { message: v.message },
  }));
}

export function useRequestCancel(contractId: string) {
  return useContractMutation(contractId, (v: { reason: string; refundTo?: RefundDestination }) => ({
    path: '/cancellation',
    method: 'POST',
    body: v.refundTo ? { reason: v.reason, refundTo: v.refundTo } : { reason: v.reason },
  }));
}

export function useAcceptCancel(contractId: string) {
  return useContractMutation(contractId, (refundTo: RefundDestination | undefined) => ({
    path: '/cancellation/accept',
    method: 'POST',
    body: refundTo ? { refundTo } : {},
  }));
}

export function useDeclineCancel(contractId: string) {
  return useContractMutation(contractId, (_: undefined) => ({
    path: '/cancellation/decline',
    method: 'POST',
    body: {},
  }));
}

export function useWithdrawCancel(contractId: string) {
  return useContractMutation(contractId, (_: undefined) => ({ path: '/cancellation', method: 'DELETE' }));
}

export function useReviewContract(contractId: string) {
  return useContractMutation(contractId, (v: { rating: number; comment?: string }) => ({
    path: '/reviews',
    method: 'POST',
    body: v.comment ? { rating: v.rating, comment: v.comment } : { rating: v.rating },
  }));
}

export function useReplyToReview(contractId: string) {
  return useContractMutation(contractId, (v: { reviewId: string; reply: string }) => ({
    path: `/reviews/${encodeURIComponent(v.reviewId)}/reply`,
    method: 'POST',
    body: { reply: v.reply },
  }));
}

/** Pays an unpaid order or funds the next milestone: answers a checkout to open. */
export function fundMilestone(contractId: string, milestoneId: string) {
  return api<Checkout>(`/api/contracts/${encodeURIComponent(contractId)}${ms(milestoneId)}/fund`, {
    method: 'POST',
    body: {},
  });
}

/** Tips the freelancer of a completed contract (decision 116): answers a checkout to open. */
export function tipContract(contractId: string, amount: number) {
  return api<Checkout>(`/api/contracts/${encodeURIComponent(contractId)}/tip`, {
    method: 'POST',
    body: { amount },
  });
}

/** Asks to move the due date later (decision 113). */
export function useRequestExtension(contractId: string) {
  return useContractMutation(contractId, (v: { dueAt: string; reason: string }) => ({
    path: '/extension',
    method: 'POST',
    body: v,
  }));
}

export function useAcceptExtension(contractId: string) {
  return useContractMutation(contractId, (_: undefined) => ({
    path: '/extension/accept',
    method: 'POST',
    body: {},
  }));
}

export function useDeclineExtension(contractId: string) {
  return useContractMutation(contractId, (_: undefined) => ({
    path: '/extension/decline',
    method: 'POST',
    body: {},
  }));
}

export function useWithdrawExtension(contractId: string) {
  return useContractMutation(contractId, (_: undefined) => ({ path: '/extension', method: 'DELETE' }));
}

/** Proposes an extra for work underway (decision 116). */
export function useProposeExtra(contractId: string) {
  return useContractMutation(contractId, (v: { name: string; price: number; days: number }) => ({
    path: '/extra',
    method: 'POST',
    body: v,
  }));
}

export function useAcceptExtra(contractId: string) {
  return useContractMutation(contractId, (_: undefined) => ({
    path: '/extra/accept',
    method: 'POST',
    body: {},
  }));
}

export function useDeclineExtra(contractId: string) {
  return useContractMutation(contractId, (_: undefined) => ({
    path: '/extra/decline',
    method: 'POST',
    body: {},
  }));
}

export function useWithdrawExtra(contractId: string) {
  return useContractMutation(contractId, (_: undefined) => ({ path: '/extra', method: 'DELETE' }));
}

/** Pays the agreed extra: answers a checkout to open. */
export function payExtra(contractId: string) {
  return api<Checkout>(`/api/contracts/${encodeURIComponent(contractId)}/extra/pay`, {
    method: 'POST',
    body: {},
  });
}
