import type {
  AiOrder,
  AnalyticsInput,
  analyticsAccessResponse,
  analyticsReportResponse,
  ChatbotOrderInput,
  Checkout,
} from '@shared/schemas/money';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export const aiOrdersQueryOptions = queryOptions({
  queryKey: ['ai', 'orders'],
  queryFn: () => api<AiOrder[]>('/api/ai/orders'),
});

export const analyticsAccessQueryOptions = queryOptions({
  queryKey: ['ai', 'analytics-access'],
  queryFn: () => api<z.infer<typeof analyticsAccessResponse>>('/api/ai/analytics/access'),
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
      api<z.infer<typeof analyticsReportResponse>>('/api/ai/analytics/report', {
        method: 'POST',
        body: input,
      }),
  });
}
