import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useResendVerification } from '../api/auth-actions';
import { useSession } from '../api/session';

/** Shown to a signed-in user whose e-mail address is not confirmed yet, with "send the link again". */
export default function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;
  const onResend = async () => {
    try {
      await resend.mutateAsync();
      toast.success(t('auth:verify.resent', { email: user.email }));
    } catch (err) {
      toast.error(t('auth:error.title'), { description: errorMessage(err) });
    }
  };
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="container mx-auto flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
        <p>{t('auth:verify.banner', { email: user.email })}</p>
        <Button size="sm" variant="outline" onClick={onResend} disabled={resend.isPending}>
          {t('auth:verify.resend')}
        </Button>
      </div>
    </div>
  );
}
