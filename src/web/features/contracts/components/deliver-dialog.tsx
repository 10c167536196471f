import { zodResolver } from '@hookform/resolvers/zod';
import { CONTRACT_TEXT_MAX, deliveryMessage, type Milestone } from '@shared/schemas/contract';
import { AttachmentPicker, useAttachmentUploads } from '@web/components/attachments/attachment-picker';
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
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@web/components/ui/form';
import { Textarea } from '@web/components/ui/textarea';
import { useFormDraft } from '@web/lib/form-draft';
import { applyServerErrors } from '@web/lib/form-errors';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { useDeliver } from '../api/contract-actions';

/** The message as the server checks it; the files are uploaded and checked as they are chosen. */
const deliverForm = z.object({ message: deliveryMessage });
type DeliverValues = z.input<typeof deliverForm>;

export function DeliverDialog({ contractId, milestone }: { contractId: string; milestone: Milestone }) {
  const { t } = useTranslation();
  const deliver = useDeliver(contractId);
  const [open, setOpen] = useState(false);
  const form = useForm<DeliverValues>({
    resolver: zodResolver(deliverForm),
    defaultValues: { message: '' },
  });
  // The message outlives the dialog (a live update that closes it, a reload) until it is delivered.
  const clearDraft = useFormDraft(form, `deliver:${contractId}:${milestone.id}`, ['message']);
  const typed = (form.watch('message') ?? '').trim() !== '';
  // Each file uploads as it is chosen, with its progress; refused ones are listed with the reason.
  const uploads = useAttachmentUploads();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await deliver.mutateAsync({
        milestoneId: milestone.id,
        message: values.message,
        attachments: uploads.ids,
      });
      uploads.reset();
      toast.success(t('contracts:deliver.success'));
      // Forgotten at once: the answer often unmounts the dialog before any effect would run.
      clearDraft();
      form.reset();
      setOpen(false);
    } catch (err) {
      // The dialog stays open with the message and the files; the reason stands by its field.
      applyServerErrors(form, err);
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Send aria-hidden className="size-4" />
          {t('contracts:actions.deliver')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('contracts:deliver.title')}</DialogTitle>
          <DialogDescription>
            {t('contracts:deliver.description', { title: milestone.title })}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name="message"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('contracts:deliver.message')}</FormLabel>
                  <FormControl>
                    <Textarea rows={5} maxLength={CONTRACT_TEXT_MAX} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <AttachmentPicker uploads={uploads} label={t('contracts:deliver.files')} />
            <DialogFooter>
              <div className="flex flex-col items-end gap-1">
                <ReasonButton
                  type="submit"
                  pending={deliver.isPending}
                  reason={
                    (!typed && t('contracts:deliver.needsMessage')) ||
                    (uploads.busy && t('common:attachments.error.uploading'))
                  }
                >
                  {deliver.isPending ? t('contracts:deliver.sending') : t('contracts:deliver.submit')}
                </ReasonButton>
              </div>
            </DialogFooter>
            <FormRootMessage className="text-right" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
