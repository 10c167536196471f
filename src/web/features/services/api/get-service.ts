import type { PublicService } from '@shared/schemas/service';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { servicesKey } from './keys';

export function serviceQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...servicesKey, 'detail', id],
    queryFn: () => api<PublicService>(`/api/services/${encodeURIComponent(id)}`),
  });
}

export function useService(id: string) {
  return useQuery(serviceQueryOptions(id));
}
