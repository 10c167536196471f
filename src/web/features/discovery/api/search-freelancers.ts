import type { FreelancerPage } from '@shared/schemas/discovery';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const SEARCH_PAGE_SIZE = 12;

export function searchFreelancersQuery(q: string, page: number) {
  const params = new URLSearchParams({ q, page: String(page), pageSize: String(SEARCH_PAGE_SIZE) });
  return queryOptions({
    queryKey: ['freelancers', 'search', { q, page }],
    queryFn: () => api<FreelancerPage>(`/api/freelancers?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** Server-side search; disabled while the search text is empty. */
export function useSearchFreelancers(q: string, page: number) {
  return useQuery({ ...searchFreelancersQuery(q, page), enabled: q.trim() !== '' });
}
