import { Button } from '@web/components/ui/button';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** For tools whose action needs an account: a sign-in button that comes back here. */
export function SignInPrompt() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border p-4">
      <p className="flex-1 text-sm">{t('ai:signInRequired')}</p>
      <Button asChild>
        <Link to={`/signin?redirect=${encodeURIComponent(pathname)}`}>{t('ai:signIn')}</Link>
      </Button>
    </div>
  );
}
