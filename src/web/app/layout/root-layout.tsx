import { Spinner } from '@web/components/ui/spinner';
import { VerifyEmailBanner } from '@web/features/auth/components/verify-email-banner';
import { useFirstInteraction } from '@web/lib/first-interaction';
import { withNamespaces } from '@web/lib/i18n';
import { useRouteMeta } from '@web/lib/page-meta';
import { useSession } from '@web/lib/session';
import { subscribeToastRaised, toastRaised } from '@web/lib/toast';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../route-error';
import { DemoBanner } from './demo-banner';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { ScrollRestoration } from './scroll-restoration';
import { TopBar } from './top-bar';

/** Toasts start below the top bar and a gap: on a phone its one row (h-16), wider its two (h-16 + h-11). */
const TOAST_TOP_PHONE = 'calc(4rem + 0.5rem)';
const TOAST_TOP = 'calc(6.75rem + 0.5rem)';
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));
const SignedInEffects = lazy(() => import('./signed-in-effects'));
const AccountBanner = lazy(
  withNamespaces(() => import('@web/features/sanctions/components/account-banner'), ['sanctions']),
);

export function RootLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
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
      <DemoBanner />
      <VerifyEmailBanner />
      {user && (
        <Suspense fallback={null}>
          <AccountBanner />
        </Suspense>
      )}
      {/* At least a screen tall: the footer starts below the fold, so it cannot jump (a layout
          shift) when a page's content arrives after its first paint. */}
      <main id="main" className="min-h-svh flex-1">
        {/* A page that fails (a lost server included) says so here, under the header. */}
        <ErrorBoundary path={pathname}>
          <Suspense fallback={<Spinner label={t('common:loading')} />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <OfflineBanner />
      {user && (
        <Suspense fallback={null}>
          <SignedInEffects key={user.id} />
        </Suspense>
      )}
      <Toasts />
      <ScrollRestoration />
    </div>
  );
}

/**
 * sonner's Toaster, once the visitor first acts or a toast is raised (whichever comes first;
 * lib/toast.ts): a first visit paints without the library, and toasts raised before it has mounted
 * show once it has. Its own component: what it waits for re-renders it alone, not the layout and
 * the page.
 */
function Toasts() {
  const { t } = useTranslation();
  const raised = useSyncExternalStore(subscribeToastRaised, toastRaised, () => false);
  const acting = useFirstInteraction();
  if (!raised && !acting) return null;
  return (
    <Suspense fallback={null}>
      {/* sonner's own labels (the region and each close button) in the interface language. */}
      {/* Below the sticky top bar, so a toast never covers its menu button, account links or
          categories; on a phone (sonner: up to 600 px) it spans the width under the bar, far
          from the chat's message box at the bottom. */}
      <Toaster
        richColors
        position="top-right"
        offset={{ top: TOAST_TOP }}
        mobileOffset={{ top: TOAST_TOP_PHONE }}
        closeButton
        containerAriaLabel={t('shell:toaster.toasts')}
        toastOptions={{ closeButtonAriaLabel: t('shell:toaster.closeToast') }}
      />
    </Suspense>
  );
}

/**
 * Marks the document once the page's part (inside the boundary above, which a page taken over from
 * the server's markup hydrates after the layout) has been drawn or taken over: from then on it
 * reacts (the journeys wait for `data-app-ready` before they act, e2e/support/browser.ts).
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}
