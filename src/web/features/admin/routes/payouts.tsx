import { zodResolver } from '@hookform/resolvers/zod';
import { formatDateTime, formatMoney } from '@shared/format';
import { type AdminPendingPayout, markPayoutPaidInput, rejectPayoutInput } from '@shared/schemas/admin';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { personName } from '@web/lib/person-name';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useDecidePayout, usePayoutQueue } from '../api/admin';
import { AdminLayout } from '../components/admin-layout';
import { ListSearch, Pager, useListParams } from '../components/list-controls';
import { PayoutLine } from '../components/payout-status';

/** Marking paid: the shared schema, and a reference when the payout provider needs one. */
const paidWithReference = markPayoutPaidInput.refine((v) => Boolean(v.reference?.trim()), {
  path: ['reference'],
  message: 'admin:payouts.error.reference',
});
type DecisionValues = { reference?: string; reason?: string };

function DecisionDialog({
  payout,
  kind,
  referenceRequired,
}: {
  payout: AdminPendingPayout;
  kind: 'paid' | 'reject';
  referenceRequired: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [open, setOpen] = useState(false);
  const decide = useDecidePayout();
  const amount = formatMoney(payout.amountCents, lang);
  const name = kind === 'paid' ? 'reference' : 'reason';
  const form = useForm<DecisionValues>({
    resolver: zodResolver(
      kind === 'reject' ? rejectPayoutInput : referenceRequired ? paidWithReference : markPayoutPaidInput,
    ) as never,
    defaultValues: { [name]: '' },
  });
  const text = form.watch(name) ?? '';
  const needs =
    kind === 'reject'
      ? !text.trim() && t('admin:payouts.needsReason')
      : referenceRequired && !text.trim() && t('admin:payouts.needsReference');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (kind === 'paid')
        await decide.mutateAsync({ id: payout.id, decision: 'paid', reference: values.reference ?? '' });
      else await decide.mutateAsync({ id: payout.id, decision: 'reject', reason: values.reason ?? '' });
      toast.success(t(kind === 'paid' ? 'admin:payouts.paidDone' : 'admin:payouts.rejectedDone'));
      setOpen(false);
    } catch (err) {
      // The dialog stays open with the text: the server's refusal stands by its field, or by the button.
      applyServerErrors(form, err);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset({ [name]: '' });
      }}
    >
      <DialogTrigger asChild>
        <Button variant={kind === 'paid' ? 'default' : 'outline'} className="flex-1 sm:flex-none">
          {t(kind === 'paid' ? 'admin:payouts.markPaid' : 'admin:payouts.reject')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {t(kind === 'paid' ? 'admin:payouts.paidTitle' : 'admin:payouts.rejectTitle')}
          </DialogTitle>
          <DialogDescription>
            {kind === 'reject'
              ? t('admin:payouts.rejectDescription', { amount })
              : referenceRequired
                ? t('admin:payouts.paidDescription', {
                    amount,
                    holder: payout.accountHolder,
                    iban: payout.iban,
                  })
                : t('admin:payouts.paidDescriptionTest', { amount, holder: payout.accountHolder })}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    {t(kind === 'paid' ? 'admin:payouts.reference' : 'admin:payouts.reason')}
                  </FormLabel>
                  {/* No maxLength: a text too long is kept and the schema's message says the limit. */}
                  <FormControl>
                    {kind === 'paid' ? (
                      <Input autoComplete="off" {...field} value={field.value ?? ''} />
                    ) : (
                      <Textarea rows={3} {...field} value={field.value ?? ''} />
                    )}
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <div className="flex w-full flex-col gap-1 sm:w-auto sm:items-end">
                <ReasonButton
                  type="submit"
                  variant={kind === 'paid' ? 'default' : 'destructive'}
                  pending={decide.isPending}
                  reason={needs}
                  className="w-full sm:w-auto"
                >
                  {t(kind === 'paid' ? 'admin:payouts.confirmPaid' : 'admin:payouts.confirmReject')}
                </ReasonButton>
                <FormRootMessage />
              </div>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

function PendingPayout({
  payout,
  referenceRequired,
}: {
  payout: AdminPendingPayout;
  referenceRequired: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <Card data-testid="pending-payout">
      <CardHeader className="pb-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <CardTitle className="text-xl">{formatMoney(payout.amountCents, lang)}</CardTitle>
          <span className="text-sm text-muted-foreground">
            {t('admin:payouts.requested', { date: formatDateTime(payout.createdAt, lang) })}
          </span>
        </div>
        <p className="min-w-0 break-words">
          <Link
            to={`/admin/users/${payout.userId}`}
            className="font-medium underline-offset-4 hover:underline"
          >
            {personName(payout.userName, t)}
          </Link>{' '}
          <span className="text-sm text-muted-foreground">{payout.userEmail}</span>
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="text-muted-foreground">{t('admin:payouts.holder')}</dt>
          <dd className="break-words">{payout.accountHolder}</dd>
          <dt className="text-muted-foreground">{t('admin:payouts.iban')}</dt>
          <dd className="break-all font-mono">{payout.iban}</dd>
        </dl>
        <div>
          <h3 className="text-sm font-semibold">{t('admin:payouts.history')}</h3>
          {payout.history.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('admin:payouts.noHistory')}</p>
          ) : (
            <ul className="divide-y">
              {payout.history.map((h) => (
                <PayoutLine key={h.id} payout={h} />
              ))}
            </ul>
          )}
        </div>
        <div className="flex gap-2">
          <DecisionDialog payout={payout} kind="paid" referenceRequired={referenceRequired} />
          <DecisionDialog payout={payout} kind="reject" referenceRequired={referenceRequired} />
        </div>
      </CardContent>
    </Card>
  );
}

function Queue() {
  const { t } = useTranslation();
  const { q, page } = useListParams();
  const queue = usePayoutQueue(q, page);
  return (
    <>
      <ListSearch label={t('admin:payouts.search')} />
      {queue.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : queue.isError ? (
        <p className="text-destructive">{t('admin:loadFailed')}</p>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted-foreground">
            {t(
              queue.data.provider === 'manual'
                ? 'admin:payouts.providerManual'
                : 'admin:payouts.providerTest',
            )}
          </p>
          {queue.data.items.length === 0 ? (
            <p className="text-muted-foreground">{t('admin:payouts.empty')}</p>
          ) : (
            <ul className="space-y-4">
              {queue.data.items.map((p) => (
                <li key={p.id}>
                  <PendingPayout payout={p} referenceRequired={queue.data.referenceRequired} />
                </li>
              ))}
            </ul>
          )}
          <Pager page={queue.data.page} pageSize={queue.data.pageSize} total={queue.data.total} />
        </>
      )}
    </>
  );
}

export function AdminPayoutsPage() {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t('admin:nav.payouts')}>
      <Queue />
    </AdminLayout>
  );
}
