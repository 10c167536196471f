import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface OwnProfileSummary {
  id: string;
  name: string;
  title: string | null;
  createdAt: string;
}

export const ownProfileQueryOptions = queryOptions({
  queryKey: ['profiles', 'me'],
  queryFn: () => api<OwnProfileSummary>('/api/profiles/me'),
});

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}
