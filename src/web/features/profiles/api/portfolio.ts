import type { PortfolioList } from '@shared/schemas/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { profileKeys } from './keys';

export const portfolioQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: profileKeys.portfolio(profileId),
    queryFn: () => api<PortfolioList>(`/api/profiles/${profileId}/portfolio`),
  });

export function usePortfolio(profileId: string) {
  return useQuery(portfolioQueryOptions(profileId));
}
