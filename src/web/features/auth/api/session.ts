import type { SessionAnswer } from '@shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export type { Session, SessionUser } from '@shared/schemas/auth';

export const sessionQueryKey = ['session'] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: () => api<SessionAnswer>('/api/auth/get-session'),
  staleTime: 60_000,
});

/** The signed-in user, or null; `isPending` while the session loads. */
export function useSession() {
  const query = useQuery(sessionQueryOptions);
  return { user: query.data?.user ?? null, isPending: query.isPending, refetch: query.refetch };
}
