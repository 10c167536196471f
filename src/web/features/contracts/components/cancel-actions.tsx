import { zodResolver } from '@hookform/resolvers/zod';
import { CONTRACT } from '@shared/contract-machine';
import { formatDate } from '@shared/dates';
import { formatMoney } from '@shared/money';
import {
  CANCEL_REASON_MAX,
  type ContractDetail,
  cancelRequestInput,
  REFUND_DESTINATIONS,
  type RefundDestination,
} from '@shared/schemas/contract';
import { Button } from '@web/components/ui/button';
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
import { FormError } from '@web/components/ui/field-error';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@web/components/ui/form';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api';
import { useFormDraft } from '@web/lib/form-draft';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { Ban, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  useAcceptCancel,
  useDeclineCancel,
  useRequestCancel,
  useWithdrawCancel,
} from '../api/contract-actions';

type CancelValues = z.input<typeof cancelRequestInput>;

/** Where the client's refund goes: the wallet or back to the card. */
function RefundChoice({
  value,
  onChange,
}: {
  value: RefundDestination;
  onChange: (v: RefundDestination) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('contracts:cancel.refundTo')}</legend>
      {REFUND_DESTINATIONS.map((d) => (
        <label key={d} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={d}
            checked={value === d}
            onChange={() => onChange(d)}
            className="size-4 accent-primary"
          />
          {t(`contracts:cancel.refund.${d}`)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Asking to cancel ('requestCancel'), or cancelling alone ('cancelLate'): an unpaid order (nothing
 * to refund) or work the freelancer is late on.
 */
export function CancelRequestDialog({
  contract,
  action,
}: {
  contract: ContractDetail;
  action: 'requestCancel' | 'cancelLate';
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const request = useRequestCancel(contract.id);
  const [open, setOpen] = useState(false);
  const form = useForm<CancelValues>({
    resolver: zodResolver(cancelRequestInput),
    defaultValues: { reason: '', refundTo: 'wallet' },
  });
  // The reason outlives the dialog (a live update that closes it, a reload) until it is sent.
  const clearDraft = useFormDraft(form, `${action}:${contract.id}`, ['reason']);
  const typed = (form.watch('reason') ?? '').trim() !== '';
  const isClient = contract.role === 'client';
  const unpaid = action === 'cancelLate' && contract.status === CONTRACT.awaiting_payment;
  const label = unpaid
    ? { button: 'actions.cancelUnpaid', title: 'cancel.unpaidTitle', submit: 'cancel.unpaidSubmit' }
    : action === 'cancelLate'
      ? { button: 'actions.cancelLate', title: 'cancel.lateTitle', submit: 'cancel.lateSubmit' }
      : { button: 'actions.requestCancel', title: 'cancel.title', submit: 'cancel.submit' };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const detail = await request.mutateAsync({
        reason: values.reason,
        refundTo: isClient && !unpaid ? values.refundTo : undefined,
      });
      toast.success(
        detail.status === CONTRACT.cancelled
          ? t('contracts:cancel.cancelled')
          : t('contracts:cancel.requested'),
      );
      // Forgotten at once: the answer often unmounts the dialog before any effect would run.
      clearDraft();
      form.reset();
      setOpen(false);
    } catch (err) {
      // The dialog stays open with the reason typed; the refusal stands by it or by the button.
      applyServerErrors(form, err);
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={action === 'cancelLate' ? 'destructive' : 'outline'}>
          <Ban aria-hidden className="size-4" />
          {t(`contracts:${label.button}`)}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(`contracts:${label.title}`)}</DialogTitle>
          <DialogDescription>
            {unpaid
              ? t('contracts:cancel.unpaidDescription')
              : action === 'cancelLate'
                ? t('contracts:cancel.lateDescription', { amount: formatMoney(contract.escrowCents, lang) })
                : t('contracts:cancel.description', { amount: formatMoney(contract.escrowCents, lang) })}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('contracts:cancel.reason')}</FormLabel>
                  <FormControl>
                    <Textarea rows={4} maxLength={CANCEL_REASON_MAX} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            {isClient && !unpaid ? (
              <FormField
                control={form.control}
                name="refundTo"
                render={({ field }) => (
                  <RefundChoice value={field.value ?? 'wallet'} onChange={field.onChange} />
                )}
              />
            ) : null}
            <DialogFooter>
              <div className="flex flex-col items-end gap-1">
                <ReasonButton
                  type="submit"
                  variant="destructive"
                  pending={request.isPending}
                  reason={!typed && t('contracts:cancel.needsReason')}
                >
                  {t(`contracts:${label.submit}`)}
                </ReasonButton>
              </div>
            </DialogFooter>
            <FormRootMessage className="text-right" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** An open cancellation request: who asked and why, and the answers the viewer may give. */
export function CancelRequestPanel({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const acceptCancel = useAcceptCancel(contract.id);
  const declineCancel = useDeclineCancel(contract.id);
  const withdrawCancel = useWithdrawCancel(contract.id);
  const [refundTo, setRefundTo] = useState<RefundDestination>('wallet');
  // A refused answer stays in the panel, by its buttons, until the next one.
  const [failure, setFailure] = useState<string | null>(null);
  const request = contract.cancelRequest;
  if (!request) return null;
  const has = (a: ContractDetail['actions'][number]) => contract.actions.includes(a);
  const run = async (p: Promise<unknown>, success: string) => {
    setFailure(null);
    try {
      await p;
      toast.success(t(success));
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };
  const mine = request.by === contract.role;
  return (
    <section
      aria-labelledby="contract-cancel-request"
      className="space-y-3 rounded-lg border border-destructive/50 bg-destructive/5 p-4"
    >
      <h2 id="contract-cancel-request" className="flex items-center gap-2 text-lg font-semibold">
        <TriangleAlert aria-hidden className="size-5 text-destructive" />
        {mine ? t('contracts:cancel.yourRequest') : t(`contracts:cancel.requestBy.${request.by}`)}
      </h2>
      <p className="whitespace-pre-line break-words text-sm">{request.reason}</p>
      <p className="text-xs text-muted-foreground">
        {t('contracts:cancel.requestedOn', { date: formatDate(request.requestedAt, lang) })}
        {request.refundTo ? ` · ${t(`contracts:cancel.refund.${request.refundTo}`)}` : ''}
      </p>
      {has('acceptCancel') && contract.role === 'client' ? (
        <RefundChoice value={refundTo} onChange={setRefundTo} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {has('acceptCancel') ? (
          <Button
            variant="destructive"
            disabled={acceptCancel.isPending}
            onClick={() =>
              run(
                acceptCancel.mutateAsync(contract.role === 'client' ? refundTo : undefined),
                'contracts:cancel.cancelled',
              )
            }
          >
            {t('contracts:actions.acceptCancel')}
          </Button>
        ) : null}
        {has('declineCancel') ? (
          <Button
            variant="outline"
            disabled={declineCancel.isPending}
            onClick={() => run(declineCancel.mutateAsync(undefined), 'contracts:cancel.declined')}
          >
            {t('contracts:actions.declineCancel')}
          </Button>
        ) : null}
        {has('withdrawCancel') ? (
          <Button
            variant="outline"
            disabled={withdrawCancel.isPending}
            onClick={() => run(withdrawCancel.mutateAsync(undefined), 'contracts:cancel.withdrawn')}
          >
            {t('contracts:actions.withdrawCancel')}
          </Button>
        ) : null}
      </div>
      <FormError message={failure} />
    </section>
  );
}
