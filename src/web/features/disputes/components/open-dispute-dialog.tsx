import { zodResolver } from '@hookform/resolvers/zod';
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
import { applyServerErrors } from '@web/lib/form-errors';
import { Scale, X } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { useOpenDispute } from '../api/disputes';

/** The reason and description as the server checks them; the files are counted as they are chosen. */
const openForm = disputeOpenFields.extend({ files: z.array(z.custom<File>()) });
type OpenOutput = z.output<typeof openForm>;
/** What the dialog holds: the reason is '' until one is chosen (the schema refuses it then). */
type OpenValues = Omit<z.input<typeof openForm>, 'reason'> & { reason: string };
const openResolver = zodResolver(openForm) as unknown as Resolver<OpenValues, unknown, OpenOutput>;

/** 'Open a dispute' (detail.actions has 'openDispute'): reason, description, up to five files. */
export function OpenDisputeDialog({ contractId }: { contractId: string }) {
  const { t } = useTranslation();
  const openDispute = useOpenDispute(contractId);
  const [open, setOpen] = useState(false);
  const form = useForm<OpenValues, unknown, OpenOutput>({
    resolver: openResolver,
    defaultValues: { reason: '', description: '', files: [] },
  });
  // The description survives a closed dialog or a reload (this tab only), until the dispute is sent.
  const clearDraft = useFormDraft(form, `dispute:${contractId}`, ['description']);
  const files = form.watch('files');

  const setFiles = (next: File[]) => {
    form.setValue('files', next);
    form.clearErrors('files');
  };
  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const next = [...files, ...Array.from(e.target.files ?? [])];
    e.target.value = '';
    if (next.length > DISPUTE_FILES_MAX) {
      form.setError('files', { type: 'client', message: 'disputes:open.tooManyFiles' });
      return;
    }
    setFiles(next);
  };

  const onSubmit = form.handleSubmit(async ({ reason, description, files }) => {
    try {
      await openDispute.mutateAsync({ reason, description, files });
      toast.success(t('disputes:open.success'));
      // Forgotten at once: the answer often unmounts the dialog before any effect would run.
      clearDraft();
      form.reset();
      setOpen(false);
    } catch (err) {
      // Everything typed and chosen stays; each message stands by its field, or by the button.
      applyServerErrors(form, err);
    }
  });

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
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('disputes:open.reason')}</FormLabel>
                  <FormControl>
                    <select
                      {...field}
                      className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
                    >
                      <option value="">{t('disputes:open.reasonPlaceholder')}</option>
                      {DISPUTE_REASONS.map((r) => (
                        <option key={r} value={r}>
                          {t(`disputes:reason.${r}`)}
                        </option>
                      ))}
                    </select>
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="description"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('disputes:open.details')}</FormLabel>
                  <FormControl>
                    <Textarea rows={5} maxLength={DISPUTE_TEXT_MAX} {...field} />
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
                  <FormLabel>{t('disputes:open.files')}</FormLabel>
                  <FormControl>
                    <input
                      ref={field.ref}
                      name={field.name}
                      type="file"
                      multiple
                      accept={DELIVERY_FILE_TYPES.join(',')}
                      onChange={onFiles}
                      className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
                    />
                  </FormControl>
                  <FormDescription>
                    {t('disputes:open.filesHelp', { count: DISPUTE_FILES_MAX })}
                  </FormDescription>
                  <FormMessage />
                  {files.length > 0 ? (
                    <ul className="space-y-1">
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
                            aria-label={t('disputes:open.remove', { name: f.name })}
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
              <Button type="submit" disabled={openDispute.isPending}>
                {openDispute.isPending ? t('disputes:open.sending') : t('disputes:open.submit')}
              </Button>
            </DialogFooter>
            <FormRootMessage className="text-right" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
