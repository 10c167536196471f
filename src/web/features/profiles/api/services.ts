import type { ProfileServiceList } from '@shared/schemas/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { profileKeys } from './keys';

export const profileServicesQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: profileKeys.services(profileId),
    queryFn: () => api<ProfileServiceList>(`/api/profiles/${profileId}/services`),
  });

export function useProfileServices(profileId: string) {
  return useQuery(profileServicesQueryOptions(profileId));
}
