import { categoryLabel, subcategoryLabel } from '@shared/taxonomy';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ContentMenu, HiddenNotice, useBlockedPair } from '@web/features/moderation';
import { FavouriteButton } from '@web/features/saved';
import {
  BothLanguagesNote,
  TranslateButton,
  useAuthoredVersion,
  useContentTranslation,
} from '@web/features/translate';
import { ApiError, errorMessage } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { usePageTitle } from '@web/lib/page-meta';
import { useSession } from '@web/lib/session';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useService } from '../api/get-service';
import { PackageComparison } from '../components/package-comparison';
import { SellerCard } from '../components/seller-card';
import { ServiceGallery } from '../components/service-gallery';
import { ServiceReviews } from '../components/service-reviews';

/** A service as a storefront: gallery, packages to order, the seller and the reviews. */
export function ServiceDetailPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const navigate = useNavigate();
  const { serviceId = '' } = useParams();
  const { user } = useSession();
  const query = useService(serviceId);
  // A blocked pair is offered no Continue or Contact (the server refuses both), with the reason.
  const blocked = useBlockedPair(query.data?.freelancer.userId);
  // The seller's own version in the reader's language, when they wrote one (decision 130);
  // otherwise 'Translate' where a provider is configured (decision 071).
  const authored = useAuthoredVersion(query.data?.alt);
  const translation = useContentTranslation(
    'service',
    query.data?.id ?? serviceId ?? '',
    authored.both ? null : (query.data?.contentLang ?? null),
  );
  const alt = authored.alt;
  // The service names the page, as the server's HTML does for link previews.
  usePageTitle(alt?.header ?? query.data?.header, alt?.explanation ?? query.data?.explanation);

  if (query.isPending) return <Spinner label={t('common:loading')} className="min-h-[50vh]" />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">
          {notFound ? t('services:detail.notFound') : errorMessage(query.error)}
        </h1>
        <Button variant="outline" onClick={() => navigate(-1)}>
          <ArrowLeft className="size-4" aria-hidden />
          {t('services:detail.back')}
        </Button>
      </div>
    );
  }

  const service = query.data;
  const isOwn = user?.id === service.freelancer.userId;
  const viewer = isOwn ? 'owner' : !user ? 'signedOut' : blocked ? 'blocked' : 'buyer';
  const header = alt?.header ?? translation.text('header', service.header);
  const packages = service.packages.map((p) => {
    const own = alt?.packages.find((x) => x.tier === p.tier);
    if (own) return { ...p, name: own.name, description: own.description, features: own.features };
    // Translated (decision 071): the features come back one per line; a provider that joined or
    // split lines leaves them as written rather than misaligned.
    const lines = translation
      .text(`${p.tier}.features`, p.features.join('\n'))
      .split('\n')
      .filter((line) => line.trim() !== '');
    return {
      ...p,
      name: translation.text(`${p.tier}.name`, p.name),
      description: translation.text(`${p.tier}.description`, p.description),
      features: lines.length === p.features.length ? lines : p.features,
    };
  });

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_320px]">
      <article className="min-w-0 space-y-8">
        <div className="space-y-3">
          <HiddenNotice hide={service.moderation} />
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{categoryLabel(service.category, lang)}</Badge>
            <Badge variant="secondary">{subcategoryLabel(service.subcategory, lang)}</Badge>
            <span className="ml-auto">
              <ContentMenu
                kind="service"
                targetId={service.id}
                ownerId={service.freelancer.userId}
                label={service.header}
              />
            </span>
          </div>
          <div className="flex items-start justify-between gap-2">
            <h1 className="break-words text-3xl font-bold leading-tight" lang={alt?.lang}>
              {header}
            </h1>
            <FavouriteButton
              kind="services"
              id={service.id}
              name={header}
              ownerId={service.freelancer.userId}
            />
          </div>
          <TranslateButton state={translation} />
          <BothLanguagesNote version={authored} by="seller" />
        </div>
        <ServiceGallery images={service.images} header={header} />
        {packages.length > 0 && (
          <PackageComparison serviceId={service.id} packages={packages} viewer={viewer} blocked={blocked} />
        )}
        <section className="space-y-2">
          <h2 className="text-xl font-semibold">{t('services:detail.explanation')}</h2>
          <p className="whitespace-pre-line leading-relaxed" lang={alt?.lang}>
            {alt?.explanation ?? translation.text('explanation', service.explanation)}
          </p>
        </section>
        {service.packages.length === 0 && (
          <section className="space-y-2">
            <h2 className="text-xl font-semibold">{t('services:detail.pricing')}</h2>
            <p className="whitespace-pre-line leading-relaxed" lang={alt?.lang}>
              {alt?.pricing ?? translation.text('pricing', service.pricing)}
            </p>
          </section>
        )}
        <ServiceReviews serviceId={service.id} />
      </article>
      <aside className="min-w-0 lg:sticky lg:top-20 lg:self-start">
        <SellerCard service={service} isOwn={isOwn} signedIn={Boolean(user)} blocked={blocked} />
      </aside>
    </div>
  );
}
