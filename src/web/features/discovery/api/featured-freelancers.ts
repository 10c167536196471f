import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreelancerCardData } from '@web/components/freelancer-card';
import { api } from '@web/lib/api';

export const featuredFreelancersQuery = queryOptions({
  queryKey: ['freelancers', 'featured'],
  queryFn: () => api<{ items: FreelancerCardData[] }>('/api/freelancers/featured?limit=6'),
});

export function useFeaturedFreelancers() {
  return useQuery(featuredFreelancersQuery);
}
