import type { QueryClient } from '@tanstack/react-query';

/** Every list of services starts with this key, so one invalidation refreshes them all. */
export const servicesKey = ['services'] as const;

/**
 * Refreshes every cached list that shows services: this feature's (['services', ...]) and the
 * profile page's tab (['profile', id, 'services']), matched by key segment so neither feature
 * imports the other.
 */
export function invalidateServiceQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('services') });
}
