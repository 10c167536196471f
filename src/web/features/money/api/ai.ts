import type { AnalyticsInput, ChatbotOrderInput } from '@shared/schemas/money';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { Checkout } from './types';

export interface AiOrder {
  id: string;
  kind: 'chatbot' | 'analytics';
  status: 'awaiting_payment' | 'paid' | 'in_progress' | 'delivered' | 'canceled';
  priceCents: number;
  businessName: string | null;
  createdAt: string;
  paidAt: string | null;
}

export const aiOrdersQueryOptions = queryOptions({
  queryKey: ['ai', 'orders'],
  queryFn: () => api<AiOrder[]>('/api/ai/orders'),
});

export const analyticsAccessQueryOptions = queryOptions({
  queryKey: ['ai', 'analytics-access'],
  queryFn: () => api<{ paid: boolean }>('/api/ai/analytics/access'),
});

export function useAiOrders(enabled: boolean) {
  return useQuery({ ...aiOrdersQueryOptions, enabled });
}

export function useAnalyticsAccess(enabled: boolean) {
  return useQuery({ ...analyticsAccessQueryOptions, enabled });
}

export function useOrderChatbot() {
  return useMutation({
    mutationFn: (form: ChatbotOrderInput) =>
      api<Checkout>('/api/ai/chatbot-orders', { method: 'POST', body: form }),
  });
}

export function useBuyAnalytics() {
  return useMutation({
    mutationFn: () => api<Checkout>('/api/ai/analytics/purchase', { method: 'POST', body: {} }),
  });
}

export function useAnalyticsReport() {
  return useMutation({
    mutationFn: (input: AnalyticsInput) =>
      api<{ report: string }>('/api/ai/analytics/report', { method: 'POST', body: input }),
  });
}
