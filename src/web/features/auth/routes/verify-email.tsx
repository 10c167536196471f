import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { sessionQueryKey, useSession } from '@web/lib/session';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';

/**
 * Where the mailed confirmation link ends: better-auth checks the token, then sends the browser
 * here with `confirmed=1`, plus `error=TOKEN_EXPIRED` or another code when the link did not work.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const qc = useQueryClient();
  const { user } = useSession();
  const error = params.get('error');
  const confirmed = params.get('confirmed') === '1' && !error;

  useEffect(() => {
    // The banner and the gated actions read the session: fetch it again with the new state.
    if (confirmed) void qc.invalidateQueries({ queryKey: sessionQueryKey });
  }, [confirmed, qc]);

  const message = confirmed
    ? t('auth:verify.confirmed')
    : error === 'TOKEN_EXPIRED'
      ? t('auth:verify.expired')
      : error
        ? t('auth:verify.invalid')
        : t('auth:verify.pending');
  return (
    <AuthCard title={t('auth:verify.title')}>
      <p role={error ? 'alert' : 'status'} className="text-center">
        {message}
      </p>
      <div className="mt-6 flex justify-center">
        <Button asChild>
          <Link to={user ? '/' : '/signin'}>
            {user ? t('auth:verify.continue') : t('auth:signup.signinLink')}
          </Link>
        </Button>
      </div>
    </AuthCard>
  );
}
