import type { SiteConfig } from '@shared/schemas/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { takePageAnswer } from '@web/lib/page-data';

export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => api<SiteConfig>('/api/site-config'),
  // The settings the page's HTML carries (lib/page-data.ts; the same in every language), there
  // from the first render: what depends on them (the demo banner, a payment page's notice) is
  // drawn with the page, not a moment later above it.
  initialData: () => takePageAnswer('/api/site-config', null) as SiteConfig | undefined,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions);
}
