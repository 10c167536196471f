import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What orders search results, in plain words (decision 052). No placement can be bought. */
export function RankingPage() {
  const { t } = useTranslation();
  const steps = ['tiers', 'rating', 'completed', 'reviews'] as const;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('search:ranking.title')}</h1>
      <p className="mt-4 text-muted-foreground">{t('search:ranking.intro')}</p>
      <h2 className="mt-8 text-xl font-semibold">{t('search:ranking.matchTitle')}</h2>
      <p className="mt-2">{t('search:ranking.match')}</p>
      <h2 className="mt-8 text-xl font-semibold">{t('search:ranking.orderTitle')}</h2>
      <ol className="mt-2 list-decimal space-y-2 pl-6">
        {steps.map((step) => (
          <li key={step}>{t(`search:ranking.order.${step}`)}</li>
        ))}
      </ol>
      <h2 className="mt-8 text-xl font-semibold">{t('search:ranking.sortsTitle')}</h2>
      <p className="mt-2">{t('search:ranking.sorts')}</p>
      <h2 className="mt-8 text-xl font-semibold">{t('search:ranking.whyTitle')}</h2>
      <p className="mt-2">{t('search:ranking.why')}</p>
      <h2 className="mt-8 text-xl font-semibold">{t('search:ranking.paidTitle')}</h2>
      <p className="mt-2">{t('search:ranking.paid')}</p>
      <p className="mt-8">
        <Link to="/search" className="text-primary hover:underline">
          {t('search:ranking.toSearch')}
        </Link>
      </p>
    </article>
  );
}
