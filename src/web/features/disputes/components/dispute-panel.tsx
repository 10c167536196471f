import { zodResolver } from '@hookform/resolvers/zod';
import { DISPUTE, isDisputeOpen } from '@shared/contract-machine';
import { formatDate, formatDateTime } from '@shared/dates';
import { formatMoney } from '@shared/money';
import {
  DISPUTE_OFFER_MESSAGE_MAX,
  DISPUTE_TEXT_MAX,
  type Dispute,
  disputeMessageInput,
  disputeOfferInput,
} from '@shared/schemas/dispute';
import { DownloadLink } from '@web/components/download-link';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
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
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { Paperclip, Scale } from 'lucide-react';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  useAcceptOffer,
  useDeclineOffer,
  useDispute,
  useDisputeMessage,
  useEscalate,
  useMakeOffer,
  useWithdrawDispute,
  useWithdrawOffer,
} from '../api/disputes';
import { centsField, toCents } from '../lib/amount-field';

/** The dispute's facts, messages and offers, read-only (the parties' panel and the console share it). */
export function DisputeSummary({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge
          variant={!isDisputeOpen(dispute.status) ? 'secondary' : 'destructive'}
          data-testid="dispute-status"
        >
          {t(`disputes:status.${dispute.status}`)}
        </Badge>
        <span className="text-sm text-muted-foreground">
          {t(`disputes:panel.openedBy_${dispute.openedBy}`)}
        </span>
      </div>
      <p className="text-sm font-medium">
        {t('disputes:panel.reason', { reason: t(`disputes:reason.${dispute.reason}`) })}
      </p>
      <p className="whitespace-pre-line break-words text-sm">{dispute.description}</p>
      {dispute.files.length > 0 ? (
        <ul className="space-y-1" aria-label={t('disputes:panel.files')}>
          {dispute.files.map((f) => (
            <li key={f.id} className="flex items-center gap-2 text-sm">
              <Paperclip aria-hidden className="size-4 text-muted-foreground" />
              <DownloadLink href={f.url} filename={f.name} className="text-primary hover:underline">
                {f.name}
              </DownloadLink>
            </li>
          ))}
        </ul>
      ) : null}
      {dispute.status === DISPUTE.open && !dispute.answeredAt ? (
        <p className="text-sm">
          {t('disputes:panel.respondBy', { date: formatDateTime(dispute.respondBy, lang) })}
        </p>
      ) : null}
      {dispute.answeredAt ? (
        <p className="text-sm text-muted-foreground">
          {t('disputes:panel.answered', { date: formatDate(dispute.answeredAt, lang) })}
        </p>
      ) : null}
      {dispute.status === DISPUTE.escalated && dispute.escalatedAt ? (
        <p className="text-sm font-medium">
          {t('disputes:panel.escalated', { date: formatDate(dispute.escalatedAt, lang) })}
        </p>
      ) : null}
      {dispute.status === DISPUTE.withdrawn ? (
        <p className="rounded-md bg-muted p-3 text-sm font-medium" data-testid="dispute-outcome">
          {t(`disputes:panel.withdrawn_${dispute.openedBy}`, {
            date: formatDate(dispute.resolvedAt ?? dispute.createdAt, lang),
          })}
        </p>
      ) : dispute.status !== DISPUTE.resolved ? (
        <p className="text-sm font-medium" data-testid="dispute-escrow">
          {t('disputes:panel.escrow', { amount: money(dispute.escrowCents) })}
        </p>
      ) : (
        <div className="space-y-1 rounded-md bg-muted p-3 text-sm" data-testid="dispute-outcome">
          <p className="font-medium">
            {t(
              dispute.resolution === 'admin'
                ? 'disputes:panel.resolved_admin'
                : 'disputes:panel.resolved_offer',
              {
                date: formatDate(dispute.resolvedAt ?? dispute.createdAt, lang),
              },
            )}
          </p>
          <p>
            {t('disputes:panel.split', {
              freelancer: money(dispute.freelancerCents ?? 0),
              client: money(dispute.clientCents ?? 0),
            })}
          </p>
          {dispute.decisionReason ? (
            <p>{t('disputes:panel.decisionReason', { reason: dispute.decisionReason })}</p>
          ) : null}
        </div>
      )}
      <div className="space-y-2">
        <h3 className="text-sm font-semibold">{t('disputes:panel.messages')}</h3>
        {dispute.messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('disputes:panel.noMessages')}</p>
        ) : (
          <ol className="space-y-2">
            {dispute.messages.map((m) => (
              <li key={m.id} className="rounded-md border p-2 text-sm" data-testid="dispute-message">
                <p className="text-xs text-muted-foreground">
                  {t(`disputes:panel.by_${m.by}`)} ·{' '}
                  <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, lang)}</time>
                </p>
                <p className="whitespace-pre-line break-words">{m.body}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
      {dispute.offers.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">{t('disputes:panel.offers')}</h3>
          <ol className="space-y-2">
            {dispute.offers.map((o) => (
              <li key={o.id} className="rounded-md border p-2 text-sm" data-testid="dispute-offer">
                <p className="font-medium">{t(`disputes:panel.offerBy_${o.by}`)}</p>
                <p>
                  {t('disputes:panel.offerLine', {
                    freelancer: money(o.freelancerCents),
                    client: money(o.clientCents),
                  })}
                </p>
                {o.message ? <p className="whitespace-pre-line break-words">{o.message}</p> : null}
                <p className="text-xs text-muted-foreground">{t(`disputes:panel.offerStatus.${o.status}`)}</p>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}

type MessageValues = z.input<typeof disputeMessageInput>;

function MessageForm({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation();
  const send = useDisputeMessage(dispute.id);
  const form = useForm<MessageValues>({
    resolver: zodResolver(disputeMessageInput),
    defaultValues: { body: '' },
  });
  const answer = dispute.actions.includes('answer');
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values.body);
      form.reset();
      toast.success(t('disputes:panel.sent'));
    } catch (err) {
      // The text stays as typed, with the reason under it or by the button.
      applyServerErrors(form, err);
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-2">
        <FormField
          control={form.control}
          name="body"
          render={({ field }) => (
            <FormItem>
              <FormLabel>
                {t(answer ? 'disputes:panel.answerLabel' : 'disputes:panel.messageLabel')}
              </FormLabel>
              <FormControl>
                <Textarea rows={3} maxLength={DISPUTE_TEXT_MAX} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="sm" disabled={send.isPending}>
          {t(answer ? 'disputes:panel.sendAnswer' : 'disputes:panel.sendMessage')}
        </Button>
        <FormRootMessage />
      </form>
    </Form>
  );
}

type OfferValues = { freelancerCents: string; message: string };
type OfferOutput = z.output<typeof disputeOfferInput>;

function OfferForm({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const make = useMakeOffer(dispute.id);
  // The shared offer schema, with the amount typed in dollars and at most the escrow held.
  const resolver = useMemo(
    () =>
      zodResolver(
        disputeOfferInput.extend({
          freelancerCents: centsField(
            disputeOfferInput.shape.freelancerCents.max(dispute.escrowCents, 'disputes:validation.amount'),
          ),
        }),
      ) as unknown as Resolver<OfferValues, unknown, OfferOutput>,
    [dispute.escrowCents],
  );
  const form = useForm<OfferValues, unknown, OfferOutput>({
    resolver,
    defaultValues: { freelancerCents: '', message: '' },
  });
  const cents = toCents(form.watch('freelancerCents'));
  const valid = cents !== null && cents <= dispute.escrowCents;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await make.mutateAsync({
        freelancerCents: values.freelancerCents,
        message: values.message || undefined,
      });
      form.reset();
      toast.success(t('disputes:panel.offerSent'));
    } catch (err) {
      // The amount and the note stay as typed; the reason stands by its field or by the button.
      applyServerErrors(form, err);
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-2 rounded-md border p-3">
        <h3 className="text-sm font-semibold">{t('disputes:panel.makeOffer')}</h3>
        <FormField
          control={form.control}
          name="freelancerCents"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('disputes:panel.offerAmount')}</FormLabel>
              <FormControl>
                <Input inputMode="decimal" {...field} />
              </FormControl>
              {valid ? (
                <p className="text-xs text-muted-foreground">
                  {t('disputes:panel.offerRest', { amount: formatMoney(dispute.escrowCents - cents, lang) })}
                </p>
              ) : null}
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('disputes:panel.offerNote')}</FormLabel>
              <FormControl>
                <Input maxLength={DISPUTE_OFFER_MESSAGE_MAX} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="sm" disabled={make.isPending}>
          {t('disputes:panel.sendOffer')}
        </Button>
        <FormRootMessage />
      </form>
    </Form>
  );
}

function OfferAnswers({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation();
  const pending = dispute.offers.find((o) => o.status === 'pending');
  const accept = useAcceptOffer(dispute.id);
  const decline = useDeclineOffer(dispute.id);
  const withdraw = useWithdrawOffer(dispute.id);
  if (!pending) return null;
  const run = async (step: () => Promise<unknown>, done: string) => {
    try {
      await step();
      toast.success(t(done));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      {dispute.actions.includes('acceptOffer') ? (
        <Button
          size="sm"
          disabled={accept.isPending}
          onClick={() => {
            if (window.confirm(t('disputes:panel.acceptConfirm')))
              void run(() => accept.mutateAsync(pending.id), 'disputes:panel.accepted');
          }}
        >
          {t('disputes:panel.accept')}
        </Button>
      ) : null}
      {dispute.actions.includes('declineOffer') ? (
        <Button
          size="sm"
          variant="outline"
          disabled={decline.isPending}
          onClick={() => void run(() => decline.mutateAsync(pending.id), 'disputes:panel.declined')}
        >
          {t('disputes:panel.decline')}
        </Button>
      ) : null}
      {dispute.actions.includes('withdrawOffer') ? (
        <Button
          size="sm"
          variant="outline"
          disabled={withdraw.isPending}
          onClick={() => void run(() => withdraw.mutateAsync(pending.id), 'disputes:panel.withdrawn')}
        >
          {t('disputes:panel.withdraw')}
        </Button>
      ) : null}
    </div>
  );
}

/** On the contract page while the contract has a dispute: what happened and what the viewer may do. */
export function DisputePanel({ disputeId }: { disputeId: string }) {
  const { t } = useTranslation();
  const query = useDispute(disputeId);
  const escalate = useEscalate(disputeId);
  const withdraw = useWithdrawDispute(disputeId);
  return (
    <section
      aria-labelledby="contract-dispute"
      className="space-y-4 rounded-lg border border-destructive/40 p-4"
    >
      <h2 id="contract-dispute" className="flex items-center gap-2 text-lg font-semibold">
        <Scale aria-hidden className="size-5" />
        {t('disputes:panel.title')}
      </h2>
      {query.isPending ? <Spinner label={t('common:loading')} /> : null}
      {query.isError ? <p role="alert">{t('disputes:panel.loadFailed')}</p> : null}
      {query.data ? (
        <>
          <DisputeSummary dispute={query.data} />
          <OfferAnswers dispute={query.data} />
          {query.data.actions.includes('answer') || query.data.actions.includes('message') ? (
            <MessageForm dispute={query.data} />
          ) : null}
          {query.data.actions.includes('offer') ? <OfferForm dispute={query.data} /> : null}
          {query.data.actions.includes('escalate') ? (
            <Button
              variant="outline"
              disabled={escalate.isPending}
              onClick={async () => {
                try {
                  await escalate.mutateAsync(undefined);
                  toast.success(t('disputes:panel.escalated_done'));
                } catch (err) {
                  toast.error(errorMessage(err));
                }
              }}
            >
              {t('disputes:panel.escalate')}
            </Button>
          ) : null}
          {query.data.actions.includes('withdraw') ? (
            <Button
              variant="outline"
              disabled={withdraw.isPending}
              onClick={async () => {
                if (!window.confirm(t('disputes:panel.withdrawDisputeConfirm'))) return;
                try {
                  await withdraw.mutateAsync(undefined);
                  toast.success(t('disputes:panel.withdrawDisputeDone'));
                } catch (err) {
                  toast.error(errorMessage(err));
                }
              }}
            >
              {t('disputes:panel.withdrawDispute')}
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
