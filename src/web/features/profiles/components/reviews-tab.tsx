import { formatDate } from '@shared/format';
import { UserAvatar } from '@web/components/ui/avatar';
import { Spinner } from '@web/components/ui/spinner';
import { ContentMenu } from '@web/features/moderation';
import { TranslatableText } from '@web/features/translate';
import { errorMessage } from '@web/lib/api';
import { personName } from '@web/lib/person-name';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useProfileReviews } from '../api/reviews';

export function ReviewsTab({ profileId }: { profileId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  const reviews = useProfileReviews(profileId);
  if (reviews.isPending) return <Spinner label={t('common:loading')} />;
  if (reviews.isError) return <p className="text-destructive">{errorMessage(reviews.error)}</p>;
  if (reviews.data.items.length === 0)
    return <p className="text-muted-foreground">{t('profile:noReviews')}</p>;
  return (
    <ul className="space-y-4">
      {reviews.data.items.map((r) => {
        const name = personName(r.reviewer.name, t) ?? t('profile:reviews.anonymous');
        return (
          <li key={r.id} className="flex gap-3 rounded-lg border p-4">
            <UserAvatar name={name} src={r.reviewer.avatarUrl} seed={r.reviewer.userId} />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">{name}</p>
                <span className="flex items-center gap-1">
                  <time className="text-sm text-muted-foreground" dateTime={r.createdAt}>
                    {formatDate(r.createdAt, lang)}
                  </time>
                  <ContentMenu kind="review" targetId={r.id} ownerId={r.reviewer.userId} label={name} />
                </span>
              </div>
              <p className="flex items-center gap-0.5">
                <span className="sr-only">{t('profile:reviews.stars', { rating: r.rating })}</span>
                {[1, 2, 3, 4, 5].map((n) => (
                  <Star
                    key={n}
                    aria-hidden="true"
                    className={
                      n <= r.rating
                        ? 'size-4 fill-yellow-400 text-yellow-400'
                        : 'size-4 text-muted-foreground'
                    }
                  />
                ))}
              </p>
              {r.comment ? (
                <TranslatableText
                  entity="review"
                  id={r.id}
                  lang={r.commentLang}
                  field="comment"
                  text={r.comment}
                  alt={r.commentAlt ? { lang: r.commentAlt.lang, text: r.commentAlt.comment } : null}
                  className="text-sm"
                />
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
