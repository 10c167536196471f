import type { AiStatus } from '@shared/schemas/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const aiStatusQuery = queryOptions({
  queryKey: ['ai', 'status'],
  queryFn: () => api<AiStatus>('/api/ai/status'),
  staleTime: 5 * 60_000,
});

export function useAiStatus() {
  return useQuery(aiStatusQuery);
}
