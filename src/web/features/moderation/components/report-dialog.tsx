import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportKind,
  type ReportReason,
} from '@shared/schemas/moderation';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { DisabledReason } from '@web/components/ui/disabled-reason';
import { FieldError, FormError } from '@web/components/ui/field-error';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { describedBy, serverIssue, unplacedError } from '@web/lib/form-errors';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReport } from '../api/moderation';

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
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const detailsError = serverIssue(report.error, 'details');
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      report.reset();
      setReason(null);
      setDetails('');
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
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (reason) report.mutate({ kind, targetId, reason, details });
            }}
          >
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-medium">{t('moderation:report.reason')}</legend>
              {REPORT_REASONS.map((r) => (
                <label key={r} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                    className="size-4"
                  />
                  {t(`moderation:reason.${r}`)}
                </label>
              ))}
            </fieldset>
            <div className="space-y-1">
              <Label htmlFor={`${id}-details`}>{t('moderation:report.details')}</Label>
              <Textarea
                id={`${id}-details`}
                value={details}
                maxLength={REPORT_DETAILS_MAX}
                placeholder={t('moderation:report.detailsPlaceholder')}
                onChange={(e) => setDetails(e.target.value)}
                aria-invalid={detailsError ? true : undefined}
                aria-describedby={describedBy(detailsError && `${id}-details-error`)}
              />
              <FieldError id={`${id}-details-error`} message={detailsError} />
            </div>
            {/* A refusal (own content, already reported) as the server said; what was typed stays. */}
            <FormError message={unplacedError(report.error, ['details'])} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                {t('moderation:report.cancel')}
              </Button>
              <Button
                type="submit"
                disabled={!reason || report.isPending}
                aria-describedby={describedBy(!reason && `${id}-needs-reason`)}
              >
                {report.isPending ? t('moderation:report.sending') : t('moderation:report.submit')}
              </Button>
            </DialogFooter>
            <DisabledReason
              id={`${id}-needs-reason`}
              reason={!reason && t('moderation:report.needsReason')}
              className="text-right"
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
