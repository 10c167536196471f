import { categoryLabel } from '@shared/categories';
import { formatDate, formatNumber, formatRating } from '@shared/format';
import { imageSrcSet } from '@shared/image-variants';
import { versionIn } from '@shared/listing-langs';
import { formatMoney } from '@shared/money';
import type { SearchProject, SearchService } from '@shared/schemas/search';
import { subcategoryLabel } from '@shared/taxonomy';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent } from '@web/components/ui/card';
import { FavouriteButton } from '@web/features/saved';
import { currentLanguage } from '@web/lib/i18n';
import { useReaderTitle } from '@web/lib/reader-text';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The seller's completed orders, as a buyer reads them: "12 orders completed", nothing for a
 * seller with none (the card then says "New" where the rating would be, never a zero).
 */
export function OrdersCompleted({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="text-sm text-muted-foreground" data-testid="orders-completed">
      {t('search:ordersCompleted', { count, formatted: formatNumber(count, currentLanguage()) })}
    </span>
  );
}

/**
 * A service as a search (or the Saved page) lists it, with its heart. `first`: the list's first
 * card, whose picture is the largest thing on a phone's first screen, is fetched at once and first.
 */
export function ServiceResult({
  service,
  first = false,
}: {
  service: Omit<SearchService, 'why'>;
  first?: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  // The seller's own header in the reader's language, when they wrote one (decision 130).
  const header = useReaderTitle(service.header, service.headerAlt);
  return (
    <Card className="flex h-full flex-col" data-testid="service-result">
      {service.imageUrl ? (
        <img
          src={service.imageUrl}
          srcSet={imageSrcSet(service.imageUrl)}
          sizes="(min-width: 640px) 360px, 100vw"
          alt=""
          className="h-36 w-full rounded-t-xl object-cover"
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
        />
      ) : null}
      <CardContent className="flex flex-1 flex-col gap-2 pt-4">
        <div className="flex items-start justify-between gap-2">
          <Badge variant="secondary" className="self-start">
            {subcategoryLabel(service.subcategory, lang)}
          </Badge>
          <FavouriteButton
            kind="services"
            id={service.id}
            name={header}
            ownerProfileId={service.seller.profileId}
            className="-mt-2 -mr-2"
          />
        </div>
        <h3 className="font-semibold">
          <Link to={`/services/${service.id}`} className="hover:underline">
            {header}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Link to={`/profile/${service.seller.profileId}`} className="hover:underline">
            {service.seller.name}
          </Link>
          {service.seller.location ? ` · ${service.seller.location}` : ''}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {service.seller.rating !== null ? (
            <span className="flex items-center gap-1">
              <Star className="size-4 fill-yellow-400 text-yellow-400" aria-hidden />
              {`${formatRating(service.seller.rating, lang)} (${t('discovery:card.reviews', { count: service.seller.reviewCount })})`}
            </span>
          ) : service.seller.completedCount > 0 ? (
            <span className="text-muted-foreground">{t('discovery:card.noReviews')}</span>
          ) : (
            <Badge variant="outline">{t('discovery:card.noRating')}</Badge>
          )}
          <OrdersCompleted count={service.seller.completedCount} />
        </p>
        <div className="mt-auto flex flex-wrap justify-between gap-2 text-sm">
          {service.priceFrom !== null ? (
            <span className="font-medium">
              {t('search:from', { price: formatMoney(Math.round(service.priceFrom * 100), lang) })}
            </span>
          ) : null}
          {service.deliveryDays !== null ? (
            <span className="text-muted-foreground">
              {t('search:delivery', { days: t('search:days', { count: service.deliveryDays }) })}
            </span>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** A project as a search (or the Saved page) lists it, with its heart. */
export function ProjectResult({
  project,
  children,
}: {
  project: Omit<SearchProject, 'why'>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const due = formatDate(project.dueDate, lang);
  const own = versionIn(project.alt, lang);
  const title = own?.title ?? project.title;
  return (
    <Card data-testid="project-result">
      <CardContent className="space-y-2 pt-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-semibold">
            <Link to={`/projects/${project.id}`} className="hover:underline">
              {title}
            </Link>
          </h3>
          <span className="flex items-center gap-1">
            <span className="font-medium">{formatMoney(Math.round(project.budget * 100), lang)}</span>
            <FavouriteButton kind="projects" id={project.id} name={title} className="-my-2" />
          </span>
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">
          {own?.description ?? project.description}
        </p>
        <div className="flex flex-wrap gap-2 text-xs">
          <Badge variant="secondary">{categoryLabel(project.category, lang)}</Badge>
          {project.requirements.slice(0, 4).map((r) => (
            <Badge key={r} variant="outline">
              {r}
            </Badge>
          ))}
          <span className="text-muted-foreground">{t('search:due', { date: due })}</span>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
