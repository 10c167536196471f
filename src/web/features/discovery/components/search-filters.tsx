import { CATEGORY_IDS, categoryLabel } from '@shared/categories';
import { formatRating } from '@shared/format';
import type { SearchKind } from '@shared/schemas/search';
import { SEARCH_SORTS } from '@shared/search-options';
import { subcategoriesOf } from '@shared/taxonomy';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { currentLanguage } from '@web/lib/i18n';
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/*
 * The filters of a search (the /search page and the /services browse page): a form over the page's
 * address. On a wide screen they are the page's sidebar; on a phone the results come first and the
 * filters open in a sheet from a "Filters (n)" button (issue 29).
 */

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Which filters fit which kind of result. */
export const FILTERS: Record<SearchKind, readonly string[]> = {
  freelancers: ['category', 'subcategory', 'price', 'minRating', 'location', 'language'],
  services: ['category', 'subcategory', 'price', 'minRating', 'maxDays', 'location', 'language'],
  projects: ['category', 'price'],
};
export const FILTER_KEYS = [
  'category',
  'subcategory',
  'minPrice',
  'maxPrice',
  'minRating',
  'maxDays',
  'location',
  'language',
] as const;

/**
 * The address keys the filter form owns: every filter but the groups the page chooses otherwise
 * (`omit`; leaving out `category` leaves its `subcategory` too).
 */
export function formKeys(omit: readonly string[] = []): FilterKey[] {
  return FILTER_KEYS.filter((key) => !omit.includes(key === 'subcategory' ? 'category' : key));
}

/**
 * "Clear filters" as changes to the address: the form's filters go; what the page chooses
 * otherwise (the browse page's category and subcategory) and the sort (not a filter) stay.
 */
export function clearedFilters(omit: readonly string[] = []): Record<string, null> {
  return Object.fromEntries(formKeys(omit).map((key) => [key, null]));
}

/** How many filters are set in the address (a price range counts once; the sort is not a filter). */
export function activeFilterCount(
  params: URLSearchParams,
  kind: SearchKind,
  omit: readonly string[] = [],
): number {
  const groups = new Set<string>();
  for (const key of FILTER_KEYS) {
    const group = key === 'minPrice' || key === 'maxPrice' ? 'price' : key;
    if (!FILTERS[kind].includes(group) || omit.includes(group)) continue;
    if (params.get(key)?.trim()) groups.add(group);
  }
  return groups.size;
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}

type FilterKey = (typeof FILTER_KEYS)[number];
type FilterValues = Record<FilterKey, string>;

/** A select of the filter form: label, control and message through the shared form fields. */
function FilterSelect({
  name,
  label,
  options,
  onChange,
}: {
  name: FilterKey;
  label: string;
  options: { value: string; label: string }[];
  onChange?: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      name={name}
      render={({ field }) => (
        <FormItem className="space-y-1.5">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <select
              className={selectClass}
              {...field}
              onChange={(e) => (onChange ? onChange(e.target.value) : field.onChange(e.target.value))}
            >
              <option value="">{t('search:any')}</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** One bound of the price: a number box named by its `aria-label` (the fieldset's legend says what). */
function PriceBound({ name, label, placeholder }: { name: FilterKey; label: string; placeholder: string }) {
  return (
    <FormField
      name={name}
      render={({ field }) => (
        <FormItem className="flex-1 space-y-1.5">
          <FormControl>
            <Input
              type="number"
              min={0}
              inputMode="decimal"
              aria-label={label}
              placeholder={placeholder}
              {...field}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** The filter form; `omit`: groups the page chooses otherwise (the browse page's category links). */
export function Filters({
  kind,
  params,
  onApply,
  omit = [],
  heading = true,
}: {
  kind: SearchKind;
  params: URLSearchParams;
  onApply: (changes: Record<string, string | null>) => void;
  omit?: readonly string[];
  /** The sidebar names itself; in the sheet the sheet's title does. */
  heading?: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const fits = (name: string) => FILTERS[kind].includes(name) && !omit.includes(name);
  // The filters are the page's address: the form starts from it and writes back to it; the
  // server checks the query (SearchQuerySchema) and the inputs keep their own bounds.
  const form = useForm<FilterValues>({
    defaultValues: Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as FilterValues,
  });
  const category = form.watch('category');
  const subcategories = category ? subcategoriesOf(category) : [];
  const priceLabel = t(`search:price.${kind}`);

  // Only the keys the form shows are written back: an omitted group (a value the form merely kept
  // from the address it was made from) is the page's to change, and may be newer than this form.
  const onSubmit = form.handleSubmit((values) =>
    onApply(Object.fromEntries(formKeys(omit).map((key) => [key, values[key] || null]))),
  );
  const onReset = () => onApply(clearedFilters(omit));

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} className="space-y-4" aria-label={t('search:filters')}>
        {heading ? <h2 className="text-lg font-semibold">{t('search:filters')}</h2> : null}
        <Field label={t('search:sort.label')}>
          {(id) => (
            <select
              id={id}
              className={selectClass}
              value={params.get('sort') ?? 'best'}
              onChange={(e) => onApply({ sort: e.target.value === 'best' ? null : e.target.value })}
            >
              {SEARCH_SORTS.filter((s) => !(kind === 'projects' && (s === 'rating' || s === 'orders'))).map(
                (s) => (
                  <option key={s} value={s}>
                    {t(`search:sort.${s === 'price' ? `price_${kind}` : s}`)}
                  </option>
                ),
              )}
            </select>
          )}
        </Field>
        {fits('category') ? (
          <FilterSelect
            name="category"
            label={t('search:category')}
            options={CATEGORY_IDS.map((c) => ({ value: c, label: categoryLabel(c, lang) }))}
            onChange={(value) => {
              form.setValue('category', value);
              form.setValue('subcategory', '');
            }}
          />
        ) : null}
        {fits('subcategory') && subcategories.length > 0 ? (
          <FilterSelect
            name="subcategory"
            label={t('search:subcategory')}
            options={subcategories.map((s) => ({ value: s.id, label: s[lang] }))}
          />
        ) : null}
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium">{priceLabel}</legend>
          <div className="flex gap-2">
            <PriceBound
              name="minPrice"
              label={t('search:minPrice', { what: priceLabel })}
              placeholder={t('search:min')}
            />
            <PriceBound
              name="maxPrice"
              label={t('search:maxPrice', { what: priceLabel })}
              placeholder={t('search:max')}
            />
          </div>
        </fieldset>
        {fits('minRating') ? (
          <FilterSelect
            name="minRating"
            label={t('search:minRating')}
            options={['4.5', '4', '3'].map((r) => ({
              value: r,
              label: t('search:ratingAtLeast', { rating: formatRating(Number(r), lang) }),
            }))}
          />
        ) : null}
        {fits('maxDays') ? (
          <FilterSelect
            name="maxDays"
            label={t('search:maxDays')}
            options={['1', '3', '7', '14'].map((d) => ({
              value: d,
              label: t('search:days', { count: Number(d) }),
            }))}
          />
        ) : null}
        {fits('location') ? (
          <FormField
            name="location"
            render={({ field }) => (
              <FormItem className="space-y-1.5">
                <FormLabel>{t('search:location')}</FormLabel>
                <FormControl>
                  <Input maxLength={100} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ) : null}
        {fits('language') ? (
          <FilterSelect
            name="language"
            label={t('search:language')}
            options={[
              { value: 'en', label: t('search:languages.en') },
              { value: 'tr', label: t('search:languages.tr') },
            ]}
          />
        ) : null}
        <div className="flex gap-2">
          <Button type="submit">{t('search:apply')}</Button>
          <Button type="button" variant="outline" onClick={onReset}>
            {t('search:reset')}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          <Link to="/ranking" className="text-primary hover:underline">
            {t('search:howRanked')}
          </Link>
        </p>
      </form>
    </Form>
  );
}

/**
 * The filters where they fit the screen: the sidebar from `lg` up; below it a "Filters (n)" button
 * (`button`, placed by the page beside the results' count) opening them in a sheet, so the
 * results come first on a phone. Applying or clearing closes the sheet.
 */
export function useFilterPanel(props: {
  kind: SearchKind;
  params: URLSearchParams;
  onApply: (changes: Record<string, string | null>) => void;
  omit?: readonly string[];
}): { sidebar: ReactNode; button: ReactNode } {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(props.params, props.kind, props.omit);
  const key = `${props.kind}:${props.params.toString()}`;
  const sidebar = (
    <aside className="hidden lg:block">
      <Filters key={key} {...props} />
    </aside>
  );
  const button = (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" className="lg:hidden" data-testid="filters-button">
          <SlidersHorizontal aria-hidden />
          {count > 0 ? t('search:filtersButton', { count }) : t('search:filtersButtonNone')}
        </Button>
      </DialogTrigger>
      <DialogContent
        aria-describedby={undefined}
        className="top-auto right-0 bottom-0 left-0 max-h-[85vh] w-full max-w-none translate-x-0 translate-y-0 rounded-b-none rounded-t-2xl sm:top-0 sm:left-auto sm:max-h-none sm:h-full sm:max-w-sm sm:rounded-none sm:rounded-l-2xl"
      >
        <DialogTitle>{t('search:filters')}</DialogTitle>
        <Filters
          key={key}
          {...props}
          heading={false}
          onApply={(changes) => {
            setOpen(false);
            props.onApply(changes);
          }}
        />
      </DialogContent>
    </Dialog>
  );
  return { sidebar, button };
}
