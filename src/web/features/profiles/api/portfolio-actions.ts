import type { PortfolioItem } from '@shared/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { profileKeys } from './keys';

/** One file per request; the caller loops over a multiple selection. */
export function useAddPortfolioItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api<PortfolioItem>('/api/profiles/me/portfolio', { method: 'POST', body });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

export function useDeletePortfolioItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/portfolio/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
