import { UserAvatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/features/auth/api/session';
import { ShellLanguageSwitch } from '@web/features/shell/components/shell-language-switch';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

// What only a signed-in user sees (icon navigation, unread badges, account menu) is one chunk,
// loaded for a signed-in user only, so a first, signed-out visit does not download it
// (bench/initial-js.ts). The four components come from the same module.
const signedIn = () => import('./signed-in-nav');
const DesktopNav = lazy(() => signedIn().then((m) => ({ default: m.DesktopNav })));
const AccountMenu = lazy(() => signedIn().then((m) => ({ default: m.AccountMenu })));
const UnreadDot = lazy(() => signedIn().then((m) => ({ default: m.UnreadDot })));
const MobileItems = lazy(() => signedIn().then((m) => ({ default: m.MobileItems })));

export function TopBar() {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A route change closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <nav
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4"
        aria-label={t('shell:nav.main')}
      >
        <Link to="/" className="text-xl font-bold text-primary">
          {t('common:appName')}
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          {user && (
            <Suspense fallback={null}>
              <DesktopNav />
            </Suspense>
          )}
          <ShellLanguageSwitch className="ml-1" />
          {user ? (
            <Suspense
              fallback={
                <span aria-hidden="true" className="ml-1 flex size-10 items-center justify-center">
                  <UserAvatar name={user.name} seed={user.id} className="size-9" />
                </span>
              }
            >
              <AccountMenu user={user} />
            </Suspense>
          ) : (
            <>
              <Button variant="ghost" asChild>
                <Link to="/signin">{t('common:nav.signIn')}</Link>
              </Button>
              <Button asChild>
                <Link to="/signup">{t('common:nav.signUp')}</Link>
              </Button>
            </>
          )}
        </div>
        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="relative md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('shell:nav.closeMenu') : t('shell:nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          {!menuOpen && user && (
            <Suspense fallback={null}>
              <UnreadDot />
            </Suspense>
          )}
        </Button>
      </nav>
      {menuOpen && (
        <div id={menuId} className="border-t bg-background px-4 pb-4 md:hidden">
          <ul className="flex flex-col py-2" aria-label={t('shell:nav.mobileMenu')}>
            {user ? (
              <Suspense fallback={null}>
                <MobileItems />
              </Suspense>
            ) : (
              <>
                <li>
                  <Link to="/signin" className="block rounded-md px-2 py-3 hover:bg-accent">
                    {t('common:nav.signIn')}
                  </Link>
                </li>
                <li>
                  <Link to="/signup" className="block rounded-md px-2 py-3 hover:bg-accent">
                    {t('common:nav.signUp')}
                  </Link>
                </li>
              </>
            )}
          </ul>
          <ShellLanguageSwitch />
        </div>
      )}
    </header>
  );
}
