import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface AiStatus {
  configured: boolean;
  model: string | null;
  imageGeneration: boolean;
  textAnalysis: 'model' | 'local';
}

export const aiStatusQuery = queryOptions({
  queryKey: ['ai', 'status'],
  queryFn: () => api<AiStatus>('/api/ai/status'),
  staleTime: 5 * 60_000,
});

export function useAiStatus() {
  return useQuery(aiStatusQuery);
}
