import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** False until the address is confirmed by the mailed link (paying, applying, chatting wait for it). */
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
}
export interface Session {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

export const sessionQueryKey = ['session'] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: () => api<Session | null>('/api/auth/get-session'),
  staleTime: 60_000,
});

/** The signed-in user, or null; `isPending` while the session loads. */
export function useSession() {
  const query = useQuery(sessionQueryOptions);
  return { user: query.data?.user ?? null, isPending: query.isPending, refetch: query.refetch };
}
