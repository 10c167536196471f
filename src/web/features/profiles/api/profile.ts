import type { ProfilePage } from '@shared/schemas/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { profileKeys } from './keys';

/** A profile by profile id or user id; 404 when it does not exist or is hidden from the viewer. */
export const profileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: profileKeys.page(id),
    queryFn: () => api<ProfilePage>(`/api/profiles/${encodeURIComponent(id)}`),
    retry: false,
  });

export function useProfile(id: string | undefined) {
  return useQuery({ ...profileQueryOptions(id ?? ''), enabled: Boolean(id) });
}
