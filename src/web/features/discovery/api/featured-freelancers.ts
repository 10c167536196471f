import type { FeaturedFreelancers } from '@shared/schemas/discovery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const featuredFreelancersQuery = queryOptions({
  queryKey: ['freelancers', 'featured'],
  queryFn: () => api<FeaturedFreelancers>('/api/freelancers/featured?limit=6'),
});

export function useFeaturedFreelancers() {
  return useQuery(featuredFreelancersQuery);
}
