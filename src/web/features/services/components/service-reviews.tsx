import { formatDate } from '@shared/dates';
import { formatRating } from '@shared/format';
import { UserAvatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Spinner } from '@web/components/ui/spinner';
import { TranslatableText } from '@web/features/translate';
import { errorMessage } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { personName } from '@web/lib/person-name';
import { cn } from '@web/lib/utils';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServiceReviews } from '../api/get-service-reviews';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('services:detail.ratingLabel', { rating })} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn('size-4', n <= rating ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/40')}
        />
      ))}
    </span>
  );
}

/** The service's visible reviews, newest first as the server answers them, with an empty state. */
export function ServiceReviews({ serviceId }: { serviceId: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const query = useServiceReviews(serviceId);
  return (
    <section aria-labelledby="service-reviews-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="service-reviews-title" className="text-xl font-semibold">
          {t('services:detail.reviews')}
        </h2>
        {query.data && query.data.average !== null && query.data.count > 0 && (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
            {t('services:detail.reviewsSummary', {
              average: formatRating(query.data.average, lang),
              count: query.data.count,
            })}
          </p>
        )}
      </div>
      {query.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : query.isError ? (
        <p className="text-sm text-destructive">
          {t('services:detail.reviewsError')}: {errorMessage(query.error)}
        </p>
      ) : query.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t('services:detail.reviewsEmpty')}
        </p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {query.data.items.map((r) => {
            const name = personName(r.reviewer.name, t) ?? t('services:detail.anonymous');
            return (
              <li key={r.id} className="space-y-2 p-4">
                <div className="flex items-center gap-3">
                  <UserAvatar name={name} src={r.reviewer.avatarUrl} className="size-9" />
                  <div className="min-w-0 flex-1">
                    {r.reviewer.profileId ? (
                      <Link to={`/profile/${r.reviewer.profileId}`} className="font-medium hover:underline">
                        {name}
                      </Link>
                    ) : (
                      <p className="font-medium">{name}</p>
                    )}
                    <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <Stars rating={r.rating} />
                      <span>{formatDate(r.createdAt, lang)}</span>
                      {r.packageTier && (
                        <Badge variant="secondary">{t(`services:packages.tiers.${r.packageTier}`)}</Badge>
                      )}
                    </div>
                  </div>
                </div>
                {r.comment && (
                  <TranslatableText
                    entity="review"
                    id={r.id}
                    lang={r.commentLang}
                    field="comment"
                    text={r.comment}
                    alt={r.commentAlt ? { lang: r.commentAlt.lang, text: r.commentAlt.comment } : null}
                    className="whitespace-pre-line text-sm leading-relaxed"
                  />
                )}
                {r.reply && (
                  <div className="ml-6 rounded-md bg-muted p-3 text-sm">
                    <p className="font-medium">{t('services:detail.reply')}</p>
                    <p className="whitespace-pre-line">{r.reply}</p>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
