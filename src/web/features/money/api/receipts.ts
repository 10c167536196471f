import type { Language } from '@shared/constants';
import type { Receipt, ReceiptSummary } from '@shared/schemas/money';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export function useReceipt(id: string) {
  return useQuery({
    queryKey: ['receipts', id],
    queryFn: () => api<Receipt>(`/api/receipts/${encodeURIComponent(id)}`),
    retry: false,
  });
}

export function useContractReceipts(contractId: string) {
  return useQuery({
    queryKey: ['receipts', 'contract', contractId],
    queryFn: () => api<ReceiptSummary[]>(`/api/receipts?contract=${encodeURIComponent(contractId)}`),
  });
}

/** The PDF's address, written in the page's language (a download link sends no Accept-Language of ours). */
export function receiptPdfUrl(id: string, lang: Language): string {
  return `/api/receipts/${encodeURIComponent(id)}/pdf?lang=${lang}`;
}

export function statementUrl(year: number, lang: Language): string {
  return `/api/wallet/statement?year=${year}&lang=${lang}`;
}
