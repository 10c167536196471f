import type { contractListQuery } from '@shared/schemas/contract';
import type { z } from 'zod';

export type ContractListParams = z.infer<typeof contractListQuery>;

/** Every contract key starts here, so a live 'contract' event or a mutation refreshes all contract views. */
export const contractKeys = {
  all: ['contracts'] as const,
  lists: () => ['contracts', 'list'] as const,
  list: (params: ContractListParams) => ['contracts', 'list', params] as const,
  detail: (id: string) => ['contracts', 'detail', id] as const,
};
