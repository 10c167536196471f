import { Button } from '@web/components/ui/button';
import { api, errorMessage } from '@web/lib/api';
import { useSession } from '@web/lib/session';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/**
 * Shown to a signed-in user whose e-mail address is not confirmed yet, with "send the link again".
 * Part of the first load (its texts are in the shell's catalogue, and sending is a plain request):
 * it is drawn in the same render as the session that asks for it, not a round trip later, when it
 * would push the page already drawn below it down.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [sending, setSending] = useState(false);
  if (!user || user.emailVerified) return null;
  const onResend = async () => {
    setSending(true);
    try {
      await api('/api/auth/send-verification-email', { method: 'POST', body: {} });
      toast.success(t('shell:verifyEmail.resent', { email: user.email }));
    } catch (err) {
      toast.error(t('common:error.title'), { description: errorMessage(err) });
    } finally {
      setSending(false);
    }
  };
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="container mx-auto flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
        <p>{t('shell:verifyEmail.banner', { email: user.email })}</p>
        <Button size="sm" variant="outline" onClick={onResend} disabled={sending}>
          {t('shell:verifyEmail.resend')}
        </Button>
      </div>
    </div>
  );
}
