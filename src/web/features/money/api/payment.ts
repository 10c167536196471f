import type { CardInput, CheckoutOutcome, Payment } from '@shared/schemas/money';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const paymentQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['payments', id], queryFn: () => api<Payment>(`/api/payments/${id}`) });

export function usePayment(id: string) {
  return useQuery(paymentQueryOptions(id));
}

/** After a confirmed payment every balance, project and order view may have changed. */
function invalidateMoney(qc: ReturnType<typeof useQueryClient>) {
  return qc.invalidateQueries({
    predicate: (q) =>
      ['wallet', 'payments', 'escrow', 'ai', 'projects', 'applications'].includes(String(q.queryKey[0])),
  });
}

export function useTestCheckout(paymentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (card: CardInput) =>
      api<CheckoutOutcome>(`/api/payments/${paymentId}/test-checkout`, { method: 'POST', body: card }),
    onSettled: () => invalidateMoney(qc),
  });
}

export function useTestConfirm(paymentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api<CheckoutOutcome>(`/api/payments/${paymentId}/test-confirm`, { method: 'POST', body: { code } }),
    onSettled: () => invalidateMoney(qc),
  });
}
