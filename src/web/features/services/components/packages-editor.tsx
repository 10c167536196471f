import type { ServicePackage } from '@shared/schemas/contract';
import {
  EXTRA_LIMITS,
  PACKAGE_LIMITS,
  PACKAGE_TIERS,
  type PackageInput,
  type PackageTier,
} from '@shared/schemas/contract';
import { Button } from '@web/components/ui/button';
import { FieldError } from '@web/components/ui/field-error';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  numberField as numberProps,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { Plus, Trash2, X } from 'lucide-react';
import { get, type UseFormReturn, useFieldArray } from 'react-hook-form';
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
    extras: p.extras.map((e) => ({ name: e.name, price: e.priceCents / 100, days: e.days })),
  };
}

/** A package's extras (decision 116): name, price and the days each adds, at most EXTRA_LIMITS.perPackage. */
function ExtrasEditor({ form, index, id }: { form: UseFormReturn<PackagesForm>; index: number; id: string }) {
  const { t } = useTranslation();
  const base = `packages.${index}.extras` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: base, keyName: 'key' });
  const full = fields.length >= EXTRA_LIMITS.perPackage;
  const listIssue = get(form.formState.errors, base) as
    | { message?: string; root?: { message?: string } }
    | undefined;
  const listError = listIssue?.message ?? listIssue?.root?.message;
  return (
    <div className="space-y-2" id={`${id}-extras`}>
      <p id={`${id}-extras-label`} className="text-sm font-medium leading-none">
        {t('services:packages.extras')}
      </p>
      <p className="text-xs text-muted-foreground">{t('services:packages.extrasHint')}</p>
      <FieldError id={`${id}-extras-error`} message={listError} />
      <ul className="space-y-3" aria-labelledby={`${id}-extras-label`}>
        {fields.map((field, j) => (
          <li key={field.key} className="grid gap-2 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-start">
            <FormField
              control={form.control}
              name={`${base}.${j}.name`}
              render={({ field: f }) => (
                <FormItem id={`${id}-extra-${j}-name`}>
                  <FormLabel>{`${t('services:packages.extraName')} ${j + 1}`}</FormLabel>
                  <FormControl>
                    <Input maxLength={EXTRA_LIMITS.name.max} {...f} value={f.value ?? ''} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name={`${base}.${j}.price`}
              render={({ field: f }) => (
                <FormItem id={`${id}-extra-${j}-price`}>
                  <FormLabel>{`${t('services:packages.extraPrice')} ${j + 1}`}</FormLabel>
                  <FormControl>
                    <Input type="number" inputMode="decimal" step="0.01" {...numberProps(f)} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name={`${base}.${j}.days`}
              render={({ field: f }) => (
                <FormItem id={`${id}-extra-${j}-days`}>
                  <FormLabel>{`${t('services:packages.extraDays')} ${j + 1}`}</FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      step="1"
                      min={EXTRA_LIMITS.days.min}
                      max={EXTRA_LIMITS.days.max}
                      {...numberProps(f)}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="sm:mt-6"
              aria-label={t('services:packages.removeExtra', { n: j + 1 })}
              onClick={() => remove(j)}
            >
              <X className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={full}
        title={full ? t('services:packages.extrasMax', { max: EXTRA_LIMITS.perPackage }) : undefined}
        onClick={() => append({ name: '', price: undefined as unknown as number, days: 0 })}
      >
        <Plus className="size-4" aria-hidden />
        {t('services:packages.addExtra')}
      </Button>
    </div>
  );
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
      extras: [],
    });
  };

  return (
    <Form {...form}>
      <section className="space-y-4" aria-labelledby={`${idPrefix}-packages-title`}>
        <div className="space-y-1">
          <h2 id={`${idPrefix}-packages-title`} className="text-lg font-semibold">
            {t('services:packages.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('services:packages.hint')}</p>
        </div>
        <FieldError id={`${idPrefix}-packages-error`} message={listError} />
        {fields.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('services:packages.none')}</p>
        )}
        {fields.map((field, i) => {
          const base = `packages.${i}` as const;
          const id = `${idPrefix}-${field.tier}`;
          const tierName = t(`services:packages.tiers.${field.tier}`);
          const numberField = (
            name: 'price' | 'deliveryDays',
            label: string,
            step: string,
            min: number,
            max: number,
          ) => (
            <FormField
              control={form.control}
              name={`${base}.${name}`}
              render={({ field: f }) => {
                const props = numberProps(f);
                return (
                  <FormItem id={`${id}-${name}`}>
                    <FormLabel>{label}</FormLabel>
                    <FormControl>
                      <Input
                        type="number"
                        inputMode="decimal"
                        step={step}
                        min={min}
                        max={max}
                        {...props}
                        onChange={(e) => {
                          props.onChange(e);
                          form.clearErrors(`${base}.${name}`);
                        }}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                );
              }}
            />
          );
          return (
            <fieldset key={field.key} className="space-y-4 rounded-lg border p-4 pt-3">
              <legend className="px-1 text-base font-semibold">{tierName}</legend>
              <FormField
                control={form.control}
                name={`${base}.name`}
                render={({ field: f }) => (
                  <FormItem id={`${id}-name`}>
                    <FormLabel>{t('services:packages.name')}</FormLabel>
                    <FormControl>
                      <Input
                        maxLength={PACKAGE_LIMITS.name.max}
                        placeholder={t('services:packages.namePlaceholder')}
                        {...f}
                        onChange={(e) => {
                          f.onChange(e);
                          form.clearErrors(`${base}.name`);
                        }}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name={`${base}.description`}
                render={({ field: f }) => (
                  <FormItem id={`${id}-description`}>
                    <FormLabel>{t('services:packages.description')}</FormLabel>
                    <FormControl>
                      <Textarea
                        rows={3}
                        maxLength={PACKAGE_LIMITS.description.max}
                        {...f}
                        value={f.value ?? ''}
                        onChange={(e) => {
                          f.onChange(e);
                          form.clearErrors(`${base}.description`);
                        }}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
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
                <FormField
                  control={form.control}
                  name={`${base}.revisions`}
                  render={({ field: f }) => (
                    <FormItem id={`${id}-revisions`}>
                      <FormLabel>{t('services:packages.revisions')}</FormLabel>
                      <Select
                        value={f.value === null ? 'unlimited' : String(f.value ?? '')}
                        onValueChange={(v) => {
                          form.clearErrors(`${base}.revisions`);
                          f.onChange(v === 'unlimited' ? null : Number(v));
                        }}
                      >
                        <FormControl>
                          <SelectTrigger ref={f.ref} onBlur={f.onBlur}>
                            <SelectValue />
                          </SelectTrigger>
                        </FormControl>
                        <SelectContent>
                          {REVISION_CHOICES.map((n) => (
                            <SelectItem key={n} value={n}>
                              {n}
                            </SelectItem>
                          ))}
                          <SelectItem value="unlimited">{t('services:packages.unlimited')}</SelectItem>
                        </SelectContent>
                      </Select>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </div>
              <FormField
                control={form.control}
                name={`${base}.features`}
                render={({ field: f }) => {
                  const list = f.value ?? [];
                  const setList = (next: string[]) => {
                    form.clearErrors(`${base}.features`);
                    f.onChange(next);
                  };
                  return (
                    <FormItem id={`${id}-features`}>
                      <p id={`${id}-features-label`} className="text-sm font-medium leading-none">
                        {t('services:packages.features')}
                      </p>
                      <ul className="space-y-2" aria-labelledby={`${id}-features-label`}>
                        {list.map((_, j) => (
                          <li key={j}>
                            <FormField
                              control={form.control}
                              name={`${base}.features.${j}`}
                              render={({ field: item }) => (
                                <FormItem id={`${id}-feature-${j}`} className="space-y-1">
                                  <div className="flex gap-2">
                                    <FormControl>
                                      <Input
                                        aria-label={`${t('services:packages.features')} ${j + 1}`}
                                        maxLength={PACKAGE_LIMITS.features.itemMax}
                                        placeholder={t('services:packages.featurePlaceholder')}
                                        {...item}
                                        onChange={(e) =>
                                          setList(list.map((x, k) => (k === j ? e.target.value : x)))
                                        }
                                      />
                                    </FormControl>
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
                                  <FormMessage />
                                </FormItem>
                              )}
                            />
                          </li>
                        ))}
                      </ul>
                      <FormMessage />
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
                    </FormItem>
                  );
                }}
              />
              <ExtrasEditor form={form} index={i} id={id} />
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
    </Form>
  );
}
