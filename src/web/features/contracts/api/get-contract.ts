import type { ContractDetail } from '@shared/schemas/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@web/lib/api';
import { contractKeys } from './keys';

export const contractQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: () => api<ContractDetail>(`/api/contracts/${encodeURIComponent(id)}`),
    // A contract the viewer may not see is 404: asking again will not change that.
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
  });

export function useContract(id: string) {
  return useQuery(contractQueryOptions(id));
}
