import { categoryLabel, normalizeCategory } from '@shared/categories';
import { FreelancerCard } from '@web/components/freelancer-card';
import { Spinner } from '@web/components/ui/spinner';
import { FavouriteButton } from '@web/features/saved';
import { ApiError } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { usePageTitle } from '@web/lib/page-meta';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { CATEGORY_PAGE_SIZE, useCategoryFreelancers } from '../api/category-freelancers';
import { FreelancerGrid, Pager, ServiceList } from '../components/freelancer-grid';

function BackHome() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
      <ArrowLeft className="size-4" aria-hidden />
      {t('discovery:category.backHome')}
    </Link>
  );
}

export function CategoryPage() {
  const { categoryId = '' } = useParams();
  const category = normalizeCategory(categoryId);
  // The category names the page: "Graphic & Design · Marketplace" / "Grafik ve Tasarım · …".
  usePageTitle(category ? categoryLabel(category, currentLanguage()) : null);
  if (!category) return <CategoryNotFound />;
  return <CategoryListing categoryId={category} />;
}

function CategoryNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('discovery:category.notFound')}</h1>
      <div className="mt-6">
        <BackHome />
      </div>
    </div>
  );
}

function CategoryListing({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useCategoryFreelancers(categoryId, page);
  if (query.error instanceof ApiError && query.error.status === 404) return <CategoryNotFound />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <BackHome />
      <h1 className="mt-4 text-3xl font-bold">{categoryLabel(categoryId, currentLanguage())}</h1>
      <p className="mt-2 text-muted-foreground">{t('discovery:category.subtitle')}</p>
      <div className="mt-8">
        {query.isPending ? (
          <Spinner label={t('common:loading')} />
        ) : query.isError ? (
          <p role="alert" className="text-destructive">
            {t('discovery:loadError')}
          </p>
        ) : query.data.items.length === 0 ? (
          <p className="py-12 text-center text-muted-foreground">{t('discovery:category.empty')}</p>
        ) : (
          <>
            <FreelancerGrid>
              {query.data.items.map((f) => (
                <li key={f.profileId}>
                  <FreelancerCard freelancer={f} headingLevel={2}>
                    <ServiceList services={f.services} />
                    <div className="flex justify-end">
                      <FavouriteButton kind="freelancers" id={f.profileId} name={f.name} ownerId={f.userId} />
                    </div>
                  </FreelancerCard>
                </li>
              ))}
            </FreelancerGrid>
            <Pager
              page={page}
              pageSize={CATEGORY_PAGE_SIZE}
              total={query.data.total}
              more={query.data.totalCapped}
              onPage={(p) => setParams({ page: String(p) })}
            />
          </>
        )}
      </div>
    </div>
  );
}
