import type { ContractList } from '@shared/schemas/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { type ContractListParams, contractKeys } from './keys';

function search(params: ContractListParams): string {
  const q = new URLSearchParams();
  if (params.role) q.set('role', params.role);
  if (params.status) q.set('status', params.status);
  if (params.with) q.set('with', params.with);
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const contractsQueryOptions = (params: ContractListParams) =>
  queryOptions({
    queryKey: contractKeys.list(params),
    queryFn: () => api<ContractList>(`/api/contracts${search(params)}`),
  });

/** GET /api/contracts: the signed-in user's contracts, filtered by side, state or the other party. */
export function useContracts(params: ContractListParams, enabled = true) {
  return useQuery({ ...contractsQueryOptions(params), enabled });
}
