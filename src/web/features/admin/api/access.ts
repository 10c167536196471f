import type { AdminAccess } from '@shared/schemas/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useSession } from '@web/lib/session';

export const adminAccessQuery = queryOptions({
  queryKey: ['admin', 'access'],
  queryFn: () => api<AdminAccess>('/api/admin/access'),
  staleTime: 5 * 60_000,
});

/** Whether the signed-in user is an administrator (false while unknown or signed out). */
export function useIsAdmin(): { isAdmin: boolean; isPending: boolean } {
  const { user } = useSession();
  const query = useQuery({ ...adminAccessQuery, enabled: !!user });
  return { isAdmin: query.data?.admin === true, isPending: !!user && query.isPending };
}
