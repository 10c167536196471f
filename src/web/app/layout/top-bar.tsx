import { LanguageSwitch } from '@web/components/language-switch';
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
import { useSignOut } from '@web/features/auth/api/auth-actions';
import { useSession } from '@web/features/auth/api/session';
import { LogOut, Settings, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';

export function TopBar() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const onSignOut = async () => {
    await signOut.mutateAsync();
    toast.success(t('auth:signedOut'));
    navigate('/');
  };
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <nav
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4"
        aria-label={t('common:nav.home')}
      >
        <Link to="/" className="text-xl font-bold text-primary">
          {t('common:appName')}
        </Link>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          {user ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="rounded-full"
                  aria-label={t('common:nav.accountMenu')}
                >
                  <UserAvatar name={user.name} className="size-9" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuLabel className="truncate">{user.email}</DropdownMenuLabel>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => navigate('/profile')}>
                  <User /> {t('common:nav.myProfile')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => navigate('/settings')}>
                  <Settings /> {t('common:nav.settings')}
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={onSignOut}>
                  <LogOut /> {t('common:nav.signOut')}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
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
      </nav>
    </header>
  );
}
