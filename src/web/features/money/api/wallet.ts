import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { Checkout } from './types';

export interface WalletTransaction {
  id: string;
  kind: string;
  account: 'user_available' | 'user_escrow' | 'user_payout_pending';
  amountCents: number;
  createdAt: string;
  projectTitle: string | null;
  counterparty: string | null;
}

export interface Wallet {
  availableCents: number;
  escrowCents: number;
  payoutPendingCents: number;
  transactions: WalletTransaction[];
}

export interface Payout {
  id: string;
  amountCents: number;
  accountHolder: string;
  iban: string;
  status: 'pending' | 'paid' | 'rejected';
  createdAt: string;
}

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
