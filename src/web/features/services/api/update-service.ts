import type { Service, ServiceUpdateInput } from '@shared/schemas/service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { invalidateServiceQueries } from './keys';

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ServiceUpdateInput }) =>
      api<Service>(`/api/services/${encodeURIComponent(id)}`, { method: 'PATCH', body: { ...input } }),
    onSuccess: () => invalidateServiceQueries(queryClient),
  });
}
