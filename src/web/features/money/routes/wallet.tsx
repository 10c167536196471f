import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate, formatMoney } from '@shared/format';
import type { WalletTransaction } from '@shared/schemas/money';
import { payoutInput } from '@shared/schemas/money';
import type { OwnProfile } from '@shared/schemas/profile';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@web/components/empty-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
  numberField,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { api, errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { personName } from '@web/lib/person-name';
import { ArrowDownToLine, FileDown, Plus, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { statementUrl } from '../api/receipts';
import { usePayouts, useRequestPayout, useWallet } from '../api/wallet';
import { PaymentModeNotice } from '../components/payment-mode-notice';

/* The withdrawal form is typed in dollars; the API takes the same schema in cents. */
const withdrawForm = payoutInput.omit({ amountCents: true }).extend({
  amount: z.number({ error: 'money:payout.error.amount' }).min(1, 'money:payout.error.amount'),
});
type WithdrawValues = { amount: number; accountHolder: string; iban: string };

function useOwnProfileName() {
  return useQuery({
    queryKey: ['profiles', 'me'],
    queryFn: () => api<OwnProfile>('/api/profiles/me'),
  });
}

function WithdrawDialog({ availableCents }: { availableCents: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const profile = useOwnProfileName();
  const request = useRequestPayout();
  const form = useForm<WithdrawValues, unknown, z.output<typeof withdrawForm>>({
    resolver: zodResolver(withdrawForm) as never,
    defaultValues: { amount: Number.NaN, accountHolder: '', iban: '' },
  });
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await request.mutateAsync({
        amountCents: Math.round(v.amount * 100),
        accountHolder: v.accountHolder,
        iban: v.iban,
      });
      toast.success(t('money:wallet.withdrawRequested'));
      form.reset();
      setOpen(false);
    } catch (err) {
      // The dialog stays open with everything typed; the server names the field (the holder's
      // name, the amount) and the message stands under it.
      applyServerErrors(form, err, { fields: { amountCents: 'amount' } });
    }
  });
  if (availableCents <= 0)
    return (
      <div className="flex max-w-56 flex-col gap-1">
        <ReasonButton variant="outline" reason={t('money:wallet.nothingToWithdraw')}>
          <ArrowDownToLine aria-hidden className="size-4" />
          {t('money:wallet.withdraw')}
        </ReasonButton>
      </div>
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <ArrowDownToLine aria-hidden className="size-4" />
          {t('money:wallet.withdraw')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('money:wallet.withdrawTitle')}</DialogTitle>
          <DialogDescription>{t('money:wallet.withdrawDescription')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name="amount"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('money:wallet.amount')}</FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      min={1}
                      step={0.01}
                      max={availableCents / 100}
                      {...numberField(field)}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="accountHolder"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('money:wallet.holder')}</FormLabel>
                  <FormControl>
                    <Input {...field} />
                  </FormControl>
                  {profile.data && (
                    <FormDescription>
                      {t('money:wallet.holderHelp', { name: profile.data.name })}
                    </FormDescription>
                  )}
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="iban"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('money:wallet.iban')}</FormLabel>
                  <FormControl>
                    <Input {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
              {t('money:wallet.submitWithdraw')}
            </Button>
            <FormRootMessage className="text-center" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

function TransactionRow({ tx }: { tx: WalletTransaction }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const who =
    personName(tx.counterparty, t) ??
    (tx.kind === 'topup' || tx.kind === 'ai_purchase'
      ? t('money:wallet.card')
      : tx.kind.startsWith('payout')
        ? t('money:wallet.bank')
        : null);
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <p className="font-medium">{t(`money:wallet.kind.${tx.kind}`)}</p>
        <p className="truncate text-sm text-muted-foreground">
          {formatDate(tx.createdAt, lang)}
          {tx.projectTitle ? ` · ${tx.projectTitle}` : ''}
          {who ? ` · ${tx.counterparty ? t('money:wallet.with', { name: who }) : who}` : ''}
        </p>
      </div>
      <div className="text-right">
        <p className={tx.amountCents < 0 ? 'font-medium text-destructive' : 'font-medium text-success'}>
          {tx.amountCents > 0 ? '+' : ''}
          {formatMoney(tx.amountCents, lang)}
        </p>
        <p className="text-xs text-muted-foreground">
          {tx.account === 'user_escrow'
            ? t('money:wallet.escrow')
            : tx.account === 'user_payout_pending'
              ? t('money:wallet.payoutPending')
              : t('money:wallet.available')}
        </p>
        <Link
          to={`/receipts/${tx.transactionId}`}
          className="inline-flex items-center gap-1 text-xs text-primary underline-offset-4 hover:underline"
          data-testid="wallet-receipt"
        >
          <ReceiptText aria-hidden className="size-3" />
          {t('money:receipt.view')}
          <span className="sr-only">
            {' '}
            {t(`money:wallet.kind.${tx.kind}`)} {formatDate(tx.createdAt, lang)}
          </span>
        </Link>
      </div>
    </li>
  );
}

/** The yearly statements: this year and every year the latest lines reach back to, newest first. */
function StatementCard({ transactions }: { transactions: WalletTransaction[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const years = [
    ...new Set([
      new Date().getUTCFullYear(),
      ...transactions.map((tx) => new Date(tx.createdAt).getUTCFullYear()),
    ]),
  ].sort((a, b) => b - a);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('money:statement.title')}</CardTitle>
        <CardDescription>{t('money:statement.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-wrap gap-3">
          {years.map((year) => (
            <li key={year}>
              <Button asChild variant="outline" size="sm">
                <a href={statementUrl(year, lang)} download data-testid="wallet-statement">
                  <FileDown aria-hidden className="size-4" />
                  {year} · {t('money:statement.download')}
                </a>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function WalletPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const wallet = useWallet();
  const payouts = usePayouts();
  if (wallet.isPending) return <Spinner label={t('money:wallet.title')} className="min-h-[50vh]" />;
  if (wallet.isError)
    return (
      <p className="mx-auto max-w-md px-4 py-16 text-center text-destructive">
        {t('money:wallet.loadFailed')}: {errorMessage(wallet.error)}
      </p>
    );
  const w = wallet.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PaymentModeNotice />
      <h1 className="text-3xl font-bold">{t('money:wallet.title')}</h1>
      <div className="grid gap-4 sm:grid-cols-3">
        <Card>
          <CardHeader>
            <CardDescription>{t('money:wallet.available')}</CardDescription>
            <CardTitle className="text-3xl" data-testid="wallet-available">
              {formatMoney(w.availableCents, lang)}
            </CardTitle>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>{t('money:wallet.escrow')}</CardDescription>
            <CardTitle className="text-3xl" data-testid="wallet-escrow">
              {formatMoney(w.escrowCents, lang)}
            </CardTitle>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>{t('money:wallet.payoutPending')}</CardDescription>
            <CardTitle className="text-3xl">{formatMoney(w.payoutPendingCents, lang)}</CardTitle>
          </CardHeader>
        </Card>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/payment">
            <Plus aria-hidden className="size-4" />
            {t('money:wallet.topUp')}
          </Link>
        </Button>
        <WithdrawDialog availableCents={w.availableCents} />
        <Button asChild variant="ghost">
          <a href="#transactions">{t('money:wallet.viewTransactions')}</a>
        </Button>
      </div>
      <Card id="transactions">
        <CardHeader>
          <CardTitle>{t('money:wallet.transactions')}</CardTitle>
        </CardHeader>
        <CardContent>
          {w.transactions.length === 0 ? (
            <EmptyState
              message={t('money:wallet.noTransactions')}
              action={{ to: '/payment', label: t('money:wallet.noTransactionsAction') }}
              secondary={{ to: '/projects', label: t('money:wallet.noTransactionsSell') }}
            />
          ) : (
            <ul className="divide-y">
              {w.transactions.map((tx) => (
                <TransactionRow key={tx.id} tx={tx} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <StatementCard transactions={w.transactions} />
      <Card>
        <CardHeader>
          <CardTitle>{t('money:wallet.payouts')}</CardTitle>
        </CardHeader>
        <CardContent>
          {!payouts.data || payouts.data.length === 0 ? (
            <p className="text-muted-foreground">{t('money:wallet.noPayouts')}</p>
          ) : (
            <ul className="divide-y">
              {payouts.data.map((p) => (
                <li
                  key={p.id}
                  className="flex items-center justify-between gap-4 py-3"
                  data-testid="wallet-payout"
                >
                  <div className="min-w-0">
                    <p className="font-medium">{formatMoney(p.amountCents, lang)}</p>
                    <p className="text-sm text-muted-foreground">
                      {formatDate(p.createdAt, lang)} · {p.accountHolder} · {p.iban}
                    </p>
                    {p.status === 'paid' && p.reference && (
                      <p className="break-words text-sm">
                        {t('admin:wallet.paidRef', { reference: p.reference })}
                      </p>
                    )}
                    {p.status === 'rejected' && p.reason && (
                      <p className="break-words text-sm">
                        {t('admin:wallet.rejectedReason', { reason: p.reason })}
                      </p>
                    )}
                  </div>
                  <Badge
                    variant={
                      p.status === 'rejected' ? 'destructive' : p.status === 'paid' ? 'default' : 'secondary'
                    }
                  >
                    {t(`money:wallet.status.${p.status}`)}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
