import type {
  CreateSavedSearchInput,
  SavedSearch,
  SavedSearchList,
  UpdateSavedSearchInput,
} from '@shared/schemas/saved';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

const key = ['saved-searches'] as const;

export function useSavedSearches(page: number) {
  return useQuery({
    queryKey: [...key, page],
    queryFn: () => api<SavedSearchList>(`/api/saved/searches?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

export function useCreateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSavedSearchInput) =>
      api<SavedSearch>('/api/saved/searches', { method: 'POST', body: input as Record<string, unknown> }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useUpdateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateSavedSearchInput & { id: string }) =>
      api<SavedSearch>(`/api/saved/searches/${id}`, { method: 'PATCH', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ deleted: true }>(`/api/saved/searches/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
