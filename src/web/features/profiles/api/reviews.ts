import type { ProfileReviewList } from '@shared/schemas/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { profileKeys } from './keys';

export const reviewsQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: profileKeys.reviews(profileId),
    queryFn: () => api<ProfileReviewList>(`/api/profiles/${profileId}/reviews`),
  });

export function useProfileReviews(profileId: string) {
  return useQuery(reviewsQueryOptions(profileId));
}
