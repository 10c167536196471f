import type { Checkout, Payout, Wallet } from '@shared/schemas/money';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const walletQueryOptions = queryOptions({
  queryKey: ['wallet'],
  queryFn: () => api<Wallet>('/api/wallet'),
});
export const payoutsQueryOptions = queryOptions({
  queryKey: ['wallet', 'payouts'],
  queryFn: () => api<Payout[]>('/api/wallet/payouts'),
});

export function useWallet() {
  return useQuery(walletQueryOptions);
}

export function usePayouts() {
  return useQuery(payoutsQueryOptions);
}

export function useTopUp() {
  return useMutation({
    mutationFn: (amountCents: number) =>
      api<Checkout>('/api/wallet/top-up', { method: 'POST', body: { amountCents } }),
  });
}

export function useRequestPayout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { amountCents: number; accountHolder: string; iban: string }) =>
      api<Payout>('/api/wallet/payouts', { method: 'POST', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['wallet'] }),
  });
}
