import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { type Service, servicesKey } from './types';

export const myServicesQueryOptions = queryOptions({
  queryKey: [...servicesKey, 'mine'],
  queryFn: () => api<{ services: Service[] }>('/api/services/mine').then((r) => r.services),
});

export function useMyServices() {
  return useQuery(myServicesQueryOptions);
}
