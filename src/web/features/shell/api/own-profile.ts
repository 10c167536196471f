import type { OwnProfile } from '@shared/schemas/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const ownProfileQueryOptions = queryOptions({
  queryKey: ['profiles', 'me'],
  queryFn: () => api<OwnProfile>('/api/profiles/me'),
});

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}
