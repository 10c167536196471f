import type { ProjectReview } from '@shared/schemas/project';
import { TranslatableText } from '@web/features/translate';
import { cn } from '@web/lib/utils';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn('size-4', n <= rating ? 'fill-yellow-400 text-yellow-400' : 'text-muted-foreground')}
        />
      ))}
    </span>
  );
}

export function ReviewSummary({ review }: { review: ProjectReview }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <p className="flex items-center gap-2 font-medium">
        <Stars rating={review.rating} />
        {t('projects:review.outOf', { rating: review.rating })}
      </p>
      {review.comment ? (
        <TranslatableText
          entity="review"
          id={review.id}
          lang={review.commentLang}
          field="comment"
          text={review.comment}
          className="text-sm text-muted-foreground"
        />
      ) : null}
    </div>
  );
}
