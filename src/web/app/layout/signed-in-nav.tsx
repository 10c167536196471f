import { badgeText } from '@shared/unread-badge';
import { UserAvatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useIsAdmin } from '@web/features/admin/api/access';
import { useSignOut } from '@web/features/auth/api/auth-actions';
import { useUnreadCounts } from '@web/features/shell/api/unread-counts';
import { cn } from '@web/lib/utils';
import {
  Bell,
  CircleHelp,
  FolderKanban,
  Heart,
  LogOut,
  type LucideIcon,
  MessageSquare,
  Package,
  Settings,
  ShieldCheck,
  User,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { toast } from 'sonner';

/*
 * The parts of the top bar only a signed-in user sees: the icon navigation with unread badges,
 * the account menu (Radix dropdown) and their entries in the mobile menu. top-bar.tsx loads this
 * chunk only for a signed-in user, so a first, signed-out visit does not download it
 * (bench/initial-js.ts).
 */

interface NavItem {
  to: string;
  icon: LucideIcon;
  label: string;
  /** The top bar's word under the icon, where the label is too long for its width. */
  short?: string;
  count?: number;
}

function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  const counts = useUnreadCounts(true);
  // Projects and Services are text links of the top bar itself (top-bar.tsx), for everyone.
  return [
    { to: '/notifications', icon: Bell, label: t('shell:nav.notifications'), count: counts.notifications },
    { to: '/chat', icon: MessageSquare, label: t('shell:nav.chat'), count: counts.messages },
    { to: '/orders', icon: Package, label: t('shell:nav.orders') },
    { to: '/my-projects', icon: FolderKanban, label: t('shell:nav.myProjects') },
    { to: '/help', icon: CircleHelp, label: t('shell:nav.help'), short: t('shell:nav.helpShort') },
  ];
}

function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-count={badgeText(count)}
      className={cn(
        'flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold leading-none text-white after:content-[attr(data-count)]',
        className,
      )}
    >
      {/* Drawn by CSS, not text: the link's name already says the count ('Messages, 4 unread'),
          and visible text outside that name would make the two disagree for speech input. */}
    </span>
  );
}

function accessibleName(item: NavItem, t: (k: string, o?: Record<string, unknown>) => string) {
  return item.count ? `${item.label}, ${t('shell:nav.unread', { count: item.count })}` : item.label;
}

function useOnSignOut() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return async () => {
    // Leave a protected page first, so its guard does not redirect to sign-in.
    await navigate('/', { flushSync: true });
    await signOut.mutateAsync();
    toast.success(t('auth:signedOut'));
  };
}

/** The icon links of the desktop top bar, with unread badges. */
export function DesktopNav() {
  const { t } = useTranslation();
  const items = useNavItems();
  return items.map((item) => (
    <NavLink
      key={item.to}
      to={item.to}
      aria-label={accessibleName(item, t)}
      title={item.label}
      className={({ isActive }) =>
        cn(
          'relative flex h-12 min-w-10 flex-col items-center justify-center gap-0.5 rounded-md px-1.5 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          isActive && 'bg-accent text-foreground',
        )
      }
    >
      <item.icon className="size-5" aria-hidden="true" />
      {/* The visible label; the link's name comes from aria-label (with the unread count). */}
      <span aria-hidden="true" className="hidden max-w-20 truncate text-[11px] leading-none xl:block">
        {item.short ?? item.label}
      </span>
      {item.count !== undefined && <UnreadBadge count={item.count} className="absolute right-0 top-0" />}
    </NavLink>
  ));
}

/** The account menu of the desktop top bar. */
export function AccountMenu({ user }: { user: { id: string; name: string; email: string } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onSignOut = useOnSignOut();
  const { isAdmin } = useIsAdmin();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="ml-1 rounded-full"
          aria-label={t('common:nav.accountMenu')}
        >
          <UserAvatar name={user.name} seed={user.id} className="size-9" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate">{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <User /> {t('common:nav.myProfile')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/saved')}>
          <Heart /> {t('saved:menu')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/settings')}>
          <Settings /> {t('common:nav.settings')}
        </DropdownMenuItem>
        {isAdmin && (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <ShieldCheck /> {t('admin:nav.console')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut /> {t('common:nav.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The red dot on the mobile menu button when there is something unread. */
export function UnreadDot() {
  const counts = useUnreadCounts(true);
  if (counts.messages + counts.notifications <= 0) return null;
  return <span aria-hidden="true" className="absolute right-1 top-1 size-2 rounded-full bg-destructive" />;
}

/** The signed-in entries of the mobile menu (list items). */
export function MobileItems() {
  const { t } = useTranslation();
  const items = useNavItems();
  const onSignOut = useOnSignOut();
  const { isAdmin } = useIsAdmin();
  return (
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
        <Link to="/profile" className="flex items-center gap-3 rounded-md px-2 py-3 hover:bg-accent">
          <User className="size-5" aria-hidden="true" /> {t('common:nav.myProfile')}
        </Link>
      </li>
      <li>
        <Link to="/saved" className="flex items-center gap-3 rounded-md px-2 py-3 hover:bg-accent">
          <Heart className="size-5" aria-hidden="true" /> {t('saved:menu')}
        </Link>
      </li>
      <li>
        <Link to="/settings" className="flex items-center gap-3 rounded-md px-2 py-3 hover:bg-accent">
          <Settings className="size-5" aria-hidden="true" /> {t('common:nav.settings')}
        </Link>
      </li>
      {isAdmin && (
        <li>
          <Link to="/admin" className="flex items-center gap-3 rounded-md px-2 py-3 hover:bg-accent">
            <ShieldCheck className="size-5" aria-hidden="true" /> {t('admin:nav.console')}
          </Link>
        </li>
      )}
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
  );
}
