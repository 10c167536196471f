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
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { useSession } from '@web/features/auth/api/session';
import { errorMessage } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { Plus, X } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCreateProject } from '../api/create-project';

/** Today in the browser's time zone as YYYY-MM-DD, for the date input's lower bound. */
function todayLocal(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A chosen day is due at its end in the poster's time zone, so "today" is still in the future. */
function endOfDayIso(value: string): string {
  return value ? new Date(`${value}T23:59:59`).toISOString() : '';
}

export function PostJobPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const create = useCreateProject();
  const lang = currentLanguage();
  const form = useForm<ProjectInput>({
    resolver: zodResolver(projectInput) as never,
    defaultValues: { title: '', description: '', category: '', dueDate: '', requirements: [] },
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
    if (!user) {
      toast.error(t('projects:postJob.mustLogin'));
      return;
    }
    try {
      await create.mutateAsync(values);
      toast.success(t('projects:postJob.success'));
      navigate('/my-projects');
    } catch (err) {
      toast.error(t('projects:postJob.error'), { description: errorMessage(err) });
    }
  }, onInvalid);

  const setRequirements = (next: string[]) => form.setValue('requirements', next);
  // Blank requirement rows are left-over inputs, not requirements.
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    setRequirements(requirements.filter((r) => r.trim() !== ''));
    return onSubmit(event);
  };

  return (
    <div className="container mx-auto max-w-2xl px-4 py-8">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('projects:postJob.title')}</h1>
          <CardDescription>{t('projects:postJob.subtitle')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="space-y-5">
            <div className="space-y-2">
              <Label htmlFor="title">{t('projects:postJob.fields.title')}</Label>
              <Input
                id="title"
                maxLength={PROJECT_TITLE_MAX}
                placeholder={t('projects:postJob.fields.titlePlaceholder')}
                {...form.register('title')}
              />
              <p className="text-right text-xs text-muted-foreground">
                {t('projects:postJob.counter', { count: title.length, max: PROJECT_TITLE_MAX })}
              </p>
            </div>
            <div className="space-y-2">
              <Label htmlFor="category">{t('projects:postJob.fields.category')}</Label>
              <Controller
                control={form.control}
                name="category"
                render={({ field }) => (
                  <Select value={field.value || undefined} onValueChange={field.onChange}>
                    <SelectTrigger id="category">
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
            </div>
            <div className="space-y-2">
              <Label htmlFor="description">{t('projects:postJob.fields.description')}</Label>
              <Textarea
                id="description"
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
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-2">
                <Label htmlFor="budget">{t('projects:postJob.fields.budget')}</Label>
                <Input
                  id="budget"
                  type="number"
                  min={0}
                  step="0.01"
                  {...form.register('budget', { valueAsNumber: true })}
                />
              </div>
              <div className="space-y-2">
                <Label htmlFor="dueDate">{t('projects:postJob.fields.dueDate')}</Label>
                <Input
                  id="dueDate"
                  type="date"
                  min={todayLocal()}
                  {...form.register('dueDate', { setValueAs: endOfDayIso })}
                />
              </div>
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t('projects:postJob.fields.requirements')}</legend>
              {requirements.map((value, index) => (
                <div key={index} className="flex gap-2">
                  <Input
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
              ))}
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={requirements.length >= PROJECT_REQUIREMENTS_MAX}
                onClick={() => setRequirements([...requirements, ''])}
              >
                <Plus className="size-4" aria-hidden="true" />
                {t('projects:postJob.fields.addRequirement')}
              </Button>
            </fieldset>
            <Button type="submit" className="w-full" disabled={!dueDate || create.isPending}>
              {create.isPending ? t('projects:postJob.submitting') : t('projects:postJob.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
