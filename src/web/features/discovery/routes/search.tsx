import { CATEGORY_IDS, categoryLabel } from '@shared/categories';
import { formatNumber } from '@shared/format';
import type { SearchKind } from '@shared/schemas/search';
import { SEARCH_KINDS, SEARCH_PAGE_SIZE } from '@shared/search-options';
import { FreelancerCard } from '@web/components/freelancer-card';
import { LazyTrigger } from '@web/components/lazy-trigger';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { FavouriteButton, SaveSearchButton } from '@web/features/saved';
import { useAddressUpdate } from '@web/lib/address';
import { currentLanguage } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { Bookmark, Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSearch } from '../api/search';
import { FreelancerGrid, Pager } from '../components/freelancer-grid';
import { FILTER_KEYS, FILTERS, useFilterPanel } from '../components/search-filters';
import { OrdersCompleted, ProjectResult, ServiceResult } from '../components/search-results';

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
  const [params] = useSearchParams();
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
  // Built on the newest address, not this render's (a navigation is drawn when React has time).
  const update = useAddressUpdate();

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
              if (k === 'projects' && ['rating', 'orders'].includes(params.get('sort') ?? ''))
                next.sort = null;
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

      <SearchBody kind={kind} params={params} update={update} />
    </div>
  );
}

/** Results first; the filters beside them (wide) or in a sheet behind a button (phone). */
function SearchBody({
  kind,
  params,
  update,
}: {
  kind: SearchKind;
  params: URLSearchParams;
  update: (changes: Record<string, string | null>, keepPage?: boolean) => void;
}) {
  const panel = useFilterPanel({ kind, params, onApply: update });
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
      {panel.sidebar}
      <Results
        kind={kind}
        params={params}
        onPage={(page) => update({ page: String(page) }, true)}
        update={update}
        filterButton={panel.button}
      />
    </div>
  );
}

function Results({
  kind,
  params,
  onPage,
  update,
  filterButton,
}: {
  kind: SearchKind;
  params: URLSearchParams;
  onPage: (page: number) => void;
  update: (changes: Record<string, string | null>) => void;
  filterButton: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const search = useSearch(params);
  if (search.isPending)
    return (
      <div>
        {filterButton}
        <Spinner label={t('common:loading')} />
      </div>
    );
  if (search.isError)
    return (
      <div>
        {filterButton}
        <p role="alert" className="text-destructive">
          {t('discovery:loadError')}
        </p>
      </div>
    );
  const result = search.data;
  const count = formatNumber(result.total, lang);
  const heading = result.totalCapped
    ? t(`search:countCapped.${result.kind}`, { total: count })
    : t(`search:count.${result.kind}`, { count: result.total, total: count });

  return (
    <section aria-label={t(`search:kinds.${kind}`)}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold" aria-live="polite">
          {heading}
        </h2>
        {filterButton}
      </div>
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
          {result.items.map((s, i) => (
            <li key={s.id}>
              <ServiceResult service={s} first={i === 0} />
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
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to="/services">{t('search:emptyBrowse')}</Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to="/post-job">{t('search:emptyPost')}</Link>
        </Button>
      </div>
    </div>
  );
}
