import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface SiteConfig {
  googleEnabled: boolean;
  /** With 'stripe' the card is entered on Stripe Checkout, so no card fields are shown here. */
  paymentProvider: 'test' | 'stripe' | null;
  /** 'test': built-in test cards, no real money (a notice on every payment screen); 'off': paying is refused. */
  paymentsMode: 'test' | 'stripe' | 'off';
  contact: { phone: string; email: string; location: string };
  social: {
    facebook: string | null;
    twitter: string | null;
    instagram: string | null;
    linkedin: string | null;
  };
}

export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => api<SiteConfig>('/api/site-config'),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions);
}
