import { CATEGORY_IDS, type CategoryId, categoryLabel } from '@shared/categories';
import { FreelancerCard } from '@web/components/freelancer-card';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { currentLanguage } from '@web/lib/i18n';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCategoryFreelancers } from '../api/category-freelancers';
import { FreelancerGrid } from '../components/freelancer-grid';

export function HirePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const active = CATEGORY_IDS.find((id) => id === requested) ?? CATEGORY_IDS[0];
  const lang = currentLanguage();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('discovery:hire.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('discovery:hire.subtitle')}</p>
      <Tabs
        value={active}
        onValueChange={(value) => setParams({ category: value }, { replace: true })}
        className="mt-8"
      >
        <TabsList className="h-auto">
          {CATEGORY_IDS.map((id) => (
            <TabsTrigger key={id} value={id}>
              {categoryLabel(id, lang)}
            </TabsTrigger>
          ))}
        </TabsList>
        {CATEGORY_IDS.map((id) => (
          <TabsContent key={id} value={id}>
            <HireTab categoryId={id} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function HireTab({ categoryId }: { categoryId: CategoryId }) {
  const { t } = useTranslation();
  const query = useCategoryFreelancers(categoryId, 1);
  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError)
    return (
      <p role="alert" className="text-destructive">
        {t('discovery:loadError')}
      </p>
    );
  if (query.data.items.length === 0)
    return <p className="py-12 text-center text-muted-foreground">{t('discovery:hire.empty')}</p>;
  const label = categoryLabel(categoryId, currentLanguage());
  return (
    <>
      <FreelancerGrid label={label}>
        {query.data.items.map((f) => (
          <li key={f.profileId}>
            <FreelancerCard freelancer={f} headingLevel={2} />
          </li>
        ))}
      </FreelancerGrid>
      {query.data.total > query.data.items.length ? (
        <div className="mt-6 text-center">
          <Link to={`/category/${categoryId}`} className="text-primary hover:underline">
            {t('discovery:hire.viewAll', { category: label })}
          </Link>
        </div>
      ) : null}
    </>
  );
}
