import type { Checkout } from '@shared/schemas/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { api } from '@web/lib/api';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CardPaymentForm } from '../components/card-payment-form';
import { usePaymentReturnToast } from '../components/use-payment-return';

/** 'Secure Payment': a top-up of the wallet through the payment provider. */
export function PaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePaymentReturnToast();
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="flex items-center gap-2">
            <Lock aria-hidden className="size-5" />
            {t('money:payment.title')}
          </CardTitle>
          <CardDescription>{t('money:payment.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <CardPaymentForm
            showBreakdown
            breakdown="topup"
            prepare={(amountCents) =>
              api<Checkout>('/api/wallet/top-up', { method: 'POST', body: { amountCents } })
            }
            onSucceeded={() => {
              toast.success(t('money:payment.success'));
              navigate('/wallet');
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
