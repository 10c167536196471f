import { CATEGORY_IDS, categoryLabel } from '@shared/categories';
import { formatNumber, formatRating } from '@shared/format';
import type { SearchKind } from '@shared/schemas/search';
import { SEARCH_KINDS, SEARCH_PAGE_SIZE, SEARCH_SORTS } from '@shared/search-options';
import { subcategoriesOf } from '@shared/taxonomy';
import { FreelancerCard } from '@web/components/freelancer-card';
import { LazyTrigger } from '@web/components/lazy-trigger';
import { Button } from '@web/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { FavouriteButton, SaveSearchButton } from '@web/features/saved';
import { currentLanguage } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { Bookmark, Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSearch } from '../api/search';
import { FreelancerGrid, Pager } from '../components/freelancer-grid';
import { OrdersCompleted, ProjectResult, ServiceResult } from '../components/search-results';

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Which filters fit which kind of result. */
const FILTERS: Record<SearchKind, readonly string[]> = {
  freelancers: ['category', 'subcategory', 'price', 'minRating', 'location', 'language'],
  services: ['category', 'subcategory', 'price', 'minRating', 'maxDays', 'location', 'language'],
  projects: ['category', 'price'],
};
const FILTER_KEYS = [
  'category',
  'subcategory',
  'minPrice',
  'maxPrice',
  'minRating',
  'maxDays',
  'location',
  'language',
] as const;

function kindOf(value: string | null): SearchKind {
  return (SEARCH_KINDS as readonly string[]).includes(value ?? '') ? (value as SearchKind) : 'freelancers';
}

function SaveSearch({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  if (!user)
    return (
      <Button asChild variant="outline">
        <Link to={`/signin?redirect=${encodeURIComponent(location.pathname + location.search)}`}>
          <Bookmark aria-hidden /> {t('saved:search.signIn')}
        </Link>
      </Button>
    );
  return (
    <LazyTrigger
      standIn={
        <Button type="button" variant="outline">
          <Bookmark aria-hidden /> {t('saved:search.save')}
        </Button>
      }
    >
      <SaveSearchButton params={params} />
    </LazyTrigger>
  );
}

export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  // Back, forward, a suggestion or the top bar change the search: the field follows the address,
  // unless the visitor has already typed something else (a new search typed while the last one
  // was still arriving is never overwritten by it).
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (text === shownQ || text.trim() === q) setText(q);
  }

  /** Every change is a new entry in the history (back returns to the previous search). */
  const update = (changes: Record<string, string | null>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!keepPage) next.delete('page');
    setParams(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() || null });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('search:title')}</h1>
      <form onSubmit={onSubmit} role="search" className="mt-4 flex max-w-2xl gap-2">
        <div className="relative flex-1">
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            name="q"
            aria-label={t('search:label')}
            placeholder={t('search:placeholder')}
            className="pl-9"
            value={text}
            maxLength={200}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <Button type="submit">{t('discovery:home.searchButton')}</Button>
      </form>
      <div className="mt-3">
        <SaveSearch params={params} />
      </div>

      <nav className="mt-6 flex gap-2 border-b" aria-label={t('search:kindsLabel')}>
        {SEARCH_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            aria-current={k === kind ? 'page' : undefined}
            onClick={() => {
              const next: Record<string, string | null> = { kind: k === 'freelancers' ? null : k };
              // Filters that do not fit the other kind are dropped; the sort stays if it fits.
              for (const key of FILTER_KEYS) {
                const group = key === 'minPrice' || key === 'maxPrice' ? 'price' : key;
                if (!FILTERS[k].includes(group)) next[key] = null;
              }
              if (k === 'projects' && params.get('sort') === 'rating') next.sort = null;
              update(next);
            }}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
              k === kind
                ? 'border-primary text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground'
            }`}
          >
            {t(`search:kinds.${k}`)}
          </button>
        ))}
      </nav>

      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <Filters key={`${kind}:${params.toString()}`} kind={kind} params={params} onApply={update} />
        <Results
          kind={kind}
          params={params}
          onPage={(page) => update({ page: String(page) }, true)}
          update={update}
        />
      </div>
    </div>
  );
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

function Filters({
  kind,
  params,
  onApply,
}: {
  kind: SearchKind;
  params: URLSearchParams;
  onApply: (changes: Record<string, string | null>) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const fits = (name: string) => FILTERS[kind].includes(name);
  // The filters are the page's address: the form starts from it and writes back to it; the
  // server checks the query (SearchQuerySchema) and the inputs keep their own bounds.
  const form = useForm<FilterValues>({
    defaultValues: Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as FilterValues,
  });
  const category = form.watch('category');
  const subcategories = category ? subcategoriesOf(category) : [];
  const priceLabel = t(`search:price.${kind}`);

  const onSubmit = form.handleSubmit((values) =>
    onApply(Object.fromEntries(FILTER_KEYS.map((key) => [key, values[key] || null]))),
  );
  const onReset = () => onApply(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])));

  return (
    <aside>
      <Form {...form}>
        <form onSubmit={onSubmit} className="space-y-4" aria-label={t('search:filters')}>
          <h2 className="text-lg font-semibold">{t('search:filters')}</h2>
          <Field label={t('search:sort.label')}>
            {(id) => (
              <select
                id={id}
                className={selectClass}
                value={params.get('sort') ?? 'best'}
                onChange={(e) => onApply({ sort: e.target.value === 'best' ? null : e.target.value })}
              >
                {SEARCH_SORTS.filter((s) => !(kind === 'projects' && s === 'rating')).map((s) => (
                  <option key={s} value={s}>
                    {t(`search:sort.${s === 'price' ? `price_${kind}` : s}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <FilterSelect
            name="category"
            label={t('search:category')}
            options={CATEGORY_IDS.map((c) => ({ value: c, label: categoryLabel(c, lang) }))}
            onChange={(value) => {
              form.setValue('category', value);
              form.setValue('subcategory', '');
            }}
          />
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
    </aside>
  );
}

function Results({
  kind,
  params,
  onPage,
  update,
}: {
  kind: SearchKind;
  params: URLSearchParams;
  onPage: (page: number) => void;
  update: (changes: Record<string, string | null>) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const search = useSearch(params);
  if (search.isPending) return <Spinner label={t('common:loading')} />;
  if (search.isError)
    return (
      <p role="alert" className="text-destructive">
        {t('discovery:loadError')}
      </p>
    );
  const result = search.data;
  const count = formatNumber(result.total, lang);
  const heading = result.totalCapped
    ? t(`search:countCapped.${result.kind}`, { total: count })
    : t(`search:count.${result.kind}`, { count: result.total, total: count });

  return (
    <section aria-label={t(`search:kinds.${kind}`)}>
      <h2 className="mb-4 text-lg font-semibold" aria-live="polite">
        {heading}
      </h2>
      {result.items.length === 0 ? (
        <Empty suggestions={result.suggestions} kind={kind} update={update} />
      ) : result.kind === 'freelancers' ? (
        <FreelancerGrid label={t('search:kinds.freelancers')}>
          {result.items.map((f) => (
            <li key={f.profileId}>
              <FreelancerCard freelancer={f}>
                <div className="flex items-end justify-between gap-2">
                  <OrdersCompleted count={f.completedCount} />
                  <FavouriteButton kind="freelancers" id={f.profileId} name={f.name} ownerId={f.userId} />
                </div>
              </FreelancerCard>
            </li>
          ))}
        </FreelancerGrid>
      ) : result.kind === 'services' ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('search:kinds.services')}>
          {result.items.map((s) => (
            <li key={s.id}>
              <ServiceResult service={s} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="space-y-4" aria-label={t('search:kinds.projects')}>
          {result.items.map((p) => (
            <li key={p.id}>
              <ProjectResult project={p} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={result.page}
        pageSize={SEARCH_PAGE_SIZE}
        total={result.total}
        more={result.totalCapped}
        onPage={onPage}
      />
    </section>
  );
}

function Empty({
  suggestions,
  kind,
  update,
}: {
  suggestions: { categories: string[]; spellings: string[] } | null;
  kind: SearchKind;
  update: (changes: Record<string, string | null>) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const base = kind === 'freelancers' ? '' : `&kind=${kind}`;
  return (
    <div className="rounded-lg border border-dashed p-8 text-center">
      <p className="text-muted-foreground">{t('search:empty')}</p>
      {suggestions?.spellings.length ? (
        <p className="mt-4">
          {t('search:didYouMean')}{' '}
          {suggestions.spellings.map((word, i) => (
            <span key={word}>
              {i > 0 ? ', ' : ''}
              <button
                type="button"
                className="text-primary hover:underline"
                onClick={() => update({ q: word })}
              >
                {word}
              </button>
            </span>
          ))}
        </p>
      ) : null}
      <div className="mt-4">
        <p className="text-sm font-medium">{t('search:relatedCategories')}</p>
        <ul className="mt-2 flex flex-wrap justify-center gap-2">
          {(suggestions?.categories.length ? suggestions.categories : CATEGORY_IDS).map((c) => (
            <li key={c}>
              <Link to={`/search?category=${c}${base}`} className="text-sm text-primary hover:underline">
                {categoryLabel(c, lang)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
