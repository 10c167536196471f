import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORY_IDS, CATEGORY_LABELS } from '@shared/categories';
import {
  PROJECT_DESCRIPTION_INPUT_MAX,
  PROJECT_REQUIREMENT_MAX_LENGTH,
  PROJECT_REQUIREMENTS_MAX,
  PROJECT_TITLE_MAX,
  type ProjectInput,
  projectInput,
} from '@shared/schemas/project';
import { Button } from '@web/components/ui/button';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import { FieldError, FormError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { applyServerErrors, fieldA11y, formErrorMessage } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { Plus, X } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/** Today in the browser's time zone as YYYY-MM-DD, for the date input's lower bound. */
function todayLocal(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A chosen day is due at its end in the poster's time zone, so "today" is still in the future. */
function endOfDayIso(value: string): string {
  return value ? new Date(`${value}T23:59:59`).toISOString() : '';
}

/** The project form of Post a project and Edit project: the shared schema, errors next to each field. */
export function ProjectForm({
  defaultValues,
  submitLabel,
  submittingLabel,
  pending,
  onSubmit: save,
}: {
  defaultValues: ProjectInput;
  submitLabel: string;
  submittingLabel: string;
  pending: boolean;
  /**
   * Saves; on a server error it throws, and the form keeps everything typed and shows each refused
   * field's message by it (the rest by the button).
   */
  onSubmit: (values: ProjectInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const form = useForm<ProjectInput>({
    resolver: zodResolver(projectInput) as never,
    defaultValues,
  });
  const title = form.watch('title') ?? '';
  const description = form.watch('description') ?? '';
  const dueDate = form.watch('dueDate');
  const requirements = form.watch('requirements') ?? [];
  const errors = form.formState.errors;
  const field = (name: string, id = name) => fieldA11y(errors, name, id, t);
  const titleField = field('title');
  const categoryField = field('category');
  const descriptionField = field('description');
  const budgetField = field('budget');
  const dueDateField = field('dueDate');
  const requirementsField = field('requirements');

  const onInvalid = () => {
    const result = projectInput.safeParse(form.getValues());
    const first = result.success ? undefined : result.error.issues[0]?.message;
    toast.error(t('projects:postJob.validationError'), { description: first ? t(first) : undefined });
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (err) {
      applyServerErrors(form, err);
    }
  }, onInvalid);

  const setRequirements = (next: string[]) => form.setValue('requirements', next);
  // Blank requirement rows are left-over inputs, not requirements.
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    setRequirements(requirements.filter((r) => r.trim() !== ''));
    return onSubmit(event);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-2">
        <Label htmlFor="title">{t('projects:postJob.fields.title')}</Label>
        <Input
          {...titleField.props}
          maxLength={PROJECT_TITLE_MAX}
          placeholder={t('projects:postJob.fields.titlePlaceholder')}
          {...form.register('title')}
        />
        <p className="text-right text-xs text-muted-foreground">
          {t('projects:postJob.counter', { count: title.length, max: PROJECT_TITLE_MAX })}
        </p>
        <FieldError id={titleField.errorId} message={titleField.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="category">{t('projects:postJob.fields.category')}</Label>
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <Select value={field.value || undefined} onValueChange={field.onChange}>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...categoryField.props}>
                <SelectValue placeholder={t('projects:postJob.fields.categoryPlaceholder')} />
              </SelectTrigger>
              <SelectContent>
                {CATEGORY_IDS.map((id) => (
                  <SelectItem key={id} value={id}>
                    {CATEGORY_LABELS[id][lang]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <FieldError id={categoryField.errorId} message={categoryField.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="description">{t('projects:postJob.fields.description')}</Label>
        <Textarea
          {...descriptionField.props}
          rows={8}
          maxLength={PROJECT_DESCRIPTION_INPUT_MAX}
          placeholder={t('projects:postJob.fields.descriptionPlaceholder')}
          {...form.register('description')}
        />
        <p className="text-right text-xs text-muted-foreground">
          {t('projects:postJob.counter', {
            count: description.length,
            max: PROJECT_DESCRIPTION_INPUT_MAX,
          })}
        </p>
        <FieldError id={descriptionField.errorId} message={descriptionField.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="budget">{t('projects:postJob.fields.budget')}</Label>
          <Input
            {...budgetField.props}
            type="number"
            min={0}
            step="0.01"
            {...form.register('budget', { valueAsNumber: true })}
          />
          <FieldError id={budgetField.errorId} message={budgetField.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="dueDate">{t('projects:postJob.fields.dueDate')}</Label>
          <Input
            {...dueDateField.props}
            type="date"
            min={todayLocal()}
            {...form.register('dueDate', { setValueAs: endOfDayIso })}
          />
          <FieldError id={dueDateField.errorId} message={dueDateField.message} />
        </div>
      </div>
      <fieldset className="space-y-2" aria-describedby={requirementsField.props['aria-describedby']}>
        <legend className="text-sm font-medium">{t('projects:postJob.fields.requirements')}</legend>
        {requirements.map((value, index) => {
          const row = field(`requirements.${index}`, `requirement-${index}`);
          return (
            <div key={index} className="space-y-1">
              <div className="flex gap-2">
                <Input
                  {...row.props}
                  aria-label={`${t('projects:postJob.fields.requirements')} ${index + 1}`}
                  maxLength={PROJECT_REQUIREMENT_MAX_LENGTH}
                  placeholder={t('projects:postJob.fields.requirementPlaceholder')}
                  value={value}
                  onChange={(e) =>
                    setRequirements(requirements.map((r, i) => (i === index ? e.target.value : r)))
                  }
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('projects:postJob.fields.removeRequirement', { index: index + 1 })}
                  onClick={() => setRequirements(requirements.filter((_, i) => i !== index))}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </div>
              <FieldError id={row.errorId} message={row.message} />
            </div>
          );
        })}
        <ReasonButton
          type="button"
          variant="outline"
          size="sm"
          reason={
            requirements.length >= PROJECT_REQUIREMENTS_MAX &&
            t('projects:postJob.fields.requirementsFull', { max: PROJECT_REQUIREMENTS_MAX })
          }
          onClick={() => setRequirements([...requirements, ''])}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('projects:postJob.fields.addRequirement')}
        </ReasonButton>
        <FieldError id={requirementsField.errorId} message={requirementsField.message} />
      </fieldset>
      <div className="space-y-1 text-center">
        <ReasonButton
          type="submit"
          className="w-full"
          pending={pending}
          reason={!dueDate && t('projects:postJob.needsDueDate')}
        >
          {pending ? submittingLabel : submitLabel}
        </ReasonButton>
        <FormError message={formErrorMessage(errors)} />
      </div>
    </form>
  );
}
