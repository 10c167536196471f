import { zodResolver } from '@hookform/resolvers/zod';
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
import { Form, FormRootMessage } from '@web/components/ui/form';
import { applyServerErrors, messageText } from '@web/lib/form-errors';
import { cn } from '@web/lib/utils';
import { useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCreateService } from '../api/create-service';
import { CategoryFields } from './category-fields';
import { CountedField } from './counted-field';
import { ImagePicker } from './image-picker';
import { PackagesEditor, type PackagesForm, showPackageIssues } from './packages-editor';
import {
  altInputOf,
  type SecondLanguageDraft,
  SecondLanguageEditor,
  secondLanguageIssue,
} from './second-language';

type Field = keyof ServiceInput;
const STEPS = ['category', 'details', 'pricing', 'images'] as const;
/** What each step checks; the last step (the images) checks the whole service. */
const STEP_SCHEMAS = [serviceCategoryStep, serviceDetailsStep, servicePricingStep, serviceInput] as const;
const FIELD_ORDER: Field[] = ['category', 'subcategory', 'header', 'explanation', 'pricing'];
const STEP_OF_FIELD: Record<Field, number> = {
  category: 0,
  subcategory: 0,
  header: 1,
  explanation: 1,
  pricing: 2,
  packages: 2,
  alt: 1,
};

/** The four-step Add Service wizard (spec part 2 §2, §4, §5), with Back keeping what was typed. */
export function ServiceWizard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateService();
  const [step, setStep] = useState(0);
  // The step the resolver checks; changed with the step (in the event, not by an effect).
  const checking = useRef(0);
  const go = (next: number) => {
    checking.current = next;
    setStep(next);
  };
  const [images, setImages] = useState<File[]>([]);
  const form = useForm<ServiceInput>({
    resolver: ((values, context, options) =>
      zodResolver(STEP_SCHEMAS[checking.current]!)(
        values,
        context,
        options as never,
      )) as Resolver<ServiceInput>,
    // A message stays until the field changes or the next Continue (CountedField clears it).
    reValidateMode: 'onSubmit',
    defaultValues: { category: '', subcategory: '', header: '', explanation: '', pricing: '' },
  });
  // The packages have their own form (shared with the edit dialog); Back keeps both.
  const packagesForm = useForm<PackagesForm>({ defaultValues: { packages: [] } });
  // The texts in the other language, when the seller writes them (decision 130).
  const [second, setSecond] = useState<SecondLanguageDraft | null>(null);
  const packageList = packagesForm.watch('packages');
  const tiers = packageList.map((p) => p.tier);
  /** The second language's first problem on this step (or any step when saving), shown as a toast. */
  const secondIssue = (onStep: number | null) => {
    const issue = secondLanguageIssue(second, tiers);
    if (!issue) return null;
    const issueStep = issue.part === 'pricing' ? 2 : 1;
    if (onStep !== null && onStep !== issueStep) return null;
    return { ...issue, step: issueStep };
  };

  /** The pricing step also checks the packages; their messages go next to their fields. */
  const packagesValid = () => {
    const result = packagesInput.safeParse(packagesForm.getValues().packages);
    if (result.success) return null;
    showPackageIssues(packagesForm, result.error.issues);
    return result.error.issues[0]!;
  };
  const firstError = (errors: FieldErrors<ServiceInput>) => FIELD_ORDER.find((f) => errors[f]);

  const next = () => {
    const packageIssue = step === 2 ? packagesValid() : null;
    if (packageIssue) {
      toast.error(t('selling:validation.title'), { description: t(packageIssue.message) });
      return;
    }
    const altIssue = secondIssue(step);
    if (altIssue) {
      toast.error(t('selling:validation.title'), { description: t(altIssue.message) });
      return;
    }
    go(step + 1);
  };

  const save = async (values: ServiceInput) => {
    if (packagesValid()) {
      go(STEP_OF_FIELD.packages);
      toast.error(t('selling:validation.title'), { description: t('selling:validation.checkAll') });
      return;
    }
    const altIssue = secondIssue(null);
    if (altIssue) {
      go(altIssue.step);
      toast.error(t('selling:validation.title'), { description: t(altIssue.message) });
      return;
    }
    const packages = packagesForm.getValues().packages;
    try {
      await create.mutateAsync({
        input: {
          ...values,
          packages: packages.length > 0 ? packages : undefined,
          alt: second ? altInputOf(second, tiers) : undefined,
        },
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
      if (first && first in STEP_OF_FIELD) go(STEP_OF_FIELD[first]);
      else if (packageMarks.length > 0) go(STEP_OF_FIELD.packages);
    }
  };

  const onInvalid = (errors: FieldErrors<ServiceInput>) => {
    const first = firstError(errors);
    if (step < 3) {
      // This step's own messages; the packages are checked with them on the pricing step.
      const packageIssue = step === 2 ? packagesValid() : null;
      const message = first ? errors[first]?.message : packageIssue?.message;
      toast.error(t('selling:validation.title'), { description: messageText(message, t) });
      return;
    }
    // The whole service on the last step: back to the first step with a message.
    packagesValid();
    if (first) go(STEP_OF_FIELD[first]);
    toast.error(t('selling:validation.title'), { description: t('selling:validation.checkAll') });
  };

  const onSubmit = form.handleSubmit((values) => (step < 3 ? next() : save(values)), onInvalid);

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
        <Form {...form}>
          <form noValidate className="space-y-6" onSubmit={onSubmit}>
            {step === 0 && <CategoryFields />}
            {step === 1 && (
              <>
                <CountedField
                  id="service-header"
                  label={t('selling:wizard.header')}
                  placeholder={t('selling:wizard.headerPlaceholder')}
                  max={SERVICE_LIMITS.header.max}
                  name="header"
                />
                <CountedField
                  id="service-explanation"
                  label={t('selling:wizard.explanation')}
                  placeholder={t('selling:wizard.explanationPlaceholder')}
                  max={SERVICE_LIMITS.explanation.max}
                  multiline
                  rows={8}
                  name="explanation"
                />
                <SecondLanguageEditor
                  value={second}
                  onChange={setSecond}
                  part="details"
                  packages={packageList}
                  idPrefix="wizard"
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
                  max={SERVICE_LIMITS.pricing.max}
                  multiline
                  rows={5}
                  name="pricing"
                />
                <SecondLanguageEditor
                  value={second}
                  onChange={setSecond}
                  part="pricing"
                  packages={packageList}
                  idPrefix="wizard"
                />
              </>
            )}
            {step === 3 && <ImagePicker files={images} onChange={setImages} />}
            <div className="flex justify-between gap-2">
              {step > 0 ? (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => go(step - 1)}
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
            <FormRootMessage className="text-right" />
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
