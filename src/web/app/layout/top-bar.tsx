import { UserAvatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { ShellLanguageSwitch } from '@web/features/shell/components/shell-language-switch';
import { withNamespaces } from '@web/lib/i18n';
import { useMediaQuery, WIDE_SCREEN } from '@web/lib/media-query';
import { brandName } from '@web/lib/page-meta';
import { useSession } from '@web/lib/session';
import { cn } from '@web/lib/utils';
import { ChevronDown, Menu, Plus, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { SearchBox } from './search-box';

// What only a signed-in user sees (icon navigation, unread badges, account menu) is one chunk,
// loaded for a signed-in user only, so a first, signed-out visit does not download it
// (bench/initial-js.ts). The four components come from the same module.
// It names keys of `auth`, `saved` and `admin`: they load with it.
const signedIn = withNamespaces(() => import('./signed-in-nav'), ['auth', 'saved', 'admin']);
const DesktopNav = lazy(() => signedIn().then((m) => ({ default: m.DesktopNav })));
const AccountMenu = lazy(() => signedIn().then((m) => ({ default: m.AccountMenu })));
const UnreadDot = lazy(() => signedIn().then((m) => ({ default: m.UnreadDot })));
const MobileItems = lazy(() => signedIn().then((m) => ({ default: m.MobileItems })));
// The categories menu carries the taxonomy's labels: a chunk of its own.
const CategoriesMenu = lazy(() => import('./categories-menu').then((m) => ({ default: m.CategoriesMenu })));
// The phone's menu panel is a chunk of its own too, loaded when it is first opened.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

const barLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    isActive && 'text-foreground',
  );

export function TopBar() {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const searchId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The category bar shows on wide screens only: a phone does not download its menu's code
  // (the dropdown and the taxonomy, about 35 KB) before the page can paint.
  const wide = useMediaQuery(WIDE_SCREEN);

  // A route change closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  // While the phone menu is open, what floats over the page (the help button) steps aside
  // (`[body[data-menu-open]_&]:hidden`, decision 126).
  useEffect(() => {
    if (!menuOpen) return;
    document.body.dataset.menuOpen = '';
    return () => {
      delete document.body.dataset.menuOpen;
    };
  }, [menuOpen]);

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

  const categoriesFallback = (
    <Button variant="ghost" size="sm" className="gap-1" disabled>
      {t('shell:nav.categories')}
      <ChevronDown className="size-4" aria-hidden="true" />
    </Button>
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <nav aria-label={t('shell:nav.main')}>
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
          <Link to="/" className="shrink-0 text-xl font-bold text-primary">
            {brandName()}
          </Link>
          <SearchBox id={searchId} className="hidden max-w-xl flex-1 lg:block" />
          <div className="ml-auto hidden items-center gap-1 lg:flex">
            <Button asChild size="sm" variant="outline" className="mr-1">
              <Link to="/post-job">
                <Plus aria-hidden="true" /> {t('shell:nav.postProject')}
              </Link>
            </Button>
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
            className="relative ml-auto lg:hidden"
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
        </div>
        <div className="hidden border-t lg:block">
          <div className="mx-auto flex h-11 max-w-7xl items-center gap-1 px-4">
            {wide ? (
              <Suspense fallback={categoriesFallback}>
                <CategoriesMenu />
              </Suspense>
            ) : (
              categoriesFallback
            )}
            <NavLink to="/projects" end className={barLink}>
              {t('shell:nav.projects')}
            </NavLink>
            <NavLink to="/services" end className={barLink}>
              {t('shell:nav.services')}
            </NavLink>
          </div>
        </div>
      </nav>
      {menuOpen && (
        <div
          id={menuId}
          className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t bg-background px-4 pb-4 lg:hidden"
        >
          <Suspense fallback={null}>
            <MobileMenu
              searchId={`${searchId}-mobile`}
              accountItems={
                user ? (
                  <Suspense fallback={null}>
                    <MobileItems />
                  </Suspense>
                ) : null
              }
            />
          </Suspense>
        </div>
      )}
    </header>
  );
}
