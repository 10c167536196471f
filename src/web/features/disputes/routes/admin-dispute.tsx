import { zodResolver } from '@hookform/resolvers/zod';
import { isDisputeOpen } from '@shared/contract-machine';
import { formatDateTime } from '@shared/dates';
import { formatMoney } from '@shared/money';
import { DISPUTE_DECISION_REASON_MAX, disputeDecisionInput } from '@shared/schemas/dispute';
import { BackLink } from '@web/components/back-link';
import { DownloadLink } from '@web/components/download-link';
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
import { AdminLayout } from '@web/features/admin';
import { ApiError, errorMessage } from '@web/lib/api';
import { applyServerErrors, FORM_ERROR } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { Paperclip } from 'lucide-react';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { useAdminDispute, useDecideDispute } from '../api/disputes';
import { DisputeSummary } from '../components/dispute-panel';
import { centsField, toCents } from '../lib/amount-field';

/** The amounts as typed (dollars), checked and sent in cents by the shared decision schema. */
const decisionForm = z.object({
  freelancerCents: centsField(disputeDecisionInput.shape.freelancerCents),
  clientCents: centsField(disputeDecisionInput.shape.clientCents),
  reason: disputeDecisionInput.shape.reason,
});
type DecisionValues = { freelancerCents: string; clientCents: string; reason: string };
const decisionResolver = zodResolver(decisionForm) as unknown as Resolver<
  DecisionValues,
  unknown,
  z.output<typeof disputeDecisionInput>
>;

function DecisionForm({ disputeId, escrowCents }: { disputeId: string; escrowCents: number }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const ids = useId();
  const decide = useDecideDispute(disputeId);
  const form = useForm<DecisionValues, unknown, z.output<typeof disputeDecisionInput>>({
    resolver: decisionResolver,
    defaultValues: { freelancerCents: '', clientCents: '', reason: '' },
  });
  const escrow = formatMoney(escrowCents, lang);
  const [freelancer, client, reason] = form.watch(['freelancerCents', 'clientCents', 'reason']);
  const f = toCents(freelancer);
  const c = toCents(client);
  // The button says what is missing before anything is sent.
  const needs =
    f === null || c === null
      ? t('disputes:admin.needsAmounts')
      : f + c !== escrowCents
        ? t('disputes:admin.sumMismatch', { amount: escrow })
        : !reason.trim()
          ? t('disputes:admin.needsReason')
          : null;
  const onSubmit = form.handleSubmit(async (values) => {
    if (needs) return;
    if (!window.confirm(t('disputes:admin.confirm'))) return;
    try {
      await decide.mutateAsync(values);
      toast.success(t('disputes:admin.decided'));
    } catch (err) {
      // Everything typed stays: the refusal stands by its field, or by the button.
      applyServerErrors(form, err);
    }
  });
  return (
    <Form {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-3 rounded-lg border p-4"
        aria-labelledby={`${ids}-title`}
      >
        <h2 id={`${ids}-title`} className="text-lg font-semibold">
          {t('disputes:admin.decision')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('disputes:admin.decisionHelp', { amount: escrow })}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="freelancerCents"
            render={({ field }) => (
              <FormItem className="space-y-1">
                <FormLabel>{t('disputes:admin.freelancerAmount')}</FormLabel>
                <FormControl>
                  <Input
                    {...field}
                    inputMode="decimal"
                    onChange={(e) => {
                      field.onChange(e);
                      form.clearErrors(FORM_ERROR);
                      const cents = toCents(e.target.value);
                      // The rest goes to the client unless the administrator types it.
                      if (cents !== null && cents <= escrowCents) {
                        form.setValue('clientCents', ((escrowCents - cents) / 100).toFixed(2));
                        form.clearErrors('clientCents');
                      }
                    }}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="clientCents"
            render={({ field }) => (
              <FormItem className="space-y-1">
                <FormLabel>{t('disputes:admin.clientAmount')}</FormLabel>
                <FormControl>
                  <Input {...field} inputMode="decimal" />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="reason"
          render={({ field }) => (
            <FormItem className="space-y-1">
              <FormLabel>{t('disputes:admin.reason')}</FormLabel>
              <FormControl>
                <Textarea rows={3} maxLength={DISPUTE_DECISION_REASON_MAX} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex flex-col items-start gap-1">
          <ReasonButton type="submit" pending={decide.isPending} reason={needs}>
            {decide.isPending ? t('disputes:admin.deciding') : t('disputes:admin.decide')}
          </ReasonButton>
          <FormRootMessage />
        </div>
      </form>
    </Form>
  );
}

/** /admin/disputes/:id: the dispute, its parties, the contract's whole timeline and the decision. */
export function AdminDisputePage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { id = '' } = useParams();
  const query = useAdminDispute(id);
  const data = query.data;
  return (
    <AdminLayout title={data ? data.dispute.contractTitle : t('disputes:admin.title')}>
      <div className="space-y-6">
        <BackLink to="/admin/disputes" label={t('disputes:admin.back')} />
        {query.isPending ? <Spinner label={t('common:loading')} /> : null}
        {query.isError ? (
          <p role="alert">
            {query.error instanceof ApiError && query.error.status === 404
              ? t('disputes:admin.notFound')
              : errorMessage(query.error)}
          </p>
        ) : null}
        {data ? (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              {(['client', 'freelancer'] as const).map((side) => (
                <div key={side} className="rounded-lg border p-3 text-sm">
                  <p className="font-semibold">{t(`disputes:admin.${side}`)}</p>
                  <p>{data[side].name ?? '—'}</p>
                  <p className="break-all text-muted-foreground">{data[side].email}</p>
                </div>
              ))}
            </div>
            <p className="text-sm">
              {t('disputes:admin.price', {
                price: formatMoney(data.priceCents, lang),
                released: formatMoney(data.releasedCents, lang),
              })}
            </p>
            <DisputeSummary dispute={data.dispute} />
            {isDisputeOpen(data.dispute.status) ? (
              <DecisionForm disputeId={data.dispute.id} escrowCents={data.dispute.escrowCents} />
            ) : null}
            <section aria-labelledby="admin-dispute-timeline" className="space-y-3">
              <h2 id="admin-dispute-timeline" className="text-lg font-semibold">
                {t('disputes:admin.timeline')}
              </h2>
              <ol className="space-y-3 border-l pl-4">
                {data.events.map((e) => (
                  <li key={e.id} className="space-y-1" data-testid="admin-dispute-event">
                    <p className="text-sm font-medium">
                      {t(
                        e.kind.startsWith('dispute_')
                          ? `disputes:event.${e.kind}`
                          : `contracts:event.${e.kind}`,
                      )}
                      {typeof e.data.amountCents === 'number'
                        ? ` · ${formatMoney(e.data.amountCents, lang)}`
                        : ''}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {t(`contracts:actor.${e.actor}`)} ·{' '}
                      <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, lang)}</time>
                    </p>
                    {e.message ? (
                      <p className="whitespace-pre-line break-words text-sm">{e.message}</p>
                    ) : null}
                    {e.files.map((f) => (
                      <p key={f.id} className="flex items-center gap-2 text-sm">
                        <Paperclip aria-hidden className="size-4 text-muted-foreground" />
                        <DownloadLink href={f.url} filename={f.name} className="text-primary hover:underline">
                          {f.name}
                        </DownloadLink>
                      </p>
                    ))}
                  </li>
                ))}
              </ol>
            </section>
          </>
        ) : null}
      </div>
    </AdminLayout>
  );
}

export default AdminDisputePage;
