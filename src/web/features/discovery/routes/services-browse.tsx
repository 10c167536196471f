import { CATEGORY_IDS, categoryLabel, normalizeCategory } from '@shared/categories';
import { formatNumber } from '@shared/format';
import { SEARCH_PAGE_SIZE } from '@shared/search-options';
import { subcategoriesOf } from '@shared/taxonomy';
import { EmptyState } from '@web/components/empty-state';
import { Spinner } from '@web/components/ui/spinner';
import { useAddressUpdate } from '@web/lib/address';
import { currentLanguage } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSearch } from '../api/search';
import { Pager } from '../components/freelancer-grid';
import { clearedFilters, useFilterPanel } from '../components/search-filters';
import { ServiceResult } from '../components/search-results';

/*
 * /services: every listed service, by category and subcategory, with the search's filters and
 * sorts (decision 125). The list is the search's service list without words (GET /api/search with
 * kind=services), so the cards, the ranking and what is shown to whom are the search's own.
 */

/** The category groups are links (each a page of its own); the filters' form leaves them alone. */
const OMIT = ['category', 'subcategory'] as const;

const chip = (current: boolean) =>
  cn(
    'inline-block shrink-0 rounded-full border px-3 py-1.5 text-sm whitespace-nowrap',
    current ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
  );

/** The address of this page with `changes` (null removes), always back on page one. */
function hrefWith(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  next.delete('page');
  const query = next.toString();
  return query ? `/services?${query}` : '/services';
}

function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-2 lg:flex-wrap">{children}</ul>
    </nav>
  );
}

export function ServicesBrowsePage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [address] = useSearchParams();
  // Words belong to the search page; here the address holds only categories, filters, sort, page.
  const params = new URLSearchParams(address);
  params.delete('q');
  params.delete('kind');
  const category = normalizeCategory(params.get('category') ?? '');
  const subcategory = params.get('subcategory');
  const subcategories = category ? subcategoriesOf(category) : [];

  // Changes build on the newest address, not this render's (a click on a category link may not be
  // drawn yet when the sort changes).
  const update = useAddressUpdate({ drop: ['q', 'kind'] });
  const panel = useFilterPanel({ kind: 'services', params, onApply: update, omit: OMIT });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:py-8">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold lg:text-3xl">{t('search:browse.title')}</h1>
          <p className="mt-1 hidden text-muted-foreground sm:block">{t('search:browse.subtitle')}</p>
        </div>
        <Link
          to="/search?kind=services"
          className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
        >
          <Search className="size-4" aria-hidden /> {t('search:browse.searchInstead')}
        </Link>
      </div>

      <div className="mt-4 space-y-1">
        <ChipRow label={t('search:browse.categoriesLabel')}>
          <li>
            <Link
              to={hrefWith(params, { category: null, subcategory: null })}
              className={chip(!category)}
              aria-current={!category ? 'page' : undefined}
            >
              {t('search:browse.all')}
            </Link>
          </li>
          {CATEGORY_IDS.map((c) => (
            <li key={c}>
              <Link
                to={hrefWith(params, { category: c, subcategory: null })}
                className={chip(category === c)}
                aria-current={category === c ? 'page' : undefined}
              >
                {categoryLabel(c, lang)}
              </Link>
            </li>
          ))}
        </ChipRow>
        {category ? (
          <ChipRow label={t('search:browse.subcategoriesLabel')}>
            <li>
              <Link
                to={hrefWith(params, { subcategory: null })}
                className={chip(!subcategory)}
                aria-current={!subcategory ? 'page' : undefined}
              >
                {t('search:browse.allIn', { category: categoryLabel(category, lang) })}
              </Link>
            </li>
            {subcategories.map((s) => (
              <li key={s.id}>
                <Link
                  to={hrefWith(params, { subcategory: s.id })}
                  className={chip(subcategory === s.id)}
                  aria-current={subcategory === s.id ? 'page' : undefined}
                >
                  {s[lang]}
                </Link>
              </li>
            ))}
          </ChipRow>
        ) : null}
      </div>

      <div className="mt-4 grid gap-8 lg:grid-cols-[16rem_1fr]">
        {panel.sidebar}
        <BrowseResults
          params={params}
          filterButton={panel.button}
          onPage={(page) => update({ page: String(page) }, true)}
          // As the panel's "Clear filters": the category browsed and the sort stay.
          onClear={() => update(clearedFilters(OMIT))}
        />
      </div>
    </div>
  );
}

function BrowseResults({
  params,
  filterButton,
  onPage,
  onClear,
}: {
  params: URLSearchParams;
  filterButton: ReactNode;
  onPage: (page: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const apiParams = new URLSearchParams(params);
  apiParams.set('kind', 'services');
  const search = useSearch(apiParams);
  const result = search.data?.kind === 'services' ? search.data : null;
  const heading = result
    ? result.totalCapped
      ? t('search:countCapped.services', { total: formatNumber(result.total, lang) })
      : t('search:count.services', { count: result.total, total: formatNumber(result.total, lang) })
    : '';

  return (
    <section aria-label={t('search:kinds.services')}>
      <div className="mb-4 flex min-h-9 items-center justify-between gap-3">
        <h2 className="text-lg font-semibold" aria-live="polite">
          {heading}
        </h2>
        {filterButton}
      </div>
      {search.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : search.isError || !result ? (
        <p role="alert" className="text-destructive">
          {t('discovery:loadError')}
        </p>
      ) : result.items.length === 0 ? (
        <div className="rounded-lg border border-dashed">
          <EmptyState message={t('search:browse.empty')} />
          <div className="-mt-4 flex justify-center pb-8">
            <button type="button" className="text-sm text-primary hover:underline" onClick={onClear}>
              {t('search:browse.emptyAction')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('search:kinds.services')}>
            {result.items.map((s, i) => (
              <li key={s.id}>
                <ServiceResult service={s} first={i === 0} />
              </li>
            ))}
          </ul>
          <Pager
            page={result.page}
            pageSize={SEARCH_PAGE_SIZE}
            total={result.total}
            more={result.totalCapped}
            onPage={onPage}
          />
        </>
      )}
    </section>
  );
}
