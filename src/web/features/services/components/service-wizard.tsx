import { packagesInput } from '@shared/schemas/contract';
import {
  SERVICE_LIMITS,
  type ServiceInput,
  serviceCategoryStep,
  serviceDetailsStep,
  serviceInput,
  servicePricingStep,
} from '@shared/schemas/service';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { FormError } from '@web/components/ui/field-error';
import { applyServerErrors, formErrorMessage } from '@web/lib/form-errors';
import { cn } from '@web/lib/utils';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useCreateService } from '../api/create-service';
import { CategoryFields } from './category-fields';
import { CountedField } from './counted-field';
import { ImagePicker } from './image-picker';
import { PackagesEditor, type PackagesForm, showPackageIssues } from './packages-editor';

type Field = keyof ServiceInput;
const STEPS = ['category', 'details', 'pricing', 'images'] as const;
const STEP_SCHEMAS: z.ZodType[] = [serviceCategoryStep, serviceDetailsStep, servicePricingStep];
const STEP_OF_FIELD: Record<Field, number> = {
  category: 0,
  subcategory: 0,
  header: 1,
  explanation: 1,
  pricing: 2,
  packages: 2,
};

/** The four-step Add Service wizard (spec part 2 §2, §4, §5), with Back keeping what was typed. */
export function ServiceWizard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateService();
  const [step, setStep] = useState(0);
  const [images, setImages] = useState<File[]>([]);
  const form = useForm<ServiceInput>({
    defaultValues: { category: '', subcategory: '', header: '', explanation: '', pricing: '' },
  });
  // The packages have their own form (shared with the edit dialog); Back keeps both.
  const packagesForm = useForm<PackagesForm>({ defaultValues: { packages: [] } });
  const values = form.watch();
  const { errors } = form.formState;

  const set = (field: Field, value: string) => {
    form.setValue(field, value);
    form.clearErrors(field);
  };

  /** Puts each field's first message under it; returns the first message overall. */
  const showIssues = (issues: z.core.$ZodIssue[]): z.core.$ZodIssue | undefined => {
    const seen = new Set<string>();
    for (const issue of issues) {
      const field = String(issue.path[0]) as Field;
      if (seen.has(field)) continue;
      seen.add(field);
      form.setError(field, { type: 'validate', message: issue.message });
    }
    return issues[0];
  };

  /** The pricing step also checks the packages; their messages go next to their fields. */
  const packagesValid = () => {
    const result = packagesInput.safeParse(packagesForm.getValues().packages);
    if (result.success) return null;
    showPackageIssues(packagesForm, result.error.issues);
    return result.error.issues[0]!;
  };

  const next = () => {
    const result = STEP_SCHEMAS[step]!.safeParse(form.getValues());
    const first = result.success ? undefined : showIssues(result.error.issues);
    const packageIssue = step === 2 ? packagesValid() : null;
    if (first || packageIssue) {
      const shown = first ?? packageIssue;
      toast.error(t('selling:validation.title'), { description: shown ? t(shown.message) : undefined });
      return;
    }
    setStep(step + 1);
  };

  const submit = async () => {
    const packages = packagesForm.getValues().packages;
    const result = serviceInput.safeParse({ ...form.getValues(), packages });
    if (!result.success) {
      const first = showIssues(result.error.issues.filter((i) => i.path[0] !== 'packages'));
      const packageIssue = packagesValid();
      if (first) setStep(STEP_OF_FIELD[String(first.path[0]) as Field] ?? 0);
      else if (packageIssue) setStep(STEP_OF_FIELD.packages);
      toast.error(t('selling:validation.title'), { description: t('selling:validation.checkAll') });
      return;
    }
    try {
      await create.mutateAsync({
        input: { ...form.getValues(), packages: packages.length > 0 ? packages : undefined },
        images,
      });
      toast.success(t('selling:wizard.success'));
      navigate('/profile');
    } catch (err) {
      // Everything typed stays: each refused field gets its message, and the wizard goes back to
      // the step of the first one; anything else stands by the button.
      const isPackage = (field: string) => field === 'packages' || field.startsWith('packages.');
      const marked = applyServerErrors(form, err, { ignore: isPackage });
      const packageMarks = applyServerErrors(packagesForm, err, {
        ignore: (field) => !isPackage(field),
      });
      const first = marked[0] as Field | undefined;
      if (first && first in STEP_OF_FIELD) setStep(STEP_OF_FIELD[first]);
      else if (packageMarks.length > 0) setStep(STEP_OF_FIELD.packages);
    }
  };

  const error = (field: Field) => errors[field]?.message;

  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader>
        <h1 className="text-2xl font-semibold leading-none tracking-tight">{t('selling:wizard.title')}</h1>
        <CardDescription>{t('selling:wizard.subtitle')}</CardDescription>
        <ol
          className="mt-4 grid grid-cols-4 gap-2"
          aria-label={t('selling:wizard.stepOf', { step: step + 1, total: 4 })}
        >
          {STEPS.map((name, i) => (
            <li
              key={name}
              aria-current={i === step ? 'step' : undefined}
              className={cn(
                'rounded-md border px-2 py-1 text-center text-xs font-medium',
                i === step && 'border-primary bg-primary text-primary-foreground',
                i < step && 'border-primary text-primary',
              )}
            >
              {t(`selling:wizard.steps.${name}`)}
            </li>
          ))}
        </ol>
        <p className="text-sm text-muted-foreground">
          {t('selling:wizard.stepOf', { step: step + 1, total: 4 })}
        </p>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="space-y-6"
          onSubmit={(e) => {
            e.preventDefault();
            if (step < 3) next();
            else void submit();
          }}
        >
          {step === 0 && (
            <CategoryFields
              category={values.category}
              subcategory={values.subcategory}
              categoryError={error('category')}
              subcategoryError={error('subcategory')}
              onCategoryChange={(v) => {
                set('category', v);
                set('subcategory', '');
              }}
              onSubcategoryChange={(v) => set('subcategory', v)}
            />
          )}
          {step === 1 && (
            <>
              <CountedField
                id="service-header"
                label={t('selling:wizard.header')}
                placeholder={t('selling:wizard.headerPlaceholder')}
                value={values.header}
                max={SERVICE_LIMITS.header.max}
                error={error('header')}
                onChange={(v) => set('header', v)}
              />
              <CountedField
                id="service-explanation"
                label={t('selling:wizard.explanation')}
                placeholder={t('selling:wizard.explanationPlaceholder')}
                value={values.explanation}
                max={SERVICE_LIMITS.explanation.max}
                error={error('explanation')}
                multiline
                rows={8}
                onChange={(v) => set('explanation', v)}
              />
            </>
          )}
          {step === 2 && (
            <>
              <PackagesEditor form={packagesForm} idPrefix="wizard" />
              <CountedField
                id="service-pricing"
                label={t('selling:wizard.pricing')}
                placeholder={t('selling:wizard.pricingPlaceholder')}
                value={values.pricing}
                max={SERVICE_LIMITS.pricing.max}
                error={error('pricing')}
                multiline
                rows={5}
                onChange={(v) => set('pricing', v)}
              />
            </>
          )}
          {step === 3 && <ImagePicker files={images} onChange={setImages} />}
          <div className="flex justify-between gap-2">
            {step > 0 ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => setStep(step - 1)}
                disabled={create.isPending}
              >
                {t('selling:wizard.back')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={create.isPending}>
              {step < 3
                ? t('selling:wizard.continue')
                : create.isPending
                  ? t('selling:wizard.creating')
                  : t('selling:wizard.create')}
            </Button>
          </div>
          <FormError message={formErrorMessage(errors)} className="text-right" />
        </form>
      </CardContent>
    </Card>
  );
}
