import type { AiExperts } from '@shared/schemas/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const aiExpertsQuery = queryOptions({
  queryKey: ['freelancers', 'ai-experts'],
  queryFn: () => api<AiExperts>('/api/ai/experts'),
});

export function useAiExperts() {
  return useQuery(aiExpertsQuery);
}
