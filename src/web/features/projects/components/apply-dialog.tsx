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
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
  numberField,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useFormDraft } from '@web/lib/form-draft';
import { applyServerErrors } from '@web/lib/form-errors';
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
  const letter = form.watch('coverLetter') ?? '';
  const { user } = useSession();
  // The cover letter survives a closed dialog or a page left and come back to.
  const clearDraft = useFormDraft(form, `apply:${projectId}`, ['coverLetter']);

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
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name="coverLetter"
              render={({ field }) => (
                <FormItem id="coverLetter">
                  <FormLabel>{t('projects:apply.coverLetter')}</FormLabel>
                  <FormControl>
                    <Textarea
                      rows={6}
                      maxLength={COVER_LETTER_MAX}
                      placeholder={t('projects:apply.coverLetterPlaceholder')}
                      {...field}
                    />
                  </FormControl>
                  <FormDescription className="text-right">
                    {t('projects:postJob.counter', { count: letter.length, max: COVER_LETTER_MAX })}
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid grid-cols-2 gap-4">
              <FormField
                control={form.control}
                name="proposedPrice"
                render={({ field }) => (
                  <FormItem id="proposedPrice">
                    <FormLabel>{t('projects:apply.price')}</FormLabel>
                    <FormControl>
                      <Input type="number" min={10} step="0.01" {...numberField(field)} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="deliveryDays"
                render={({ field }) => (
                  <FormItem id="deliveryDays">
                    <FormLabel>{t('projects:apply.days')}</FormLabel>
                    <FormControl>
                      <Input type="number" min={1} max={365} step="1" {...numberField(field)} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t('projects:apply.cancel')}
              </Button>
              <Button type="submit" disabled={apply.isPending}>
                {apply.isPending ? t('projects:apply.submitting') : t('projects:apply.submit')}
              </Button>
            </DialogFooter>
            <FormRootMessage className="text-right" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
