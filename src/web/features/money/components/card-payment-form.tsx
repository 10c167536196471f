import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@shared/format';
import type { Checkout, CheckoutOutcome, Payment } from '@shared/schemas/money';
import { type CardInput, cardInput, paymentPageInput } from '@shared/schemas/money';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { FieldError, FormError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { api, errorMessage } from '@web/lib/api';
import { applyServerErrors, describedBy, fieldA11y, formErrorMessage } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { useSiteConfig } from '@web/lib/site-config';
import { ExternalLink, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import type { BreakdownKind } from '../lib/breakdown';
import { FeeBreakdown } from './fee-breakdown';
import { PaymentModeNotice } from './payment-mode-notice';

type Values = z.input<typeof paymentPageInput>;

/** With a fixed amount (escrow, checkout) only the card is validated; the amount comes from the server. */
const fixedAmountInput = cardInput.extend({ amount: z.number().optional() });

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
  return Math.round((Number(amount) || 0) * 100);
}

function redirectToStripe(checkout: Checkout, message: string) {
  toast.info(message);
  window.location.assign(checkout.checkoutUrl);
}

/** The amount field of the payment page (only shown when no amount is fixed); `error` is a message key. */
function AmountField({ id, error, ...field }: UseFormRegisterReturn & { id: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{t('money:payment.amount')}</Label>
      <Input
        id={id}
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
        {...field}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
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
  const ids = useId();
  const lang = currentLanguage();
  const withAmount = amountCents === undefined;
  const form = useForm<{ amount?: number }>({
    resolver: zodResolver(
      withAmount ? paymentPageInput.pick({ amount: true }) : z.object({ amount: z.number().optional() }),
    ) as never,
    defaultValues: { amount: withAmount ? undefined : (amountCents ?? 0) / 100 },
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
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {withAmount && (
        <AmountField
          id={`${ids}-amount`}
          error={form.formState.errors.amount?.message}
          {...form.register('amount', { valueAsNumber: true })}
        />
      )}
      {showBreakdown && <FeeBreakdown amountCents={cents} kind={breakdown} />}
      <p className="text-sm text-muted-foreground">{t('money:card.stripeHelp')}</p>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        <ExternalLink aria-hidden className="size-4" />
        {form.formState.isSubmitting
          ? t('money:payment.redirecting')
          : t('money:card.stripeContinue', { amount: formatMoney(cents, lang) })}
      </Button>
      <FormError message={formErrorMessage(form.formState.errors)} className="text-center" />
    </form>
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
  const ids = useId();
  const lang = currentLanguage();
  const withAmount = amountCents === undefined;
  const [pendingAction, setPendingAction] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const form = useForm<Values>({
    resolver: zodResolver(withAmount ? paymentPageInput : fixedAmountInput) as never,
    defaultValues: {
      cardNumber: '',
      expiry: '',
      cvv: '',
      amount: withAmount ? undefined : (amountCents ?? 0) / 100,
    },
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
      form.reset({ cardNumber: '', expiry: '', cvv: '', amount: values.amount });
      await invalidateMoney(qc);
      onSucceeded(outcome.payment);
    } catch (err) {
      await invalidateMoney(qc);
      fail(err);
    }
  });

  const confirm = async () => {
    if (!pendingAction) return;
    if (!code.trim()) {
      setCodeError(t('money:card.error.codeRequired'));
      return;
    }
    setConfirming(true);
    try {
      const outcome = await api<CheckoutOutcome>(`/api/payments/${pendingAction}/test-confirm`, {
        method: 'POST',
        body: { code: code.trim() },
      });
      setPendingAction(null);
      setCode('');
      await invalidateMoney(qc);
      onSucceeded(outcome.payment);
    } catch (err) {
      setCodeError(errorMessage(err));
    } finally {
      setConfirming(false);
    }
  };

  if (pendingAction) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground">{t('money:card.codeHelp')}</p>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-code`}>{t('money:card.code')}</Label>
          <Input
            id={`${ids}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setCodeError(null);
            }}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${ids}-code-error` : undefined}
          />
          <FieldError id={`${ids}-code-error`} message={codeError} />
        </div>
        <Button type="button" className="w-full" onClick={confirm} disabled={confirming}>
          {confirming ? t('money:payment.processing') : t('money:card.confirm')}
        </Button>
      </div>
    );
  }

  const err = form.formState.errors;
  const number = fieldA11y(err, 'cardNumber', `${ids}-number`, t);
  const expiry = fieldA11y(err, 'expiry', `${ids}-expiry`, t);
  const cvv = fieldA11y(err, 'cvv', `${ids}-cvv`, t);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {withAmount && (
        <AmountField
          id={`${ids}-amount`}
          error={err.amount?.message}
          {...form.register('amount', { valueAsNumber: true })}
        />
      )}
      <div className="space-y-2">
        <Label htmlFor={`${ids}-number`}>{t('money:card.number')}</Label>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={19}
          placeholder="4242 4242 4242 4242"
          {...number.props}
          {...form.register('cardNumber')}
        />
        <FieldError id={number.errorId} message={number.message} />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="space-y-2">
          <Label htmlFor={`${ids}-expiry`}>{t('money:card.expiry')}</Label>
          <Input
            autoComplete="cc-exp"
            maxLength={5}
            placeholder={t('money:card.expiryPlaceholder')}
            {...expiry.props}
            {...form.register('expiry')}
          />
          <FieldError id={expiry.errorId} message={expiry.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-cvv`}>{t('money:card.cvv')}</Label>
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            {...cvv.props}
            {...form.register('cvv')}
          />
          <FieldError id={cvv.errorId} message={cvv.message} />
        </div>
      </div>
      {showBreakdown && <FeeBreakdown amountCents={cents} kind={breakdown} />}
      <p className="text-xs text-muted-foreground">{t('money:card.testHint')}</p>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        <Lock aria-hidden className="size-4" />
        {form.formState.isSubmitting
          ? t('money:payment.processing')
          : (submitLabel ?? t('money:payment.pay', { amount: formatMoney(cents, lang) }))}
      </Button>
      <FormError message={formErrorMessage(err)} className="text-center" />
      <p className="text-center text-xs text-muted-foreground">{t('money:card.notStored')}</p>
    </form>
  );
}
