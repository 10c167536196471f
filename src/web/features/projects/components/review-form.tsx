import { zodResolver } from '@hookform/resolvers/zod';
import type { ProjectReview } from '@shared/schemas/project';
import { REVIEW_COMMENT_MAX, type ReviewInput, reviewInput } from '@shared/schemas/project';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { FieldError } from '@web/components/ui/field-error';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import { Star } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useReviewProject } from '../api/review-project';

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
      {review.comment ? <p className="text-sm text-muted-foreground">{review.comment}</p> : null}
    </div>
  );
}

export function ReviewForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const review = useReviewProject(projectId);
  const form = useForm<ReviewInput>({ resolver: zodResolver(reviewInput), defaultValues: { comment: '' } });
  const rating = form.watch('rating');
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await review.mutateAsync(values);
      toast.success(t('projects:review.success'));
    } catch (err) {
      toast.error(t('projects:review.failed'), { description: errorMessage(err) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('projects:review.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('projects:review.rating')}</legend>
            <div role="radiogroup" className="flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <button
                  key={n}
                  type="button"
                  role="radio"
                  aria-checked={rating === n}
                  aria-label={t('projects:review.star', { count: n })}
                  onClick={() => form.setValue('rating', n, { shouldValidate: true })}
                  className="rounded p-1 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Star
                    className={cn(
                      'size-6',
                      rating && n <= rating ? 'fill-yellow-400 text-yellow-400' : 'text-muted-foreground',
                    )}
                    aria-hidden="true"
                  />
                </button>
              ))}
            </div>
            <FieldError message={errors.rating?.message && t(errors.rating.message)} />
          </fieldset>
          <div className="space-y-2">
            <Label htmlFor="review-comment">{t('projects:review.comment')}</Label>
            <Textarea
              id="review-comment"
              rows={4}
              maxLength={REVIEW_COMMENT_MAX}
              placeholder={t('projects:review.commentPlaceholder')}
              {...form.register('comment')}
            />
            <FieldError message={errors.comment?.message && t(errors.comment.message)} />
          </div>
          <Button type="submit" disabled={review.isPending}>
            {t('projects:review.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
