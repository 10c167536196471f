import type { AdminUserDetail } from '@shared/schemas/admin';
import { APPLIED_KINDS, type SanctionView } from '@shared/schemas/sanctions';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import { FieldError, FormError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api';
import { fieldA11y, serverIssue, unplacedError } from '@web/lib/form-errors';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useAdminAccount, useApplySanction, useLiftSanction } from '../api/sanctions';
import { ReasonText, statusOf, useSanctionDates } from '../components/sanction-text';

type AppliedKind = (typeof APPLIED_KINDS)[number];

/**
 * The account-states panel of a user's console page (`/admin/users/:id`): the states and their
 * history, the form to apply one (with the report it comes from, `?report=`, when the page was
 * opened from the reports queue), and "Lift" with a reason on each state in force.
 */
export function AccountStatesPanel({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const id = user.id;
  const [params] = useSearchParams();
  const reportId = params.get('report') ?? undefined;
  const account = useAdminAccount(id);
  const apply = useApplySanction(id);
  const [kind, setKind] = useState<AppliedKind>('warning');
  const [reason, setReason] = useState('');

  const onApply = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await apply.mutateAsync({ kind, reason, ...(reportId ? { reportId } : {}) });
      setReason('');
      toast.success(t('sanctions:admin.applied'));
    } catch {
      // The reason typed stays; the refusal stands by its field or by the button (below).
    }
  };
  const reasonField = fieldA11y(
    { reason: { message: apply.isError ? serverIssue(apply.error, 'reason') : undefined } },
    'reason',
    'sanction-reason',
    t,
  );

  return (
    <section aria-labelledby="account-states-heading" className="flex flex-col gap-4">
      <h2 id="account-states-heading" className="text-xl font-semibold">
        {t('sanctions:admin.title')}
      </h2>
      {account.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : account.isError ? (
        <p role="alert">{errorMessage(account.error)}</p>
      ) : (
        <div className="flex flex-col gap-6">
          <p className="text-sm text-muted-foreground">
            {t('sanctions:admin.openContracts', { count: account.data.openContracts })}
          </p>
          <section aria-labelledby="apply-heading">
            <h3 id="apply-heading" className="mb-3 text-lg font-semibold">
              {t('sanctions:admin.apply')}
            </h3>
            <form onSubmit={onApply} className="flex max-w-xl flex-col gap-3">
              {reportId && (
                <p className="text-sm text-muted-foreground">
                  {t('sanctions:admin.fromReport', { id: reportId })}
                </p>
              )}
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium">{t('sanctions:admin.kind')}</legend>
                {APPLIED_KINDS.map((k) => (
                  <label key={k} className="flex items-start gap-2 text-sm">
                    <input
                      type="radio"
                      name="kind"
                      value={k}
                      checked={kind === k}
                      onChange={() => setKind(k)}
                      className="mt-1"
                    />
                    <span>
                      <span className="font-medium">{t(`sanctions:kind.${k}`)}</span>
                      <span className="block text-muted-foreground">
                        {t(`sanctions:admin.duration.${k}`)}
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <Label htmlFor="sanction-reason">{t('sanctions:admin.reason')}</Label>
              <Textarea
                {...reasonField.props}
                value={reason}
                maxLength={1000}
                placeholder={t('sanctions:admin.reasonPlaceholder')}
                onChange={(e) => setReason(e.target.value)}
              />
              <FieldError id={reasonField.errorId} message={reasonField.message} />
              <div className="flex flex-col items-start gap-1">
                <ReasonButton
                  type="submit"
                  pending={apply.isPending}
                  reason={!reason.trim() && t('sanctions:admin.needsReason')}
                >
                  {t('sanctions:admin.submit')}
                </ReasonButton>
                <FormError message={apply.isError ? unplacedError(apply.error, ['reason']) : null} />
              </div>
            </form>
          </section>
          <section aria-labelledby="history-heading">
            <h3 id="history-heading" className="mb-3 text-lg font-semibold">
              {t('sanctions:standing.history')}
            </h3>
            {account.data.standing.history.length === 0 ? (
              <p className="text-muted-foreground">{t('sanctions:standing.noHistory')}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {account.data.standing.history.map((s) => (
                  <SanctionCard key={s.id} userId={id} sanction={s} now={account.data.standing.now} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </section>
  );
}

function SanctionCard({ userId, sanction, now }: { userId: string; sanction: SanctionView; now: string }) {
  const { t } = useTranslation();
  const dates = useSanctionDates();
  const lift = useLiftSanction(userId);
  const [liftReason, setLiftReason] = useState('');
  const [open, setOpen] = useState(false);
  const status = statusOf(sanction, now);
  const onLift = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await lift.mutateAsync({ id: sanction.id, reason: liftReason });
      toast.success(t('sanctions:admin.lifted'));
    } catch {
      // The reason typed stays; the refusal stands by its field or by the button (below).
    }
  };
  const liftField = fieldA11y(
    { reason: { message: lift.isError ? serverIssue(lift.error, 'reason') : undefined } },
    'reason',
    `lift-${sanction.id}`,
    t,
  );
  return (
    <li>
      <Card>
        <CardContent className="flex flex-col gap-1 p-4 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{t(`sanctions:kind.${sanction.kind}`)}</span>
            <Badge variant={status === 'active' ? 'destructive' : 'secondary'}>
              {t(`sanctions:standing.status.${status}`)}
            </Badge>
            {sanction.appliedBy === null && (
              <span className="text-muted-foreground">{t('sanctions:admin.system')}</span>
            )}
          </div>
          <p>
            <ReasonText sanction={sanction} />
          </p>
          <p className="text-muted-foreground">
            {dates.from(sanction)} · {dates.until(sanction)}
          </p>
          {sanction.liftReason && (
            <p className="text-muted-foreground">
              {t('sanctions:standing.liftedBecause', { reason: sanction.liftReason })}
            </p>
          )}
          {status === 'active' &&
            (open ? (
              <form onSubmit={onLift} className="mt-2 flex flex-col gap-2">
                <Label htmlFor={`lift-${sanction.id}`}>{t('sanctions:admin.liftReason')}</Label>
                <Input
                  {...liftField.props}
                  value={liftReason}
                  maxLength={1000}
                  onChange={(e) => setLiftReason(e.target.value)}
                />
                <FieldError id={liftField.errorId} message={liftField.message} />
                <div className="flex flex-col items-start gap-1">
                  <ReasonButton
                    type="submit"
                    variant="outline"
                    pending={lift.isPending}
                    reason={!liftReason.trim() && t('sanctions:admin.needsReason')}
                  >
                    {t('sanctions:admin.confirmLift')}
                  </ReasonButton>
                  <FormError message={lift.isError ? unplacedError(lift.error, ['reason']) : null} />
                </div>
              </form>
            ) : (
              <Button variant="outline" size="sm" className="mt-2 self-start" onClick={() => setOpen(true)}>
                {t('sanctions:admin.lift')}
              </Button>
            ))}
        </CardContent>
      </Card>
    </li>
  );
}
