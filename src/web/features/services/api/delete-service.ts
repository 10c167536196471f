import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { invalidateServiceQueries } from './keys';

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/services/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => invalidateServiceQueries(queryClient),
  });
}
