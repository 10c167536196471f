import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreelancerCardData } from '@web/components/freelancer-card';
import { api } from '@web/lib/api';

export const aiExpertsQuery = queryOptions({
  queryKey: ['freelancers', 'ai-experts'],
  queryFn: () => api<{ items: FreelancerCardData[] }>('/api/ai/experts'),
});

export function useAiExperts() {
  return useQuery(aiExpertsQuery);
}
