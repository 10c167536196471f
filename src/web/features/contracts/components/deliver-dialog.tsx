import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTRACT_TEXT_MAX,
  DELIVERY_FILE_TYPES,
  DELIVERY_FILES_MAX,
  deliveryMessage,
  type Milestone,
} from '@shared/schemas/contract';
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
} from '@web/components/ui/form';
import { Textarea } from '@web/components/ui/textarea';
import { useFormDraft } from '@web/lib/form-draft';
import { applyServerErrors, FORM_ERROR } from '@web/lib/form-errors';
import { Send, X } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { useDeliver } from '../api/contract-actions';
import { checkDeliveryFiles } from '../lib/delivery-files';

const ACCEPT = DELIVERY_FILE_TYPES.join(',');

/** The message as the server checks it; the files are checked as they are chosen. */
const deliverForm = z.object({ message: deliveryMessage, files: z.array(z.custom<File>()) });
type DeliverValues = z.input<typeof deliverForm>;

export function DeliverDialog({ contractId, milestone }: { contractId: string; milestone: Milestone }) {
  const { t } = useTranslation();
  const deliver = useDeliver(contractId);
  const [open, setOpen] = useState(false);
  const form = useForm<DeliverValues>({
    resolver: zodResolver(deliverForm),
    defaultValues: { message: '', files: [] },
  });
  // The message outlives the dialog (a live update that closes it, a reload) until it is delivered.
  const clearDraft = useFormDraft(form, `deliver:${contractId}:${milestone.id}`, ['message']);
  const typed = (form.watch('message') ?? '').trim() !== '';
  const files = form.watch('files');

  /** Chosen files, checked as the server checks them; the first problem stands by the field. */
  const setFiles = (next: File[], error: string | null = null) => {
    form.setValue('files', next);
    form.clearErrors('files');
    form.clearErrors(FORM_ERROR);
    if (error) form.setError('files', { type: 'client', message: error });
  };
  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const next = checkDeliveryFiles(files, Array.from(e.target.files ?? []));
    setFiles(next.files, next.error);
    e.target.value = '';
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await deliver.mutateAsync({ milestoneId: milestone.id, message: values.message, files: values.files });
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
            <FormField
              control={form.control}
              name="files"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('contracts:deliver.files')}</FormLabel>
                  <FormControl>
                    <input
                      ref={field.ref}
                      name={field.name}
                      type="file"
                      multiple
                      accept={ACCEPT}
                      onChange={onFiles}
                      className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
                    />
                  </FormControl>
                  <FormDescription>
                    {t('contracts:deliver.filesHelp', { count: DELIVERY_FILES_MAX })}
                  </FormDescription>
                  <FormMessage />
                  {files.length > 0 ? (
                    <ul className="space-y-1" aria-label={t('contracts:deliver.chosen')}>
                      {files.map((f, i) => (
                        <li
                          key={`${f.name}-${i}`}
                          className="flex items-center justify-between gap-2 text-sm"
                        >
                          <span className="truncate">{f.name}</span>
                          <Button
                            type="button"
                            size="icon"
                            variant="ghost"
                            aria-label={t('contracts:deliver.remove', { name: f.name })}
                            onClick={() => setFiles(files.filter((_, j) => j !== i))}
                          >
                            <X aria-hidden className="size-4" />
                          </Button>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </FormItem>
              )}
            />
            <DialogFooter>
              <div className="flex flex-col items-end gap-1">
                <ReasonButton
                  type="submit"
                  pending={deliver.isPending}
                  reason={!typed && t('contracts:deliver.needsMessage')}
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
