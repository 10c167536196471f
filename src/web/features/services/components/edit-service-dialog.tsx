import type { Service } from '@shared/schemas/service';
import { SERVICE_LIMITS, type ServiceInput, serviceInput } from '@shared/schemas/service';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormError } from '@web/components/ui/field-error';
import { applyServerErrors, serverIssue, unplacedError } from '@web/lib/form-errors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useUpdateService } from '../api/update-service';
import { CategoryFields } from './category-fields';
import { CountedField } from './counted-field';
import { PackagesEditor, type PackagesForm, packageFormValues, showPackageIssues } from './packages-editor';

type Field = Exclude<keyof ServiceInput, 'packages'>;

/** Edits the text fields, category, subcategory and packages of an own service with the wizard's rules. */
export function EditServiceDialog({
  service,
  open,
  onOpenChange,
}: {
  service: Service;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateService();
  const [values, setValues] = useState<ServiceInput>({
    category: service.category,
    subcategory: service.subcategory,
    header: service.header,
    explanation: service.explanation,
    pricing: service.pricing,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const packagesForm = useForm<PackagesForm>({
    defaultValues: { packages: service.packages.map(packageFormValues) },
  });

  const set = (patch: Partial<ServiceInput>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as Field];
      return next;
    });
  };

  const fieldId = (field: Field) =>
    field === 'category' || field === 'subcategory' ? `service-${field}` : `edit-${field}`;

  const save = async () => {
    const { packages } = packagesForm.getValues();
    const result = serviceInput.safeParse({ ...values, packages });
    if (!result.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of result.error.issues)
        if (issue.path[0] !== 'packages') found[String(issue.path[0]) as Field] ??= issue.message;
      setErrors(found);
      const first = (['category', 'subcategory', 'header', 'explanation', 'pricing'] as const).find(
        (f) => found[f],
      );
      if (first) document.getElementById(fieldId(first))?.focus();
      showPackageIssues(
        packagesForm,
        result.error.issues
          .filter((i) => i.path[0] === 'packages')
          .map((i) => ({ ...i, path: i.path.slice(1) })),
      );
      toast.error(t('selling:validation.title'), { description: t(result.error.issues[0]!.message) });
      return;
    }
    try {
      // The whole set of packages replaces the stored one.
      await update.mutateAsync({ id: service.id, input: { ...values, packages } });
      toast.success(t('selling:mine.updated'));
      setFormError(undefined);
      onOpenChange(false);
    } catch (err) {
      // The dialog stays open with everything typed; each message stands by its field.
      const fields = ['category', 'subcategory', 'header', 'explanation', 'pricing'] as const;
      const found: Partial<Record<Field, string>> = {};
      for (const field of fields) found[field] = serverIssue(err, field);
      setErrors(found);
      const isPackage = (field: string) => field === 'packages' || field.startsWith('packages.');
      if (serverIssue(err, 'packages'))
        applyServerErrors(packagesForm, err, { ignore: (field) => !isPackage(field) });
      const first = fields.find((f) => found[f]);
      if (first) document.getElementById(fieldId(first))?.focus();
      setFormError(unplacedError(err, [...fields, 'packages']));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('selling:mine.editTitle')}</DialogTitle>
          <DialogDescription>{service.header}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <CategoryFields
            category={values.category}
            subcategory={values.subcategory}
            categoryError={errors.category}
            subcategoryError={errors.subcategory}
            onCategoryChange={(category) => set({ category, subcategory: '' })}
            onSubcategoryChange={(subcategory) => set({ subcategory })}
          />
          <CountedField
            id="edit-header"
            label={t('selling:wizard.header')}
            value={values.header}
            max={SERVICE_LIMITS.header.max}
            error={errors.header}
            onChange={(header) => set({ header })}
          />
          <CountedField
            id="edit-explanation"
            label={t('selling:wizard.explanation')}
            value={values.explanation}
            max={SERVICE_LIMITS.explanation.max}
            error={errors.explanation}
            multiline
            onChange={(explanation) => set({ explanation })}
          />
          <CountedField
            id="edit-pricing"
            label={t('selling:wizard.pricing')}
            value={values.pricing}
            max={SERVICE_LIMITS.pricing.max}
            error={errors.pricing}
            multiline
            rows={4}
            onChange={(pricing) => set({ pricing })}
          />
          <PackagesEditor form={packagesForm} idPrefix="edit" />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('selling:mine.saving') : t('selling:mine.save')}
            </Button>
          </DialogFooter>
          <FormError message={formError} className="text-right" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
