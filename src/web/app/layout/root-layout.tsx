import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/session';
import { useRouteMeta } from '@web/lib/page-meta';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer';
import { TopBar } from './top-bar';

// sonner loads after the first render (toasts raised earlier show once it has mounted).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));
const SignedInEffects = lazy(() => import('./signed-in-effects'));
const VerifyEmailBanner = lazy(() => import('@web/features/auth/components/verify-email-banner'));

export function RootLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  useRouteMeta();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        {t('shell:skipToContent')}
      </a>
      <TopBar />
      {user && !user.emailVerified && (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      )}
      <main id="main" className="flex-1">
        <Suspense fallback={<Spinner label={t('common:loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {user && (
        <Suspense fallback={null}>
          <SignedInEffects key={user.id} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {/* sonner's own labels (the region and each close button) in the interface language. */}
        <Toaster
          richColors
          position="top-right"
          closeButton
          containerAriaLabel={t('shell:toaster.toasts')}
          toastOptions={{ closeButtonAriaLabel: t('shell:toaster.closeToast') }}
        />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
