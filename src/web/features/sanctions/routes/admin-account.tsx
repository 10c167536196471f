import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminUserDetail } from '@shared/schemas/admin';
import {
  APPLIED_KINDS,
  applySanctionInput,
  type LiftSanctionInput,
  liftSanctionInput,
  type SanctionView,
} from '@shared/schemas/sanctions';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
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
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useAdminAccount, useApplySanction, useLiftSanction } from '../api/sanctions';
import { ReasonText, statusOf, useSanctionDates } from '../components/sanction-text';

/** What the form holds; the report it comes from is the page's (`?report=`). */
const applyForm = applySanctionInput.pick({ kind: true, reason: true });
type ApplyValues = z.input<typeof applyForm>;

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
  const form = useForm<ApplyValues>({
    resolver: zodResolver(applyForm),
    defaultValues: { kind: 'warning', reason: '' },
  });
  const typed = form.watch('reason').trim() !== '';

  const onApply = form.handleSubmit(async (values) => {
    try {
      await apply.mutateAsync({ ...values, ...(reportId ? { reportId } : {}) });
      form.resetField('reason');
      toast.success(t('sanctions:admin.applied'));
    } catch (err) {
      // The reason typed stays; the refusal stands by its field or by the button (below).
      applyServerErrors(form, err);
    }
  });

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
            <Form {...form}>
              <form onSubmit={onApply} noValidate className="flex max-w-xl flex-col gap-3">
                {reportId && (
                  <p className="text-sm text-muted-foreground">
                    {t('sanctions:admin.fromReport', { id: reportId })}
                  </p>
                )}
                <FormField
                  control={form.control}
                  name="kind"
                  render={({ field }) => (
                    <fieldset className="flex flex-col gap-2">
                      <legend className="mb-1 text-sm font-medium">{t('sanctions:admin.kind')}</legend>
                      {APPLIED_KINDS.map((k) => (
                        <label key={k} className="flex items-start gap-2 text-sm">
                          <input
                            type="radio"
                            name={field.name}
                            value={k}
                            checked={field.value === k}
                            onChange={() => field.onChange(k)}
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
                  )}
                />
                <FormField
                  control={form.control}
                  name="reason"
                  render={({ field }) => (
                    <FormItem id="sanction-reason" className="flex flex-col gap-3 space-y-0">
                      <FormLabel>{t('sanctions:admin.reason')}</FormLabel>
                      <FormControl>
                        <Textarea
                          maxLength={1000}
                          placeholder={t('sanctions:admin.reasonPlaceholder')}
                          {...field}
                        />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <div className="flex flex-col items-start gap-1">
                  <ReasonButton
                    type="submit"
                    pending={apply.isPending}
                    reason={!typed && t('sanctions:admin.needsReason')}
                  >
                    {t('sanctions:admin.submit')}
                  </ReasonButton>
                  <FormRootMessage />
                </div>
              </form>
            </Form>
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
  const form = useForm<LiftSanctionInput>({
    resolver: zodResolver(liftSanctionInput),
    defaultValues: { reason: '' },
  });
  const typed = form.watch('reason').trim() !== '';
  const [open, setOpen] = useState(false);
  const status = statusOf(sanction, now);
  const onLift = form.handleSubmit(async (values) => {
    try {
      await lift.mutateAsync({ id: sanction.id, reason: values.reason });
      toast.success(t('sanctions:admin.lifted'));
    } catch (err) {
      // The reason typed stays; the refusal stands by its field or by the button (below).
      applyServerErrors(form, err);
    }
  });
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
              <Form {...form}>
                <form onSubmit={onLift} noValidate className="mt-2 flex flex-col gap-2">
                  <FormField
                    control={form.control}
                    name="reason"
                    render={({ field }) => (
                      <FormItem id={`lift-${sanction.id}`} className="flex flex-col gap-2 space-y-0">
                        <FormLabel>{t('sanctions:admin.liftReason')}</FormLabel>
                        <FormControl>
                          <Input maxLength={1000} {...field} />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  <div className="flex flex-col items-start gap-1">
                    <ReasonButton
                      type="submit"
                      variant="outline"
                      pending={lift.isPending}
                      reason={!typed && t('sanctions:admin.needsReason')}
                    >
                      {t('sanctions:admin.confirmLift')}
                    </ReasonButton>
                    <FormRootMessage />
                  </div>
                </form>
              </Form>
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
