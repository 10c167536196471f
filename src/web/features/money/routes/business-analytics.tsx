import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@shared/format';
import { type AnalyticsInput, analyticsInput } from '@shared/schemas/money';
import { BackLink } from '@web/components/back-link';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
  numberField,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { BarChart3, Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAnalyticsAccess, useAnalyticsReport, useBuyAnalytics } from '../api/ai';
import { AiProductHeader } from '../components/ai-product-header';
import { OrdersList } from '../components/orders-list';
import { PaymentModeNotice } from '../components/payment-mode-notice';
import { useOpenCheckout } from '../components/use-open-checkout';
import { usePaymentReturnToast } from '../components/use-payment-return';

const ANALYTICS_PRICE_CENTS = 10_000;
const TEXT_FIELDS = ['businessName', 'industry', 'targetMarket'] as const;
const NUMBER_FIELDS = ['monthlyRevenue', 'monthlyExpenses', 'employees', 'yearsInBusiness'] as const;

/** The figures are typed through `numberField`: the form holds numbers (NaN while empty). */
type Values = AnalyticsInput;

export function BusinessAnalyticsPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const navigate = useNavigate();
  const openCheckout = useOpenCheckout();
  const { user } = useSession();
  const access = useAnalyticsAccess(Boolean(user));
  const buy = useBuyAnalytics();
  const report = useAnalyticsReport();
  usePaymentReturnToast();
  const paid = access.data?.paid === true;
  const price = formatMoney(ANALYTICS_PRICE_CENTS, lang);
  const form = useForm<Values, unknown, AnalyticsInput>({
    resolver: zodResolver(analyticsInput),
    defaultValues: {
      businessName: '',
      industry: '',
      challenges: '',
      targetMarket: '',
      additionalInfo: '',
      monthlyRevenue: Number.NaN,
      monthlyExpenses: Number.NaN,
      employees: Number.NaN,
      yearsInBusiness: Number.NaN,
    },
  });

  const pay = async () => {
    if (!user) {
      navigate(`/signin?redirect=${encodeURIComponent('/business-analytics')}`);
      return;
    }
    try {
      openCheckout(await buy.mutateAsync());
    } catch (err) {
      toast.error(t('money:ai.analytics.initFailed'), { description: errorMessage(err) });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!paid) {
      toast.error(t('money:ai.paymentRequired'));
      return;
    }
    try {
      await report.mutateAsync(values);
    } catch (err) {
      // Everything typed stays; a refused field shows the message under it, anything else stands
      // by the button as well as in the spec's toast.
      applyServerErrors(form, err);
      toast.error(t('money:ai.analytics.failed'), { description: errorMessage(err) });
    }
  });

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <BackLink to="/ai-services" label={t('ai:back')} />
      <AiProductHeader
        icon={BarChart3}
        title={t('money:ai.analytics.title')}
        description={t('money:ai.analytics.description')}
        price={t('money:ai.analytics.price', { price })}
      />
      <PaymentModeNotice />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            {paid ? (
              <Badge>{t('money:ai.analytics.paid')}</Badge>
            ) : (
              <>
                <Lock aria-hidden className="size-5" />
                {t('money:ai.paymentRequired')}
              </>
            )}
          </CardTitle>
          {!paid && <CardDescription>{t('money:ai.analytics.locked')}</CardDescription>}
        </CardHeader>
        <CardContent className="space-y-4">
          {!paid && (
            <Button onClick={pay} disabled={buy.isPending || access.isFetching}>
              {t('money:ai.analytics.pay', { price })}
            </Button>
          )}
          <Form {...form}>
            <form onSubmit={onSubmit} noValidate>
              <fieldset disabled={!paid} className="space-y-4 disabled:opacity-60">
                {TEXT_FIELDS.map((name) => (
                  <FormField
                    key={name}
                    control={form.control}
                    name={name}
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>{t(`money:ai.analytics.${name}`)}</FormLabel>
                        <FormControl>
                          <Input {...field} />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                ))}
                <div className="grid gap-4 sm:grid-cols-2">
                  {NUMBER_FIELDS.map((name) => (
                    <FormField
                      key={name}
                      control={form.control}
                      name={name}
                      render={({ field }) => (
                        <FormItem>
                          <FormLabel>{t(`money:ai.analytics.${name}`)}</FormLabel>
                          <FormControl>
                            <Input
                              type="number"
                              min={0}
                              step={name === 'employees' ? 1 : 'any'}
                              {...numberField(field)}
                            />
                          </FormControl>
                          <FormMessage />
                        </FormItem>
                      )}
                    />
                  ))}
                </div>
                {(['challenges', 'additionalInfo'] as const).map((name) => (
                  <FormField
                    key={name}
                    control={form.control}
                    name={name}
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>{t(`money:ai.analytics.${name}`)}</FormLabel>
                        <FormControl>
                          <Textarea {...field} />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                ))}
                <div className="flex flex-col items-start gap-1">
                  <ReasonButton
                    type="submit"
                    pending={report.isPending}
                    reason={!paid && t('money:ai.analytics.needsPayment', { price })}
                  >
                    {report.isPending ? t('money:ai.analytics.analyzing') : t('money:ai.analytics.analyze')}
                  </ReasonButton>
                  <FormRootMessage />
                </div>
              </fieldset>
            </form>
          </Form>
        </CardContent>
      </Card>
      {report.data && (
        <Card>
          <CardHeader>
            <CardTitle>{t('money:ai.analytics.result')}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-wrap">{report.data.report}</p>
          </CardContent>
        </Card>
      )}
      <OrdersList enabled={Boolean(user)} />
    </div>
  );
}
