import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { profileKeys } from './keys';
import type { ProfileService } from './types';

export const profileServicesQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: profileKeys.services(profileId),
    queryFn: () => api<{ items: ProfileService[] }>(`/api/profiles/${profileId}/services`),
  });

export function useProfileServices(profileId: string) {
  return useQuery(profileServicesQueryOptions(profileId));
}
