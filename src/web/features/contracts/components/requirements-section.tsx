import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate } from '@shared/dates';
import { CONTRACT_TEXT_MAX, type ContractDetail, requirementsInput } from '@shared/schemas/contract';
import { AttachmentList } from '@web/components/attachments/attachment-list';
import { AttachmentPicker, useAttachmentUploads } from '@web/components/attachments/attachment-picker';
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
import { currentLanguage } from '@web/lib/i18n';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useSendRequirements } from '../api/contract-actions';

type Values = z.input<typeof requirementsInput>;

function RequirementsForm({ contractId }: { contractId: string }) {
  const { t } = useTranslation();
  const send = useSendRequirements(contractId);
  const form = useForm<Values>({
    resolver: zodResolver(requirementsInput),
    defaultValues: { requirements: '' },
  });
  const typed = (form.watch('requirements') ?? '').trim() !== '';
  // Files for the freelancer (decision 123), uploaded as they are chosen.
  const uploads = useAttachmentUploads();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ requirements: values.requirements.trim(), attachments: uploads.ids });
      uploads.reset();
      toast.success(t('contracts:requirements.sent'));
    } catch (err) {
      // What was typed stays; the reason stands by its field or by the button.
      applyServerErrors(form, err);
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <p className="text-sm text-muted-foreground">{t('contracts:requirements.help')}</p>
        <FormField
          control={form.control}
          name="requirements"
          render={({ field }) => (
            <FormItem id="contract-requirements">
              <FormLabel>{t('contracts:requirements.label')}</FormLabel>
              <FormControl>
                <Textarea rows={6} maxLength={CONTRACT_TEXT_MAX} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <AttachmentPicker uploads={uploads} label={t('common:attachments.attach')} />
        <div className="space-y-1">
          <ReasonButton
            type="submit"
            pending={send.isPending}
            reason={
              (!typed && t('contracts:requirements.needsText')) ||
              (uploads.busy && t('common:attachments.error.uploading'))
            }
          >
            {t('contracts:requirements.submit')}
          </ReasonButton>
        </div>
        <FormRootMessage />
      </form>
    </Form>
  );
}

/** The client's requirements: the form while they are due, then the text sent. */
export function RequirementsSection({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const canSend = contract.actions.includes('sendRequirements');
  if (!canSend && !contract.requirements) return null;
  return (
    <section aria-labelledby="contract-requirements-title" className="space-y-3 rounded-lg border p-4">
      <h2 id="contract-requirements-title" className="text-lg font-semibold">
        {t('contracts:requirements.title')}
      </h2>
      {contract.requirements ? (
        <>
          <p className="whitespace-pre-line break-words text-sm">{contract.requirements}</p>
          <AttachmentList
            files={contract.events.filter((e) => e.kind === 'requirements_sent').flatMap((e) => e.files)}
          />
          {contract.requirementsAt ? (
            <p className="text-xs text-muted-foreground">
              {t('contracts:requirements.sentOn', { date: formatDate(contract.requirementsAt, lang) })}
            </p>
          ) : null}
        </>
      ) : null}
      {canSend ? <RequirementsForm contractId={contract.id} /> : null}
    </section>
  );
}
