import { zodResolver } from '@hookform/resolvers/zod';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportKind, reportInput } from '@shared/schemas/moderation';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
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
import { Textarea } from '@web/components/ui/textarea';
import { applyServerErrors } from '@web/lib/form-errors';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useReport } from '../api/moderation';

/** What the reporter fills in; the kind and the target come from where the report was opened. */
const reportForm = reportInput.pick({ reason: true, details: true });
type ReportValues = z.input<typeof reportForm>;

/**
 * The report form: a reason from the list and optional details. It says "sent" only once the
 * server stored the report; a refusal (own content, already reported) is shown as the server said.
 */
export function ReportDialog({
  kind,
  targetId,
  open,
  onOpenChange,
}: {
  kind: ReportKind;
  targetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const report = useReport();
  const form = useForm<ReportValues>({
    resolver: zodResolver(reportForm),
    defaultValues: { reason: undefined, details: '' },
  });
  const reason = form.watch('reason');
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await report.mutateAsync({ kind, targetId, ...values });
    } catch (err) {
      // A refusal (own content, already reported) as the server said; what was typed stays.
      applyServerErrors(form, err);
    }
  });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      report.reset();
      form.reset();
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {t('moderation:report.title', { kind: t(`moderation:kind.${kind}`).toLowerCase() })}
          </DialogTitle>
          <DialogDescription>{t('moderation:report.description')}</DialogDescription>
        </DialogHeader>
        {report.isSuccess ? (
          <>
            <p role="status" className="text-sm">
              {t('moderation:report.sent')}
            </p>
            <DialogFooter>
              <Button onClick={() => close(false)}>{t('moderation:report.close')}</Button>
            </DialogFooter>
          </>
        ) : (
          <Form {...form}>
            <form className="space-y-4" onSubmit={onSubmit} noValidate>
              <FormField
                control={form.control}
                name="reason"
                render={({ field }) => (
                  <FormItem id={`${id}-reason`}>
                    <FormControl>
                      <fieldset className="space-y-2">
                        <legend className="mb-1 text-sm font-medium">{t('moderation:report.reason')}</legend>
                        {REPORT_REASONS.map((r, i) => (
                          <label key={r} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
                            <input
                              ref={i === 0 ? field.ref : undefined}
                              type="radio"
                              name={field.name}
                              value={r}
                              checked={field.value === r}
                              onChange={() => field.onChange(r)}
                              onBlur={field.onBlur}
                              className="size-4"
                            />
                            {t(`moderation:reason.${r}`)}
                          </label>
                        ))}
                      </fieldset>
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="details"
                render={({ field }) => (
                  <FormItem id={`${id}-details`} className="space-y-1">
                    <FormLabel>{t('moderation:report.details')}</FormLabel>
                    <FormControl>
                      <Textarea
                        maxLength={REPORT_DETAILS_MAX}
                        placeholder={t('moderation:report.detailsPlaceholder')}
                        {...field}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              {/* A refusal (own content, already reported) as the server said; what was typed stays. */}
              <FormRootMessage />
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => close(false)}>
                  {t('moderation:report.cancel')}
                </Button>
                <div className="flex flex-col items-end gap-1">
                  <ReasonButton
                    type="submit"
                    pending={report.isPending}
                    reason={!reason && t('moderation:report.needsReason')}
                    reasonClassName="text-right"
                  >
                    {report.isPending ? t('moderation:report.sending') : t('moderation:report.submit')}
                  </ReasonButton>
                </div>
              </DialogFooter>
            </form>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
