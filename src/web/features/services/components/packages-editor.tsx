import type { ServicePackage } from '@shared/schemas/contract';
import { PACKAGE_LIMITS, PACKAGE_TIERS, type PackageInput, type PackageTier } from '@shared/schemas/contract';
import { Button } from '@web/components/ui/button';
import { FieldError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { messageText } from '@web/lib/form-errors';
import { Plus, Trash2, X } from 'lucide-react';
import { Controller, get, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** The packages part of a service form: what the wizard's pricing step and the edit dialog edit. */
export interface PackagesForm {
  packages: PackageInput[];
}

const tierIndex = (tier: PackageTier) => PACKAGE_TIERS.indexOf(tier);
const REVISION_CHOICES = Array.from({ length: PACKAGE_LIMITS.revisions.max + 1 }, (_, i) => String(i));

/** A stored package as the form edits it (the price back in dollars). */
export function packageFormValues(p: ServicePackage): PackageInput {
  return {
    tier: p.tier,
    name: p.name,
    description: p.description,
    price: p.priceCents / 100,
    deliveryDays: p.deliveryDays,
    revisions: p.revisions,
    features: [...p.features],
  };
}

/**
 * Puts the shared schema's messages next to the fields that caused them (first message per
 * field); a message about the whole list (too many, a tier twice) goes above the list.
 */
export function showPackageIssues(form: UseFormReturn<PackagesForm>, issues: z.core.$ZodIssue[]) {
  const seen = new Set<string>();
  for (const issue of issues) {
    const name = issue.path.length === 0 ? 'packages.root' : ['packages', ...issue.path].join('.');
    if (seen.has(name)) continue;
    seen.add(name);
    form.setError(name as 'packages', { type: 'validate', message: issue.message });
  }
}

/** Up to three packages (Basic, Standard, Premium), each with its fields and features. */
export function PackagesEditor({ form, idPrefix }: { form: UseFormReturn<PackagesForm>; idPrefix: string }) {
  const { t } = useTranslation();
  const { fields, insert, remove } = useFieldArray({
    control: form.control,
    name: 'packages',
    keyName: 'key',
  });
  const { errors } = form.formState;
  const message = (name: string) => (get(errors, name) as { message?: string } | undefined)?.message;
  const present = new Set(fields.map((f) => f.tier));
  const missing = PACKAGE_TIERS.filter((tier) => !present.has(tier));
  const listError = message('packages.root') ?? message('packages');

  const add = (tier: PackageTier) => {
    form.clearErrors('packages');
    const at = fields.filter((f) => tierIndex(f.tier) < tierIndex(tier)).length;
    insert(at, {
      tier,
      name: '',
      description: '',
      price: undefined as unknown as number,
      deliveryDays: undefined as unknown as number,
      revisions: 1,
      features: [],
    });
  };

  return (
    <section className="space-y-4" aria-labelledby={`${idPrefix}-packages-title`}>
      <div className="space-y-1">
        <h2 id={`${idPrefix}-packages-title`} className="text-lg font-semibold">
          {t('services:packages.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('services:packages.hint')}</p>
      </div>
      <FieldError id={`${idPrefix}-packages-error`} message={listError} />
      {fields.length === 0 && <p className="text-sm text-muted-foreground">{t('services:packages.none')}</p>}
      {fields.map((field, i) => {
        const base = `packages.${i}` as const;
        const id = `${idPrefix}-${field.tier}`;
        const tierName = t(`services:packages.tiers.${field.tier}`);
        const fieldError = (name: string) => {
          const m = message(`${base}.${name}`);
          return m ? messageText(m, t) : null;
        };
        const numberField = (
          name: 'price' | 'deliveryDays',
          label: string,
          step: string,
          min: number,
          max: number,
        ) => (
          <div className="space-y-2">
            <Label htmlFor={`${id}-${name}`}>{label}</Label>
            <Input
              id={`${id}-${name}`}
              type="number"
              inputMode="decimal"
              step={step}
              min={min}
              max={max}
              aria-invalid={Boolean(fieldError(name))}
              aria-describedby={fieldError(name) ? `${id}-${name}-error` : undefined}
              {...form.register(`${base}.${name}`, {
                valueAsNumber: true,
                onChange: () => form.clearErrors(`${base}.${name}`),
              })}
            />
            <FieldError id={`${id}-${name}-error`} message={fieldError(name)} />
          </div>
        );
        return (
          <fieldset key={field.key} className="space-y-4 rounded-lg border p-4 pt-3">
            <legend className="px-1 text-base font-semibold">{tierName}</legend>
            <div className="space-y-2">
              <Label htmlFor={`${id}-name`}>{t('services:packages.name')}</Label>
              <Input
                id={`${id}-name`}
                maxLength={PACKAGE_LIMITS.name.max}
                placeholder={t('services:packages.namePlaceholder')}
                aria-invalid={Boolean(fieldError('name'))}
                aria-describedby={fieldError('name') ? `${id}-name-error` : undefined}
                {...form.register(`${base}.name`, { onChange: () => form.clearErrors(`${base}.name`) })}
              />
              <FieldError id={`${id}-name-error`} message={fieldError('name')} />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-description`}>{t('services:packages.description')}</Label>
              <Textarea
                id={`${id}-description`}
                rows={3}
                maxLength={PACKAGE_LIMITS.description.max}
                aria-invalid={Boolean(fieldError('description'))}
                aria-describedby={fieldError('description') ? `${id}-description-error` : undefined}
                {...form.register(`${base}.description`, {
                  onChange: () => form.clearErrors(`${base}.description`),
                })}
              />
              <FieldError id={`${id}-description-error`} message={fieldError('description')} />
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              {numberField(
                'price',
                t('services:packages.price'),
                '0.01',
                PACKAGE_LIMITS.priceCents.min / 100,
                PACKAGE_LIMITS.priceCents.max / 100,
              )}
              {numberField(
                'deliveryDays',
                t('services:packages.deliveryDays'),
                '1',
                PACKAGE_LIMITS.deliveryDays.min,
                PACKAGE_LIMITS.deliveryDays.max,
              )}
              <div className="space-y-2">
                <Label htmlFor={`${id}-revisions`}>{t('services:packages.revisions')}</Label>
                <Controller
                  control={form.control}
                  name={`${base}.revisions`}
                  render={({ field: f }) => (
                    <Select
                      value={f.value === null ? 'unlimited' : String(f.value ?? '')}
                      onValueChange={(v) => {
                        form.clearErrors(`${base}.revisions`);
                        f.onChange(v === 'unlimited' ? null : Number(v));
                      }}
                    >
                      <SelectTrigger
                        id={`${id}-revisions`}
                        aria-invalid={Boolean(fieldError('revisions'))}
                        aria-describedby={fieldError('revisions') ? `${id}-revisions-error` : undefined}
                      >
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {REVISION_CHOICES.map((n) => (
                          <SelectItem key={n} value={n}>
                            {n}
                          </SelectItem>
                        ))}
                        <SelectItem value="unlimited">{t('services:packages.unlimited')}</SelectItem>
                      </SelectContent>
                    </Select>
                  )}
                />
                <FieldError id={`${id}-revisions-error`} message={fieldError('revisions')} />
              </div>
            </div>
            <Controller
              control={form.control}
              name={`${base}.features`}
              render={({ field: f }) => {
                const list = f.value ?? [];
                const setList = (next: string[]) => {
                  form.clearErrors(`${base}.features`);
                  f.onChange(next);
                };
                return (
                  <div className="space-y-2">
                    <p id={`${id}-features-label`} className="text-sm font-medium leading-none">
                      {t('services:packages.features')}
                    </p>
                    <ul className="space-y-2" aria-labelledby={`${id}-features-label`}>
                      {list.map((feature, j) => {
                        const label = `${t('services:packages.features')} ${j + 1}`;
                        const err = fieldError(`features.${j}`);
                        return (
                          <li key={j} className="space-y-1">
                            <div className="flex gap-2">
                              <Input
                                aria-label={label}
                                value={feature}
                                maxLength={PACKAGE_LIMITS.features.itemMax}
                                placeholder={t('services:packages.featurePlaceholder')}
                                aria-invalid={Boolean(err)}
                                onChange={(e) => setList(list.map((x, k) => (k === j ? e.target.value : x)))}
                              />
                              <Button
                                type="button"
                                variant="ghost"
                                size="icon"
                                aria-label={t('services:packages.removeFeature', { n: j + 1 })}
                                onClick={() => setList(list.filter((_, k) => k !== j))}
                              >
                                <X className="size-4" aria-hidden />
                              </Button>
                            </div>
                            <FieldError message={err} />
                          </li>
                        );
                      })}
                    </ul>
                    <FieldError message={fieldError('features')} />
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={list.length >= PACKAGE_LIMITS.features.max}
                      title={
                        list.length >= PACKAGE_LIMITS.features.max
                          ? t('services:packages.featuresMax', { max: PACKAGE_LIMITS.features.max })
                          : undefined
                      }
                      onClick={() => setList([...list, ''])}
                    >
                      <Plus className="size-4" aria-hidden />
                      {t('services:packages.addFeature')}
                    </Button>
                  </div>
                );
              }}
            />
            <div className="flex justify-end border-t pt-3">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  form.clearErrors('packages');
                  remove(i);
                }}
              >
                <Trash2 className="size-4" aria-hidden />
                {t('services:packages.remove', { tier: tierName })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {missing.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {missing.map((tier) => (
            <Button key={tier} type="button" variant="outline" onClick={() => add(tier)}>
              <Plus className="size-4" aria-hidden />
              {t('services:packages.add', { tier: t(`services:packages.tiers.${tier}`) })}
            </Button>
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('services:packages.allAdded')}</p>
      )}
    </section>
  );
}
