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
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
  numberField,
  useFormField,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { Plus, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
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

/** The day a stored value stands for, as the date input shows it (it holds a day or an instant). */
function dayOf(value: string | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
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
    <Form {...form}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <FormField
          control={form.control}
          name="title"
          render={({ field }) => (
            <FormItem id="title">
              <FormLabel>{t('projects:postJob.fields.title')}</FormLabel>
              <FormControl>
                <Input
                  maxLength={PROJECT_TITLE_MAX}
                  placeholder={t('projects:postJob.fields.titlePlaceholder')}
                  {...field}
                />
              </FormControl>
              <p className="text-right text-xs text-muted-foreground">
                {t('projects:postJob.counter', { count: title.length, max: PROJECT_TITLE_MAX })}
              </p>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="category"
          render={({ field }) => (
            <FormItem id="category">
              <FormLabel>{t('projects:postJob.fields.category')}</FormLabel>
              <Select value={field.value || undefined} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder={t('projects:postJob.fields.categoryPlaceholder')} />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {CATEGORY_IDS.map((id) => (
                    <SelectItem key={id} value={id}>
                      {CATEGORY_LABELS[id][lang]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem id="description">
              <FormLabel>{t('projects:postJob.fields.description')}</FormLabel>
              <FormControl>
                <Textarea
                  rows={8}
                  maxLength={PROJECT_DESCRIPTION_INPUT_MAX}
                  placeholder={t('projects:postJob.fields.descriptionPlaceholder')}
                  {...field}
                />
              </FormControl>
              <p className="text-right text-xs text-muted-foreground">
                {t('projects:postJob.counter', {
                  count: description.length,
                  max: PROJECT_DESCRIPTION_INPUT_MAX,
                })}
              </p>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="budget"
            render={({ field }) => (
              <FormItem id="budget">
                <FormLabel>{t('projects:postJob.fields.budget')}</FormLabel>
                <FormControl>
                  <Input type="number" min={0} step="0.01" {...numberField(field)} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="dueDate"
            render={({ field }) => (
              <FormItem id="dueDate">
                <FormLabel>{t('projects:postJob.fields.dueDate')}</FormLabel>
                <FormControl>
                  <Input
                    type="date"
                    min={todayLocal()}
                    {...field}
                    value={dayOf(field.value)}
                    onChange={(e) => field.onChange(endOfDayIso(e.target.value))}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="requirements"
          render={() => (
            <FormItem id="requirements" className="space-y-0">
              <RequirementsSet>
                <legend className="text-sm font-medium">{t('projects:postJob.fields.requirements')}</legend>
                {requirements.map((_, index) => (
                  <FormField
                    key={index}
                    control={form.control}
                    name={`requirements.${index}`}
                    render={({ field }) => (
                      <FormItem id={`requirement-${index}`} className="space-y-1">
                        <div className="flex gap-2">
                          <FormControl>
                            <Input
                              aria-label={`${t('projects:postJob.fields.requirements')} ${index + 1}`}
                              maxLength={PROJECT_REQUIREMENT_MAX_LENGTH}
                              placeholder={t('projects:postJob.fields.requirementPlaceholder')}
                              {...field}
                            />
                          </FormControl>
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
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                ))}
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
                <FormMessage />
              </RequirementsSet>
            </FormItem>
          )}
        />
        <div className="space-y-1 text-center">
          <ReasonButton
            type="submit"
            className="w-full"
            pending={pending}
            reason={!dueDate && t('projects:postJob.needsDueDate')}
          >
            {pending ? submittingLabel : submitLabel}
          </ReasonButton>
          <FormRootMessage />
        </div>
      </form>
    </Form>
  );
}

/** The requirements' fieldset, which names the message about the whole list while it is shown. */
function RequirementsSet({ children }: { children: React.ReactNode }) {
  const { messageId, message } = useFormField();
  return (
    <fieldset className="space-y-2" aria-describedby={message ? messageId : undefined}>
      {children}
    </fieldset>
  );
}
