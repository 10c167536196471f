import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

/**
 * Reads ?payment= after a provider redirect. 'canceled' shows the canceled toast; 'success'
 * unlocks nothing by itself: the page shows what the server says about the payment.
 */
export function usePaymentReturnToast() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const value = params.get('payment');
  useEffect(() => {
    if (value !== 'canceled') return;
    toast.error(t('money:payment.canceled'), { description: t('money:payment.canceledHelp') });
    const next = new URLSearchParams(params);
    next.delete('payment');
    next.delete('paymentId');
    setParams(next, { replace: true });
  }, [value, params, setParams, t]);
}
