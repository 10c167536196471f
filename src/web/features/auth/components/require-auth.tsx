import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/session';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { SessionBusy } from './session-busy';

/**
 * Spinner while the session loads; a "busy" notice (and retries) while the server cannot say;
 * without a user, to /signin and back here afterwards.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, isPending, unavailable, refetch } = useSession();
  const location = useLocation();
  if (unavailable) return <SessionBusy onRetry={() => void refetch()} />;
  if (isPending) return <Spinner label={t('auth:protected.loading')} className="min-h-[50vh]" />;
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/signin?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <>{children}</>;
}

/** Only same-site paths are followed after sign-in. */
export function safeRedirect(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//')) return '/';
  return value;
}
