import { formatMoney } from '@shared/format';
import { paymentItemText } from '@shared/payment-item';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { usePayment } from '../api/payment';
import { CardPaymentForm } from '../components/card-payment-form';

/** Checkout page of the built-in test provider (where a Stripe Checkout would otherwise be). */
export function TestCheckoutPage() {
  const { t } = useTranslation();
  const { paymentId = '' } = useParams();
  const navigate = useNavigate();
  const payment = usePayment(paymentId);
  const lang = currentLanguage();
  if (payment.isPending) return <Spinner label={t('money:payment.verifying')} className="min-h-[50vh]" />;
  if (payment.isError)
    return (
      <p className="mx-auto max-w-md px-4 py-16 text-center text-destructive">
        {errorMessage(payment.error)}
      </p>
    );
  const p = payment.data;
  const open = p.status === 'pending' || p.status === 'requires_action';
  const item = paymentItemText(p.item);
  const itemText = t(item.key, item.vars);
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle as="h1">{t('money:payment.title')}</CardTitle>
          <CardDescription>
            {itemText} · {formatMoney(p.amountCents, lang)}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {open ? (
            <CardPaymentForm
              provider="test"
              amountCents={p.amountCents}
              showBreakdown={p.purpose === 'escrow'}
              prepare={async () => ({
                paymentId: p.id,
                provider: 'test',
                checkoutUrl: '',
                amountCents: p.amountCents,
              })}
              onSucceeded={(done) => {
                toast.success(t('money:payment.success'));
                navigate(done.returnPath);
              }}
            />
          ) : (
            <div className="space-y-4 text-center">
              <p>
                {t(`money:payment.status.${p.status}`)} — {t('money:payment.alreadyClosed')}
              </p>
              <Button asChild variant="outline">
                <Link to={p.returnPath}>{t('money:payment.back')}</Link>
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
