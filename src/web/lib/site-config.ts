import type { SiteConfig } from '@shared/schemas/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => api<SiteConfig>('/api/site-config'),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions);
}
