import { DELIVERY_FILE_TYPES } from '@shared/schemas/contract';
import {
  DISPUTE_FILES_MAX,
  DISPUTE_REASONS,
  DISPUTE_TEXT_MAX,
  disputeOpenFields,
} from '@shared/schemas/dispute';
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
import { FieldError, FormError } from '@web/components/ui/field-error';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useDraftText } from '@web/lib/form-draft';
import { describedBy, serverIssue, unplacedError } from '@web/lib/form-errors';
import { Scale, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useOpenDispute } from '../api/disputes';

/** 'Open a dispute' (detail.actions has 'openDispute'): reason, description, up to five files. */
export function OpenDisputeDialog({ contractId }: { contractId: string }) {
  const { t } = useTranslation();
  const ids = useId();
  const openDispute = useOpenDispute(contractId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  // The description survives a closed dialog or a reload (this tab only), until the dispute is sent.
  const [description, setDescription] = useDraftText(`dispute:${contractId}`);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ reason?: string; description?: string; files?: string }>({});
  const [formError, setFormError] = useState<string | undefined>();
  /** Shows the messages by their fields and moves to the first field with one. */
  const showErrors = (next: typeof errors) => {
    setErrors(next);
    const first = (['reason', 'description', 'files'] as const).find((f) => next[f]);
    if (first) document.getElementById(`${ids}-${first}`)?.focus();
  };

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const next = [...files, ...Array.from(e.target.files ?? [])];
    e.target.value = '';
    if (next.length > DISPUTE_FILES_MAX) {
      setErrors((x) => ({ ...x, files: 'disputes:open.tooManyFiles' }));
      return;
    }
    setErrors((x) => ({ ...x, files: undefined }));
    setFiles(next);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = disputeOpenFields.safeParse({ reason, description });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'reason' | 'description';
        next[field] ??= issue.message;
      }
      showErrors(next);
      return;
    }
    setFormError(undefined);
    try {
      await openDispute.mutateAsync({ ...parsed.data, files });
      toast.success(t('disputes:open.success'));
      setDescription('');
      setOpen(false);
    } catch (err) {
      // Everything typed and chosen stays; each message stands by its field, or by the button.
      showErrors({
        reason: serverIssue(err, 'reason'),
        description: serverIssue(err, 'description'),
        files: serverIssue(err, 'files'),
      });
      setFormError(unplacedError(err, ['reason', 'description', 'files']));
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Scale aria-hidden className="size-4" />
          {t('disputes:open.action')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('disputes:open.title')}</DialogTitle>
          <DialogDescription>{t('disputes:open.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={`${ids}-reason`}>{t('disputes:open.reason')}</Label>
            <select
              id={`${ids}-reason`}
              value={reason}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={describedBy(errors.reason && `${ids}-reason-error`)}
              onChange={(e) => {
                setReason(e.target.value);
                setErrors((x) => ({ ...x, reason: undefined }));
              }}
              className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
            >
              <option value="">{t('disputes:open.reasonPlaceholder')}</option>
              {DISPUTE_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`disputes:reason.${r}`)}
                </option>
              ))}
            </select>
            <FieldError id={`${ids}-reason-error`} message={errors.reason} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-description`}>{t('disputes:open.details')}</Label>
            <Textarea
              id={`${ids}-description`}
              rows={5}
              maxLength={DISPUTE_TEXT_MAX}
              value={description}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy(errors.description && `${ids}-description-error`)}
              onChange={(e) => {
                setDescription(e.target.value);
                setErrors((x) => ({ ...x, description: undefined }));
              }}
            />
            <FieldError id={`${ids}-description-error`} message={errors.description} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-files`}>{t('disputes:open.files')}</Label>
            <input
              id={`${ids}-files`}
              type="file"
              multiple
              accept={DELIVERY_FILE_TYPES.join(',')}
              onChange={onFiles}
              aria-invalid={errors.files ? true : undefined}
              aria-describedby={describedBy(`${ids}-files-help`, errors.files && `${ids}-files-error`)}
              className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
            />
            <p id={`${ids}-files-help`} className="text-xs text-muted-foreground">
              {t('disputes:open.filesHelp', { count: DISPUTE_FILES_MAX })}
            </p>
            <FieldError id={`${ids}-files-error`} message={errors.files} />
            {files.length > 0 ? (
              <ul className="space-y-1">
                {files.map((f, i) => (
                  <li key={`${f.name}-${i}`} className="flex items-center justify-between gap-2 text-sm">
                    <span className="truncate">{f.name}</span>
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={t('disputes:open.remove', { name: f.name })}
                      onClick={() => setFiles(files.filter((_, j) => j !== i))}
                    >
                      <X aria-hidden className="size-4" />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="submit" disabled={openDispute.isPending}>
              {openDispute.isPending ? t('disputes:open.sending') : t('disputes:open.submit')}
            </Button>
          </DialogFooter>
          <FormError message={formError} className="text-right" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
