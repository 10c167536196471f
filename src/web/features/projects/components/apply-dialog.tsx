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
import { FieldError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api';
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

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apply.mutateAsync(values);
      toast.success(t('projects:apply.success'));
      setOpen(false);
      form.reset();
    } catch (err) {
      toast.error(t('projects:apply.failed'), { description: errorMessage(err) });
    }
  });

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
              id="coverLetter"
              rows={6}
              maxLength={COVER_LETTER_MAX}
              placeholder={t('projects:apply.coverLetterPlaceholder')}
              aria-invalid={Boolean(errors.coverLetter)}
              {...form.register('coverLetter')}
            />
            <p className="text-right text-xs text-muted-foreground">
              {t('projects:postJob.counter', { count: letter.length, max: COVER_LETTER_MAX })}
            </p>
            <FieldError message={errors.coverLetter?.message && t(errors.coverLetter.message)} />
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div className="space-y-2">
              <Label htmlFor="proposedPrice">{t('projects:apply.price')}</Label>
              <Input
                id="proposedPrice"
                type="number"
                min={10}
                step="0.01"
                aria-invalid={Boolean(errors.proposedPrice)}
                {...form.register('proposedPrice', { valueAsNumber: true })}
              />
              <FieldError message={errors.proposedPrice?.message && t(errors.proposedPrice.message)} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="deliveryDays">{t('projects:apply.days')}</Label>
              <Input
                id="deliveryDays"
                type="number"
                min={1}
                max={365}
                step="1"
                aria-invalid={Boolean(errors.deliveryDays)}
                {...form.register('deliveryDays', { valueAsNumber: true })}
              />
              <FieldError message={errors.deliveryDays?.message && t(errors.deliveryDays.message)} />
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
        </form>
      </DialogContent>
    </Dialog>
  );
}
