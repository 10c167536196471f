import { badgeText } from '@shared/unread-badge';
import { UserAvatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { useSignOut } from '@web/features/auth/api/auth-actions';
import { useSession } from '@web/features/auth/api/session';
import { useUnreadCounts } from '@web/features/shell/api/unread-counts';
import { ShellLanguageSwitch } from '@web/features/shell/components/shell-language-switch';
import { lazyToast } from '@web/lib/lazy-toast';
import { cn } from '@web/lib/utils';
import {
  Bell,
  Briefcase,
  CircleHelp,
  FolderKanban,
  LogOut,
  type LucideIcon,
  Menu,
  MessageSquare,
  Settings,
  User,
  X,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';

// The account menu (Radix dropdown, positioning, focus handling) is only for a signed-in user:
// its own chunk keeps it out of a first, signed-out visit (bench/initial-js.ts).
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

interface NavItem {
  to: string;
  icon: LucideIcon;
  label: string;
  count?: number;
}

function useNavItems(signedIn: boolean): NavItem[] {
  const { t } = useTranslation();
  const counts = useUnreadCounts(signedIn);
  return [
    { to: '/chat', icon: MessageSquare, label: t('shell:nav.chat'), count: counts.messages },
    { to: '/help', icon: CircleHelp, label: t('shell:nav.help') },
    { to: '/projects', icon: Briefcase, label: t('shell:nav.projects') },
    { to: '/my-projects', icon: FolderKanban, label: t('shell:nav.myProjects') },
    { to: '/notifications', icon: Bell, label: t('shell:nav.notifications'), count: counts.notifications },
  ];
}

function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold leading-none text-white',
        className,
      )}
    >
      {badgeText(count)}
    </span>
  );
}

function accessibleName(item: NavItem, t: (k: string, o?: Record<string, unknown>) => string) {
  return item.count ? `${item.label}, ${t('shell:nav.unread', { count: item.count })}` : item.label;
}

export function TopBar() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const items = useNavItems(!!user);
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

  const onSignOut = async () => {
    // Leave a protected page first, so its guard does not redirect to sign-in.
    await navigate('/', { flushSync: true });
    await signOut.mutateAsync();
    lazyToast('success', t('auth:signedOut'));
  };

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
          {user &&
            items.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                aria-label={accessibleName(item, t)}
                title={item.label}
                className={({ isActive }) =>
                  cn(
                    'relative flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    isActive && 'bg-accent text-foreground',
                  )
                }
              >
                <item.icon className="size-5" aria-hidden="true" />
                {item.count !== undefined && (
                  <UnreadBadge count={item.count} className="absolute -right-0.5 -top-0.5" />
                )}
              </NavLink>
            ))}
          <ShellLanguageSwitch className="ml-1" />
          {user ? (
            <Suspense
              fallback={
                <span aria-hidden="true" className="ml-1 flex size-10 items-center justify-center">
                  <UserAvatar name={user.name} className="size-9" />
                </span>
              }
            >
              <AccountMenu user={user} onSignOut={onSignOut} />
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
          {!menuOpen && (items[0]?.count ?? 0) + (items[4]?.count ?? 0) > 0 && (
            <span aria-hidden="true" className="absolute right-1 top-1 size-2 rounded-full bg-destructive" />
          )}
        </Button>
      </nav>
      {menuOpen && (
        <div id={menuId} className="border-t bg-background px-4 pb-4 md:hidden">
          <ul className="flex flex-col py-2" aria-label={t('shell:nav.mobileMenu')}>
            {user ? (
              <>
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      aria-label={accessibleName(item, t)}
                      className="flex items-center gap-3 rounded-md px-2 py-3 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <item.icon className="size-5" aria-hidden="true" />
                      <span className="flex-1">{item.label}</span>
                      {item.count !== undefined && <UnreadBadge count={item.count} />}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <Link
                    to="/profile"
                    className="flex items-center gap-3 rounded-md px-2 py-3 hover:bg-accent"
                  >
                    <User className="size-5" aria-hidden="true" /> {t('common:nav.myProfile')}
                  </Link>
                </li>
                <li>
                  <Link
                    to="/settings"
                    className="flex items-center gap-3 rounded-md px-2 py-3 hover:bg-accent"
                  >
                    <Settings className="size-5" aria-hidden="true" /> {t('common:nav.settings')}
                  </Link>
                </li>
                <li>
                  <button
                    type="button"
                    onClick={onSignOut}
                    className="flex w-full items-center gap-3 rounded-md px-2 py-3 text-left hover:bg-accent"
                  >
                    <LogOut className="size-5" aria-hidden="true" /> {t('common:nav.signOut')}
                  </button>
                </li>
              </>
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
