/** Query keys of this feature; invalidating ['profile'] refreshes every profile view. */
export const profileKeys = {
  all: ['profile'] as const,
  page: (id: string) => ['profile', id] as const,
  portfolio: (id: string) => ['profile', id, 'portfolio'] as const,
  reviews: (id: string) => ['profile', id, 'reviews'] as const,
  services: (id: string) => ['profile', id, 'services'] as const,
};
