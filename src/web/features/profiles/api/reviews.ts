import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { profileKeys } from './keys';
import type { ProfileReview } from './types';

export const reviewsQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: profileKeys.reviews(profileId),
    queryFn: () => api<{ items: ProfileReview[] }>(`/api/profiles/${profileId}/reviews`),
  });

export function useProfileReviews(profileId: string) {
  return useQuery(reviewsQueryOptions(profileId));
}
