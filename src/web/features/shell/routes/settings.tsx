import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useSignOut } from '@web/features/auth';
import { errorMessage } from '@web/lib/api';
import { Layers, LogOut, type LucideIcon, Megaphone, Shield, User, UserCog, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '../components/page-header';

const CARDS: Array<{ to: string; icon: LucideIcon; key: string }> = [
  { to: '/services/mine', icon: Layers, key: 'services' },
  { to: '/wallet', icon: Wallet, key: 'wallet' },
  { to: '/account-settings', icon: UserCog, key: 'accountSettings' },
  { to: '/marketing-package', icon: Megaphone, key: 'marketingPackage' },
  { to: '/profile', icon: User, key: 'profile' },
  { to: '/privacy', icon: Shield, key: 'privacy' },
];

const cardClass =
  'block h-full rounded-xl text-left transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function SettingsPage() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const onSignOut = async () => {
    try {
      // Leave the protected page first, so its guard does not redirect to sign-in.
      await navigate('/', { flushSync: true });
      await signOut.mutateAsync();
      toast.success(t('auth:signedOut'));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader title={t('settings:hub.title')} subtitle={t('settings:hub.subtitle')} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className={cardClass}>
              <Card className="h-full">
                <CardHeader>
                  <card.icon className="mb-2 size-6 text-primary" aria-hidden="true" />
                  <CardTitle>{t(`settings:hub.${card.key}.title`)}</CardTitle>
                  <CardDescription>{t(`settings:hub.${card.key}.description`)}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={onSignOut}
            className={`${cardClass} w-full`}
            disabled={signOut.isPending}
          >
            <Card className="h-full border-destructive/40">
              <CardHeader>
                <LogOut className="mb-2 size-6 text-destructive" aria-hidden="true" />
                <CardTitle>{t('settings:hub.logOut.title')}</CardTitle>
                <CardDescription>{t('settings:hub.logOut.description')}</CardDescription>
              </CardHeader>
            </Card>
          </button>
        </li>
      </ul>
    </div>
  );
}
