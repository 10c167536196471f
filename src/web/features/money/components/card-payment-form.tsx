import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@shared/format';
import type { Checkout, CheckoutOutcome, Payment } from '@shared/schemas/money';
import { type CardInput, cardInput, confirmCodeInput, paymentPageInput } from '@shared/schemas/money';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
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
import { api, errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { useSiteConfig } from '@web/lib/site-config';
import { ExternalLink, Lock } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import type { BreakdownKind } from '../lib/breakdown';
import { FeeBreakdown } from './fee-breakdown';
import { PaymentModeNotice } from './payment-mode-notice';

/** The payment page's amount is typed in dollars (`numberField`: NaN while empty, which the schema refuses). */
const payForm = paymentPageInput;
/** With a fixed amount (escrow, checkout) only the card is validated; the amount comes from the server. */
const fixedAmountInput = cardInput.extend({ amount: z.number().optional() });
const amountOnly = payForm.pick({ amount: true });
const noAmount = z.object({ amount: z.number().optional() });

type Values = CardInput & { amount?: number };

function invalidateMoney(qc: ReturnType<typeof useQueryClient>) {
  return qc.invalidateQueries({
    predicate: (q) =>
      ['wallet', 'payments', 'escrow', 'ai', 'projects', 'applications', 'notifications'].includes(
        String(q.queryKey[0]),
      ),
  });
}

/**
 * Card form of the payment provider. The card fields live only in this form's state and go
 * straight to the provider endpoint; with Stripe configured the buyer is sent to Stripe instead.
 * `prepare` returns the payment to pay (creating it if needed); `amountCents` fixes the amount,
 * otherwise an amount field is shown (payment page). Which provider is active comes from the site
 * config; `provider` pins it (the test provider's own checkout page).
 */
export function CardPaymentForm(props: CardPaymentFormProps & { provider?: 'test' | 'stripe' }) {
  const siteConfig = useSiteConfig();
  if (!props.provider && siteConfig.data?.paymentsMode === 'off') return <PaymentModeNotice />;
  const provider = props.provider ?? siteConfig.data?.paymentProvider ?? 'test';
  return (
    <div className="space-y-4">
      <PaymentModeNotice />
      {provider === 'stripe' ? <StripeRedirectForm {...props} /> : <TestCardForm {...props} />}
    </div>
  );
}

/** The amount typed on the payment page, in cents (0 until it is a number). */
function toCents(amount: number | undefined) {
  return Math.round((amount || 0) * 100);
}

function redirectToStripe(checkout: Checkout, message: string) {
  toast.info(message);
  window.location.assign(checkout.checkoutUrl);
}

/** The amount field of the payment page (only shown when no amount is fixed). */
function AmountField({ control }: { control: Control<Values> }) {
  const { t } = useTranslation();
  return (
    <FormField
      control={control}
      name="amount"
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t('money:payment.amount')}</FormLabel>
          <FormControl>
            <Input type="number" min={0} step={0.01} inputMode="decimal" {...numberField(field)} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** One card field: label, input and message. */
function CardField({
  control,
  name,
  label,
  ...input
}: { control: Control<Values>; name: keyof CardInput; label: string } & React.ComponentProps<typeof Input>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...input} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

interface CardPaymentFormProps {
  prepare: (amountCents: number) => Promise<Checkout>;
  amountCents?: number;
  submitLabel?: string;
  onSucceeded: (payment: Payment) => void;
  showBreakdown?: boolean;
  /** What the summary under the card shows: an escrow split (default) or a top-up. */
  breakdown?: BreakdownKind;
}

/**
 * With Stripe the card is entered on Stripe Checkout, so this form only fixes the amount,
 * creates the payment and hands the buyer over; the return page settles it.
 */
function StripeRedirectForm({
  prepare,
  amountCents,
  showBreakdown = false,
  breakdown,
}: CardPaymentFormProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const withAmount = amountCents === undefined;
  const form = useForm<Values>({
    resolver: zodResolver(withAmount ? amountOnly : noAmount) as never,
    defaultValues: { amount: withAmount ? Number.NaN : undefined },
  });
  const cents = withAmount ? toCents(form.watch('amount')) : (amountCents ?? 0);
  const onSubmit = form.handleSubmit(async () => {
    try {
      const checkout = await prepare(cents);
      redirectToStripe(checkout, t('money:payment.redirecting'));
    } catch (err) {
      applyServerErrors(form, err, { fields: { amountCents: 'amount' } });
      toast.error(t('money:payment.failed'), { description: errorMessage(err) });
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {withAmount && <AmountField control={form.control} />}
        {showBreakdown && <FeeBreakdown amountCents={cents} kind={breakdown} />}
        <p className="text-sm text-muted-foreground">{t('money:card.stripeHelp')}</p>
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          <ExternalLink aria-hidden className="size-4" />
          {form.formState.isSubmitting
            ? t('money:payment.redirecting')
            : t('money:card.stripeContinue', { amount: formatMoney(cents, lang) })}
        </Button>
        <FormRootMessage className="text-center" />
      </form>
    </Form>
  );
}

/** The second step of the test card: the code its bank would send. */
function ConfirmCodeForm({
  paymentId,
  onConfirmed,
}: {
  paymentId: string;
  onConfirmed: (p: Payment) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof confirmCodeInput>, unknown, z.output<typeof confirmCodeInput>>({
    resolver: zodResolver(confirmCodeInput),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      const outcome = await api<CheckoutOutcome>(`/api/payments/${paymentId}/test-confirm`, {
        method: 'POST',
        body: { code },
      });
      onConfirmed(outcome.payment);
    } catch (err) {
      applyServerErrors(form, err);
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-muted-foreground">{t('money:card.codeHelp')}</p>
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('money:card.code')}</FormLabel>
              <FormControl>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={10} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('money:payment.processing') : t('money:card.confirm')}
        </Button>
        <FormRootMessage className="text-center" />
      </form>
    </Form>
  );
}

function TestCardForm({
  prepare,
  amountCents,
  submitLabel,
  onSucceeded,
  showBreakdown = false,
  breakdown,
}: CardPaymentFormProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const lang = currentLanguage();
  const withAmount = amountCents === undefined;
  const [pendingAction, setPendingAction] = useState<string | null>(null);

  const form = useForm<Values>({
    resolver: zodResolver(withAmount ? payForm : fixedAmountInput) as never,
    defaultValues: { cardNumber: '', expiry: '', cvv: '', amount: withAmount ? Number.NaN : undefined },
  });
  const cents = withAmount ? toCents(form.watch('amount')) : (amountCents ?? 0);

  // The card stays as typed: a refused field's reason stands under it, a decline by the button.
  const fail = (err: unknown) => {
    applyServerErrors(form, err, { fields: { amountCents: 'amount' } });
    toast.error(t('money:payment.failed'), { description: errorMessage(err) });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const card: CardInput = { cardNumber: values.cardNumber, expiry: values.expiry, cvv: values.cvv };
    let checkout: Checkout;
    try {
      checkout = await prepare(cents);
    } catch (err) {
      fail(err);
      return;
    }
    if (checkout.provider === 'stripe') {
      redirectToStripe(checkout, t('money:payment.redirecting'));
      return;
    }
    try {
      const outcome = await api<CheckoutOutcome>(`/api/payments/${checkout.paymentId}/test-checkout`, {
        method: 'POST',
        body: card,
      });
      if (outcome.status === 'requires_action') {
        setPendingAction(checkout.paymentId);
        return;
      }
      form.reset({ cardNumber: '', expiry: '', cvv: '', amount: form.getValues('amount') });
      await invalidateMoney(qc);
      onSucceeded(outcome.payment);
    } catch (err) {
      await invalidateMoney(qc);
      fail(err);
    }
  });

  if (pendingAction) {
    return (
      <ConfirmCodeForm
        paymentId={pendingAction}
        onConfirmed={async (payment) => {
          setPendingAction(null);
          await invalidateMoney(qc);
          onSucceeded(payment);
        }}
      />
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {withAmount && <AmountField control={form.control} />}
        <CardField
          control={form.control}
          name="cardNumber"
          label={t('money:card.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={19}
          placeholder="4242 4242 4242 4242"
        />
        <div className="grid grid-cols-2 gap-4">
          <CardField
            control={form.control}
            name="expiry"
            label={t('money:card.expiry')}
            autoComplete="cc-exp"
            maxLength={5}
            placeholder={t('money:card.expiryPlaceholder')}
          />
          <CardField
            control={form.control}
            name="cvv"
            label={t('money:card.cvv')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
          />
        </div>
        {showBreakdown && <FeeBreakdown amountCents={cents} kind={breakdown} />}
        <p className="text-xs text-muted-foreground">{t('money:card.testHint')}</p>
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          <Lock aria-hidden className="size-4" />
          {form.formState.isSubmitting
            ? t('money:payment.processing')
            : (submitLabel ?? t('money:payment.pay', { amount: formatMoney(cents, lang) }))}
        </Button>
        <FormRootMessage className="text-center" />
        <p className="text-center text-xs text-muted-foreground">{t('money:card.notStored')}</p>
      </form>
    </Form>
  );
}
