import { zodResolver } from '@hookform/resolvers/zod';
import { packagesInput } from '@shared/schemas/contract';
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
import { Form, FormRootMessage } from '@web/components/ui/form';
import { applyServerErrors, messageText } from '@web/lib/form-errors';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useUpdateService } from '../api/update-service';
import { CategoryFields } from './category-fields';
import { CountedField } from './counted-field';
import { PackagesEditor, type PackagesForm, packageFormValues, showPackageIssues } from './packages-editor';
import {
  altInputOf,
  draftOf,
  type SecondLanguageDraft,
  SecondLanguageEditor,
  secondLanguageIssue,
} from './second-language';

const FIELDS = ['category', 'subcategory', 'header', 'explanation', 'pricing'] as const;

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
  // The packages are checked with their own form (shared with the wizard), the rest here.
  const form = useForm<ServiceInput>({
    resolver: zodResolver(serviceInput),
    // A message stays until its field changes or the next save (the fields clear it).
    reValidateMode: 'onSubmit',
    defaultValues: {
      category: service.category,
      subcategory: service.subcategory,
      header: service.header,
      explanation: service.explanation,
      pricing: service.pricing,
    },
  });
  const packagesForm = useForm<PackagesForm>({
    defaultValues: { packages: service.packages.map(packageFormValues) },
  });
  // The texts in the other language (decision 130): unticking the switch removes them on save.
  const [second, setSecond] = useState<SecondLanguageDraft | null>(() => draftOf(service.alt));
  const packageList = packagesForm.watch('packages');
  const tiers = packageList.map((p) => p.tier);

  /** The packages as the shared schema checks them; their messages go next to their fields. */
  const packageIssues = () => {
    const result = packagesInput.safeParse(packagesForm.getValues().packages);
    if (result.success) return [];
    showPackageIssues(packagesForm, result.error.issues);
    return result.error.issues;
  };

  const save = async (values: ServiceInput) => {
    const issues = packageIssues();
    if (issues.length > 0) {
      toast.error(t('selling:validation.title'), { description: t(issues[0]!.message) });
      return;
    }
    const altIssue = secondLanguageIssue(second, tiers);
    if (altIssue) {
      toast.error(t('selling:validation.title'), { description: t(altIssue.message) });
      return;
    }
    try {
      // The whole set of packages replaces the stored one.
      await update.mutateAsync({
        id: service.id,
        input: {
          ...values,
          packages: packagesForm.getValues().packages,
          alt: second ? altInputOf(second, tiers) : null,
        },
      });
      toast.success(t('selling:mine.updated'));
      onOpenChange(false);
    } catch (err) {
      // The dialog stays open with everything typed; each message stands by its field.
      const isPackage = (field: string) => field === 'packages' || field.startsWith('packages.');
      applyServerErrors(form, err, { ignore: isPackage });
      applyServerErrors(packagesForm, err, { ignore: (field) => !isPackage(field) });
    }
  };
  const onInvalid = (errors: FieldErrors<ServiceInput>) => {
    packageIssues();
    const first = FIELDS.find((f) => errors[f]);
    toast.error(t('selling:validation.title'), {
      description: messageText(first && errors[first]?.message, t),
    });
  };
  const onSubmit = form.handleSubmit(save, onInvalid);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('selling:mine.editTitle')}</DialogTitle>
          <DialogDescription>{service.header}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate className="space-y-4" onSubmit={onSubmit}>
            <CategoryFields />
            <CountedField
              name="header"
              id="edit-header"
              label={t('selling:wizard.header')}
              max={SERVICE_LIMITS.header.max}
            />
            <CountedField
              name="explanation"
              id="edit-explanation"
              label={t('selling:wizard.explanation')}
              max={SERVICE_LIMITS.explanation.max}
              multiline
            />
            <CountedField
              name="pricing"
              id="edit-pricing"
              label={t('selling:wizard.pricing')}
              max={SERVICE_LIMITS.pricing.max}
              multiline
              rows={4}
            />
            <PackagesEditor form={packagesForm} idPrefix="edit" />
            <SecondLanguageEditor
              value={second}
              onChange={setSecond}
              part="all"
              packages={packageList}
              idPrefix="edit"
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? t('selling:mine.saving') : t('selling:mine.save')}
              </Button>
            </DialogFooter>
            <FormRootMessage className="text-right" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
