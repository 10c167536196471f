import type { SessionAnswer } from '@shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@web/lib/api';
import { takePageAnswer } from '@web/lib/page-data';

export type { Session, SessionUser } from '@shared/schemas/auth';

export const sessionQueryKey = ['session'] as const;

/**
 * Whether a failed session read says nothing about being signed in: the server busy (503), any
 * other server error, too many requests or no network. Those are retried, never read as signed out.
 */
export function isTransientSessionError(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  return err.status === 0 || err.status === 429 || err.status >= 500;
}

/** Waits 1 s, doubling up to 30 s, between tries. */
export function sessionRetryDelay(failures: number): number {
  return Math.min(1000 * 2 ** failures, 30_000);
}

const SESSION_PATH = '/api/auth/get-session';

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: () => api<SessionAnswer>(SESSION_PATH),
  // The session the page's HTML carries (lib/page-data.ts), there from the first render: what
  // depends on it (the account menu, the banner asking to confirm the address) is drawn with the
  // page, not a moment later above it. It is the same in every language.
  initialData: () => takePageAnswer(SESSION_PATH, null) as SessionAnswer | undefined,
  staleTime: 60_000,
  // A busy server is asked again until it answers; until then the session is "unknown", not "none".
  retry: (_count, err) => isTransientSessionError(err),
  retryDelay: sessionRetryDelay,
});

/**
 * The signed-in user, or null; `isPending` while the session loads (including while a busy server
 * is asked again), and `unavailable` when the server could not say: pages then wait and show it,
 * they never send the person to sign in.
 */
export function useSession() {
  const query = useQuery(sessionQueryOptions);
  const unavailable =
    query.data === undefined && query.failureCount > 0 && isTransientSessionError(query.failureReason);
  return {
    user: query.data?.user ?? null,
    isPending: query.isPending || unavailable,
    unavailable,
    refetch: query.refetch,
  };
}
