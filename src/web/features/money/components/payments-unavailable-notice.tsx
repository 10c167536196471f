import { useSiteConfig } from '@web/lib/site-config';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Whether this site can take money now (the site settings come with the page: decision 096). */
export function usePaymentsAvailable(): boolean {
  return useSiteConfig().data?.paymentsMode !== 'off';
}

/**
 * "Payments are not configured", said where a pay button would be, before anyone clicks (a live
 * site without Stripe keys). Its texts are in the core catalogue: service, project and contract pages show
 * it without loading the money namespace.
 */
export function PaymentsUnavailableNotice() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="payments-off"
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{t('common:paymentsNotConfigured.title')}</p>
        <p>{t('common:paymentsNotConfigured.description')}</p>
      </div>
    </div>
  );
}
