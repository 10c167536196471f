import { CATEGORY_IDS, categoryLabel } from '@shared/categories';
import { formatNumber } from '@shared/format';
import { FreelancerCard } from '@web/components/freelancer-card';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { ChatbotLauncher } from '@web/features/help';
import { currentLanguage } from '@web/lib/i18n';
import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFeaturedFreelancers } from '../api/featured-freelancers';
import { SEARCH_PAGE_SIZE, useSearchFreelancers } from '../api/search-freelancers';
import { FreelancerGrid, Pager } from '../components/freelancer-grid';

export function HomePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  // Back and forward move between searches; the field follows the address.
  useEffect(() => {
    setText(q);
  }, [q]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    // An empty search does nothing (spec part 1 §2).
    if (!value) return;
    setParams({ q: value });
  };
  const onClear = () => {
    setText('');
    setParams({});
  };

  return (
    <div>
      <section className="bg-gradient-to-b from-primary/10 to-background px-4 py-16 text-center">
        <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">
          {t('discovery:home.heroTitle')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          {t('discovery:home.heroSubtitle')}
        </p>
        <form onSubmit={onSubmit} role="search" className="mx-auto mt-8 flex max-w-2xl gap-2">
          <div className="relative flex-1">
            <Search
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              type="search"
              name="search"
              aria-label={t('discovery:home.searchLabel')}
              placeholder={t('discovery:home.searchPlaceholder')}
              className="h-12 bg-background pr-10 pl-9"
              value={text}
              maxLength={200}
              onChange={(e) => {
                setText(e.target.value);
                // Emptying the field (or the browser's clear button) returns to the featured list.
                if (e.target.value === '' && q) setParams({});
              }}
            />
            {text ? (
              <button
                type="button"
                onClick={onClear}
                aria-label={t('discovery:home.clearSearch')}
                className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground hover:text-foreground"
              >
                <X className="size-4" />
              </button>
            ) : null}
          </div>
          <Button type="submit" size="lg" className="h-12">
            {t('discovery:home.searchButton')}
          </Button>
        </form>
        <nav
          aria-label={t('discovery:home.browseCategories')}
          className="mx-auto mt-6 flex max-w-3xl flex-wrap justify-center gap-2"
        >
          {CATEGORY_IDS.map((id) => (
            <Link
              key={id}
              to={`/category/${id}`}
              className="rounded-full border bg-background px-3 py-1 text-sm hover:bg-accent"
            >
              {categoryLabel(id, currentLanguage())}
            </Link>
          ))}
        </nav>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12">
        {q ? (
          <SearchResults q={q} page={pageNumber} onPage={(p) => setParams({ q, page: String(p) })} />
        ) : (
          <Featured />
        )}
      </section>

      <section className="bg-primary px-4 py-14 text-center text-primary-foreground">
        <h2 className="text-3xl font-bold">{t('discovery:home.ctaTitle')}</h2>
        <p className="mx-auto mt-3 max-w-2xl opacity-90">{t('discovery:home.ctaText')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild variant="secondary" size="lg">
            <Link to="/post-job">{t('discovery:home.ctaPostProject')}</Link>
          </Button>
          <Button
            asChild
            variant="outline"
            size="lg"
            className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
          >
            <Link to="/add-service">{t('discovery:home.ctaJoin')}</Link>
          </Button>
        </div>
      </section>
      <ChatbotLauncher />
    </div>
  );
}

function Featured() {
  const { t } = useTranslation();
  const featured = useFeaturedFreelancers();
  return (
    <>
      <h2 className="mb-6 text-2xl font-bold">{t('discovery:home.featuredTitle')}</h2>
      {featured.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : featured.isError ? (
        <p role="alert" className="text-destructive">
          {t('discovery:loadError')}
        </p>
      ) : (
        <FreelancerGrid label={t('discovery:home.featuredTitle')}>
          {featured.data.items.map((f) => (
            <li key={f.profileId}>
              <FreelancerCard freelancer={f} />
            </li>
          ))}
        </FreelancerGrid>
      )}
    </>
  );
}

function SearchResults({ q, page, onPage }: { q: string; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const search = useSearchFreelancers(q, page);
  if (search.isPending) return <Spinner label={t('common:loading')} />;
  if (search.isError)
    return (
      <p role="alert" className="text-destructive">
        {t('discovery:loadError')}
      </p>
    );
  const { items, total, totalCapped } = search.data;
  // A broad search is counted up to a limit: "Search results: 1,000+ freelancers found".
  const heading = totalCapped
    ? t('discovery:home.resultsTitleCapped', {
        total: formatNumber(total, currentLanguage()),
      })
    : t('discovery:home.resultsTitle', { count: total });
  return (
    <>
      <h2 className="mb-6 text-2xl font-bold" aria-live="polite">
        {heading}
      </h2>
      {items.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">{t('discovery:home.noResults')}</p>
      ) : (
        <FreelancerGrid label={heading}>
          {items.map((f) => (
            <li key={f.profileId}>
              <FreelancerCard freelancer={f} />
            </li>
          ))}
        </FreelancerGrid>
      )}
      <Pager page={page} pageSize={SEARCH_PAGE_SIZE} total={total} more={totalCapped} onPage={onPage} />
    </>
  );
}
