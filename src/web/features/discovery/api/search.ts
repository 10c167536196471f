import type { SearchResult } from '@shared/schemas/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** The URL parameters of /search that the API understands (everything else stays in the page). */
export const SEARCH_PARAMS = [
  'q',
  'kind',
  'category',
  'subcategory',
  'minPrice',
  'maxPrice',
  'minRating',
  'maxDays',
  'location',
  'language',
  'sort',
  'page',
] as const;

export function searchApiQuery(params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const key of SEARCH_PARAMS) {
    const value = params.get(key)?.trim();
    if (value) out.set(key, value);
  }
  return out.toString();
}

/** GET /api/search with the page's own URL state, so a shared link shows the same results. */
export function useSearch(params: URLSearchParams) {
  const query = searchApiQuery(params);
  return useQuery({
    queryKey: ['search', query],
    queryFn: () => api<SearchResult>(`/api/search?${query}`),
    placeholderData: keepPreviousData,
  });
}
