import { formatDateTime } from '@shared/dates';
import { dollarsToCents, formatMoney } from '@shared/money';
import { DISPUTE_DECISION_REASON_MAX, disputeDecisionInput } from '@shared/schemas/dispute';
import { BackLink } from '@web/components/back-link';
import { DownloadLink } from '@web/components/download-link';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import { FieldError, FormError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { AdminLayout } from '@web/features/admin';
import { ApiError, errorMessage } from '@web/lib/api';
import { fieldA11y, serverIssue, unplacedError } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { Paperclip } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { useAdminDispute, useDecideDispute } from '../api/disputes';
import { DisputeSummary } from '../components/dispute-panel';

const toCents = (text: string): number | null => {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? dollarsToCents(value) : null;
};

type DecisionField = 'freelancerCents' | 'clientCents' | 'reason';
const DECISION_FIELDS: readonly DecisionField[] = ['freelancerCents', 'clientCents', 'reason'];

function DecisionForm({ disputeId, escrowCents }: { disputeId: string; escrowCents: number }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const ids = useId();
  const decide = useDecideDispute(disputeId);
  const [freelancer, setFreelancer] = useState('');
  const [client, setClient] = useState('');
  const [reason, setReason] = useState('');
  /** Messages by their field (schema keys or the server's sentences), and one about none of them. */
  const [errors, setErrors] = useState<Partial<Record<DecisionField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const escrow = formatMoney(escrowCents, lang);
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
  const edited = (field: DecisionField) => {
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(null);
  };
  const onFreelancer = (v: string) => {
    setFreelancer(v);
    edited('freelancerCents');
    const cents = toCents(v);
    // The rest goes to the client unless the administrator types it.
    if (cents !== null && cents <= escrowCents) {
      setClient(((escrowCents - cents) / 100).toFixed(2));
      edited('clientCents');
    }
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (needs) return;
    const parsed = disputeDecisionInput.safeParse({ freelancerCents: f, clientCents: c, reason });
    if (!parsed.success) {
      const next: Partial<Record<DecisionField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as DecisionField;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    if (!window.confirm(t('disputes:admin.confirm'))) return;
    try {
      await decide.mutateAsync(parsed.data);
      toast.success(t('disputes:admin.decided'));
    } catch (err) {
      // Everything typed stays: the refusal stands by its field, or by the button.
      setErrors(Object.fromEntries(DECISION_FIELDS.map((field) => [field, serverIssue(err, field)])));
      setFormError(unplacedError(err, DECISION_FIELDS) ?? null);
    }
  };
  const a11y = (field: DecisionField, id: string) => fieldA11y(errors, field, `${ids}-${id}`, t);
  const freelancerField = a11y('freelancerCents', 'freelancer');
  const clientField = a11y('clientCents', 'client');
  const reasonField = a11y('reason', 'reason');
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-3 rounded-lg border p-4"
      aria-labelledby={`${ids}-title`}
    >
      <h2 id={`${ids}-title`} className="text-lg font-semibold">
        {t('disputes:admin.decision')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('disputes:admin.decisionHelp', { amount: escrow })}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={freelancerField.props.id}>{t('disputes:admin.freelancerAmount')}</Label>
          <Input
            {...freelancerField.props}
            inputMode="decimal"
            value={freelancer}
            onChange={(e) => onFreelancer(e.target.value)}
          />
          <FieldError id={freelancerField.errorId} message={freelancerField.message} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={clientField.props.id}>{t('disputes:admin.clientAmount')}</Label>
          <Input
            {...clientField.props}
            inputMode="decimal"
            value={client}
            onChange={(e) => {
              setClient(e.target.value);
              edited('clientCents');
            }}
          />
          <FieldError id={clientField.errorId} message={clientField.message} />
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor={reasonField.props.id}>{t('disputes:admin.reason')}</Label>
        <Textarea
          {...reasonField.props}
          rows={3}
          maxLength={DISPUTE_DECISION_REASON_MAX}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            edited('reason');
          }}
        />
        <FieldError id={reasonField.errorId} message={reasonField.message} />
      </div>
      <div className="flex flex-col items-start gap-1">
        <ReasonButton type="submit" pending={decide.isPending} reason={needs}>
          {decide.isPending ? t('disputes:admin.deciding') : t('disputes:admin.decide')}
        </ReasonButton>
        <FormError message={formError} />
      </div>
    </form>
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
            {data.dispute.status === 'open' || data.dispute.status === 'escalated' ? (
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
