import type { ServiceReviewList } from '@shared/schemas/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { servicesKey } from './keys';

export function serviceReviewsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...servicesKey, 'reviews', id],
    queryFn: () => api<ServiceReviewList>(`/api/services/${encodeURIComponent(id)}/reviews`),
  });
}

/** The visible reviews of a service, for its public page. */
export function useServiceReviews(id: string) {
  return useQuery(serviceReviewsQueryOptions(id));
}
