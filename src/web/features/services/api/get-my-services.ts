import type { ServiceList } from '@shared/schemas/service';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { servicesKey } from './keys';

export const myServicesQueryOptions = queryOptions({
  queryKey: [...servicesKey, 'mine'],
  queryFn: () => api<ServiceList>('/api/services/mine').then((r) => r.services),
});

export function useMyServices() {
  return useQuery(myServicesQueryOptions);
}
