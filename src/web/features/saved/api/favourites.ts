import type { FavouriteKeys, FavouriteKind, FavouriteList, FavouriteState } from '@shared/schemas/saved';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const favouriteKeys = {
  all: ['favourites'] as const,
  keys: ['favourites', 'keys'] as const,
  list: (kind: FavouriteKind, page: number) => ['favourites', 'list', kind, page] as const,
};

/** The ids of everything the user saved (the hearts on cards); only asked while signed in. */
export function useFavouriteKeys(enabled: boolean) {
  return useQuery({
    queryKey: favouriteKeys.keys,
    queryFn: () => api<FavouriteKeys>('/api/saved/favourites/keys'),
    enabled,
    staleTime: 60_000,
  });
}

export function useFavourites(kind: FavouriteKind, page: number) {
  return useQuery({
    queryKey: favouriteKeys.list(kind, page),
    queryFn: () => api<FavouriteList>(`/api/saved/favourites?kind=${kind}&page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/** Saves or removes one item; the hearts change at once and settle on the server's answer. */
export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, save }: { kind: FavouriteKind; id: string; save: boolean }) =>
      api<FavouriteState>(`/api/saved/favourites/${kind}/${encodeURIComponent(id)}`, {
        method: save ? 'PUT' : 'DELETE',
      }),
    onMutate: async ({ kind, id, save }) => {
      await client.cancelQueries({ queryKey: favouriteKeys.keys });
      const before = client.getQueryData<FavouriteKeys>(favouriteKeys.keys);
      if (before)
        client.setQueryData<FavouriteKeys>(favouriteKeys.keys, {
          ...before,
          [kind]: save ? [id, ...before[kind].filter((x) => x !== id)] : before[kind].filter((x) => x !== id),
        });
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) client.setQueryData(favouriteKeys.keys, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
