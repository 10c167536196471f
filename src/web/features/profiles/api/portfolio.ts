import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { profileKeys } from './keys';
import type { PortfolioItem } from './types';

export const portfolioQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: profileKeys.portfolio(profileId),
    queryFn: () => api<{ items: PortfolioItem[]; hidden: boolean }>(`/api/profiles/${profileId}/portfolio`),
  });

export function usePortfolio(profileId: string) {
  return useQuery(portfolioQueryOptions(profileId));
}
