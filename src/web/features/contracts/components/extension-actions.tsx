import { zodResolver } from '@hookform/resolvers/zod';
import { EXTENSION } from '@shared/contract-machine';
import { formatDateTime } from '@shared/dates';
import {
  type ContractDetail,
  type ContractExtension,
  EXTENSION_MAX_DAYS,
  EXTENSION_REASON_MAX,
  extensionRequestInput,
} from '@shared/schemas/contract';
import { Badge } from '@web/components/ui/badge';
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
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api';
import { useFormDraft } from '@web/lib/form-draft';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  useAcceptExtension,
  useDeclineExtension,
  useRequestExtension,
  useWithdrawExtension,
} from '../api/contract-actions';

/*
 * Extensions of the due date (decision 113): the dialog to ask for one, and the section with the
 * request waiting (the other side accepts or declines, the asker withdraws) and the earlier ones.
 */

type ExtensionValues = z.input<typeof extensionRequestInput>;
const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as the date input shows it (the browser's time zone). */
function dayOf(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The chosen day at the current due date's time of day, so one day later is 24 hours more. */
function onDayOf(day: string, dueAt: string | null): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const at = dueAt ? new Date(dueAt) : new Date();
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  const d = new Date(`${day}T${time}`);
  if (Number.isNaN(d.getTime())) return '';
  d.setMilliseconds(at.getMilliseconds());
  return d.toISOString();
}

/** Asks the other party for a later due date: the new day and a reason. */
export function ExtensionRequestDialog({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const request = useRequestExtension(contract.id);
  const [open, setOpen] = useState(false);
  const form = useForm<ExtensionValues>({
    resolver: zodResolver(extensionRequestInput),
    defaultValues: { dueAt: '', reason: '' },
  });
  const clearDraft = useFormDraft(form, `requestExtension:${contract.id}`, ['reason']);
  const typed = (form.watch('reason') ?? '').trim() !== '';
  const chosen = form.watch('dueAt') !== '';
  // The earliest day after the current due date (and after today), the latest EXTENSION_MAX_DAYS on.
  const floor = Math.max(contract.dueAt ? Date.parse(contract.dueAt) : 0, Date.now());
  const min = dayOf(new Date(floor + DAY_MS));
  const max = dayOf(new Date(floor + EXTENSION_MAX_DAYS * DAY_MS));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync({ dueAt: values.dueAt, reason: values.reason });
      toast.success(t('contracts:extension.requested'));
      clearDraft();
      form.reset();
      setOpen(false);
    } catch (err) {
      applyServerErrors(form, err);
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <CalendarClock aria-hidden className="size-4" />
          {t('contracts:actions.requestExtension')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('contracts:extension.title')}</DialogTitle>
          <DialogDescription>
            {contract.dueAt
              ? t('contracts:extension.description', { date: formatDateTime(contract.dueAt, lang) })
              : null}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name="dueAt"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('contracts:extension.newDate')}</FormLabel>
                  <FormControl>
                    <Input
                      type="date"
                      min={min}
                      max={max}
                      {...field}
                      value={dayOf(field.value)}
                      onChange={(e) => field.onChange(onDayOf(e.target.value, contract.dueAt))}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('contracts:extension.reason')}</FormLabel>
                  <FormControl>
                    <Textarea rows={3} maxLength={EXTENSION_REASON_MAX} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <ReasonButton
                type="submit"
                pending={request.isPending}
                reason={
                  (!chosen && t('contracts:extension.needsDate')) ||
                  (!typed && t('contracts:extension.needsReason'))
                }
              >
                {t('contracts:extension.submit')}
              </ReasonButton>
            </DialogFooter>
            <FormRootMessage className="text-right" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

function ExtensionLine({ extension }: { extension: ContractExtension }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <li className="space-y-1 text-sm" data-testid="contract-extension">
      <p>
        <span className="font-medium">
          {t('contracts:extension.line', {
            from: formatDateTime(extension.previousDueAt, lang),
            to: formatDateTime(extension.dueAt, lang),
          })}
        </span>{' '}
        <Badge variant={extension.status === EXTENSION.accepted ? 'default' : 'secondary'}>
          {t(`contracts:extension.status.${extension.status}`)}
        </Badge>
      </p>
      <p className="text-xs text-muted-foreground">
        {t(`contracts:extension.askedBy.${extension.by}`)} ·{' '}
        <time dateTime={extension.createdAt}>{formatDateTime(extension.createdAt, lang)}</time>
      </p>
      <p className="whitespace-pre-line break-words">{extension.reason}</p>
    </li>
  );
}

/**
 * The extension waiting for an answer (accept or decline for the other side, withdraw for the
 * asker) and the earlier requests; the client's late-cancel moment while the work is late.
 */
export function ExtensionSection({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const accept = useAcceptExtension(contract.id);
  const decline = useDeclineExtension(contract.id);
  const withdraw = useWithdrawExtension(contract.id);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = contract.extensions.find((e) => e.status === EXTENSION.pending) ?? null;
  const earlier = contract.extensions.filter((e) => e !== pending);
  const lateNotice = contract.late && contract.lateCancelFrom;
  if (!pending && earlier.length === 0 && !lateNotice) return null;
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
  return (
    <section aria-labelledby="contract-extensions" className="space-y-3 rounded-lg border p-4">
      <h2 id="contract-extensions" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarClock aria-hidden className="size-5" />
        {t('contracts:extension.sectionTitle')}
      </h2>
      {lateNotice ? (
        <p className="text-sm" data-testid="late-cancel-notice">
          {t(`contracts:extension.lateNotice.${contract.role}`, {
            date: formatDateTime(contract.lateCancelFrom!, lang),
          })}
        </p>
      ) : null}
      {pending ? (
        <div className="space-y-2 rounded-md bg-muted/50 p-3">
          <p className="text-sm font-medium">
            {pending.by === contract.role
              ? t('contracts:extension.yourRequest')
              : t(`contracts:extension.requestBy.${pending.by}`)}
          </p>
          <ul>
            <ExtensionLine extension={pending} />
          </ul>
          <div className="flex flex-wrap gap-2">
            {has('acceptExtension') ? (
              <Button
                disabled={accept.isPending}
                onClick={() => run(accept.mutateAsync(undefined), 'contracts:extension.accepted')}
              >
                {t('contracts:actions.acceptExtension')}
              </Button>
            ) : null}
            {has('declineExtension') ? (
              <Button
                variant="outline"
                disabled={decline.isPending}
                onClick={() => run(decline.mutateAsync(undefined), 'contracts:extension.declined')}
              >
                {t('contracts:actions.declineExtension')}
              </Button>
            ) : null}
            {has('withdrawExtension') ? (
              <Button
                variant="outline"
                disabled={withdraw.isPending}
                onClick={() => run(withdraw.mutateAsync(undefined), 'contracts:extension.withdrawn')}
              >
                {t('contracts:actions.withdrawExtension')}
              </Button>
            ) : null}
          </div>
          <FormError message={failure} />
        </div>
      ) : null}
      {earlier.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">{t('contracts:extension.history')}</h3>
          <ul className="space-y-3">
            {[...earlier].reverse().map((e) => (
              <ExtensionLine key={e.id} extension={e} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
