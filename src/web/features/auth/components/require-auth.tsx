import { Spinner } from '@web/components/ui/spinner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../api/session';

/** Spinner while the session loads; without a user, to /signin and back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const location = useLocation();
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
