import type { ApiTokenList, CreateApiTokenInput, CreatedApiToken } from '@shared/schemas/api-tokens';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

const apiTokensKey = ['settings', 'api-tokens'] as const;

export function useApiTokens() {
  return useQuery({ queryKey: apiTokensKey, queryFn: () => api<ApiTokenList>('/api/settings/api-tokens') });
}

export function useCreateApiToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) =>
      api<CreatedApiToken>('/api/settings/api-tokens', { method: 'POST', body: { ...input } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiTokensKey }),
  });
}

export function useRevokeApiToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/settings/api-tokens/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiTokensKey }),
  });
}
