import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate } from '@shared/dates';
import { CONTRACT_TEXT_MAX, type ContractDetail, requirementsInput } from '@shared/schemas/contract';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import { FieldError, FormError } from '@web/components/ui/field-error';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { applyServerErrors, fieldA11y, formErrorMessage } from '@web/lib/form-errors';
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
  const field = fieldA11y(form.formState.errors, 'requirements', 'contract-requirements', t);
  const typed = (form.watch('requirements') ?? '').trim() !== '';
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values.requirements.trim());
      toast.success(t('contracts:requirements.sent'));
    } catch (err) {
      // What was typed stays; the reason stands by its field or by the button.
      applyServerErrors(form, err);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-sm text-muted-foreground">{t('contracts:requirements.help')}</p>
      <div className="space-y-2">
        <Label htmlFor="contract-requirements">{t('contracts:requirements.label')}</Label>
        <Textarea
          rows={6}
          maxLength={CONTRACT_TEXT_MAX}
          {...field.props}
          {...form.register('requirements')}
        />
        <FieldError id={field.errorId} message={field.message} />
      </div>
      <div className="space-y-1">
        <ReasonButton
          type="submit"
          pending={send.isPending}
          reason={!typed && t('contracts:requirements.needsText')}
        >
          {t('contracts:requirements.submit')}
        </ReasonButton>
      </div>
      <FormError message={formErrorMessage(form.formState.errors)} />
    </form>
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
