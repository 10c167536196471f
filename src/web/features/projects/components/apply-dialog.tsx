import { zodResolver } from '@hookform/resolvers/zod';
import { type ApplicationInput, applicationInput, COVER_LETTER_MAX } from '@shared/schemas/project';
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
import { FieldError, FormError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useFormDraft } from '@web/lib/form-draft';
import { applyServerErrors, fieldA11y, formErrorMessage } from '@web/lib/form-errors';
import { useSession } from '@web/lib/session';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApplyToProject } from '../api/apply-to-project';

export function ApplyDialog({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const apply = useApplyToProject(projectId);
  const form = useForm<ApplicationInput>({
    resolver: zodResolver(applicationInput),
    defaultValues: { coverLetter: '' },
  });
  const { errors } = form.formState;
  const letter = form.watch('coverLetter') ?? '';
  const { user } = useSession();
  // The cover letter survives a closed dialog or a page left and come back to.
  const clearDraft = useFormDraft(form, `apply:${projectId}`, ['coverLetter']);
  const coverLetter = fieldA11y(errors, 'coverLetter', 'coverLetter', t);
  const proposedPrice = fieldA11y(errors, 'proposedPrice', 'proposedPrice', t);
  const deliveryDays = fieldA11y(errors, 'deliveryDays', 'deliveryDays', t);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apply.mutateAsync(values);
      toast.success(t('projects:apply.success'));
      clearDraft();
      setOpen(false);
      form.reset();
    } catch (err) {
      // The dialog stays open with everything typed; each message stands by its field.
      applyServerErrors(form, err);
    }
  });

  if (user && !user.emailVerified)
    return (
      <div className="space-y-1">
        <ReasonButton className="w-full" reason={t('projects:apply.needsVerified')}>
          {t('projects:public.apply')}
        </ReasonButton>
      </div>
    );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="w-full">{t('projects:public.apply')}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('projects:apply.title')}</DialogTitle>
          <DialogDescription>{t('projects:apply.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="coverLetter">{t('projects:apply.coverLetter')}</Label>
            <Textarea
              rows={6}
              maxLength={COVER_LETTER_MAX}
              placeholder={t('projects:apply.coverLetterPlaceholder')}
              {...coverLetter.props}
              {...form.register('coverLetter')}
            />
            <p className="text-right text-xs text-muted-foreground">
              {t('projects:postJob.counter', { count: letter.length, max: COVER_LETTER_MAX })}
            </p>
            <FieldError id={coverLetter.errorId} message={coverLetter.message} />
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div className="space-y-2">
              <Label htmlFor="proposedPrice">{t('projects:apply.price')}</Label>
              <Input
                type="number"
                min={10}
                step="0.01"
                {...proposedPrice.props}
                {...form.register('proposedPrice', { valueAsNumber: true })}
              />
              <FieldError id={proposedPrice.errorId} message={proposedPrice.message} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="deliveryDays">{t('projects:apply.days')}</Label>
              <Input
                type="number"
                min={1}
                max={365}
                step="1"
                {...deliveryDays.props}
                {...form.register('deliveryDays', { valueAsNumber: true })}
              />
              <FieldError id={deliveryDays.errorId} message={deliveryDays.message} />
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('projects:apply.cancel')}
            </Button>
            <Button type="submit" disabled={apply.isPending}>
              {apply.isPending ? t('projects:apply.submitting') : t('projects:apply.submit')}
            </Button>
          </DialogFooter>
          <FormError message={formErrorMessage(errors)} className="text-right" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
