import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { type Service, servicesKey } from './types';

export function profileServicesQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: [...servicesKey, 'profile', profileId],
    queryFn: () =>
      api<{ services: Service[] }>(`/api/services?profileId=${encodeURIComponent(profileId)}`).then(
        (r) => r.services,
      ),
  });
}

/** A profile's services, newest first, for the profile page's services tab. */
export function useProfileServices(profileId: string | undefined) {
  return useQuery({ ...profileServicesQueryOptions(profileId ?? ''), enabled: Boolean(profileId) });
}
