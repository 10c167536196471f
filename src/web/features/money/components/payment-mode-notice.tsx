import { useSiteConfig } from '@web/lib/site-config';
import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PaymentsUnavailableNotice } from './payments-unavailable-notice';

/**
 * Says on every payment screen when no real money moves: the built-in test cards are on
 * ('Test mode — no real money'), or payments are not configured at all.
 */
export function PaymentModeNotice() {
  const { t } = useTranslation();
  const mode = useSiteConfig().data?.paymentsMode;
  if (mode === 'test')
    return (
      <div
        role="note"
        data-testid="payments-test-mode"
        className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">{t('money:testMode.title')}</p>
          <p>{t('money:testMode.description')}</p>
        </div>
      </div>
    );
  if (mode === 'off') return <PaymentsUnavailableNotice />;
  return null;
}
