import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_COMMENT_MAX, type ReviewInput, reviewInput } from '@shared/schemas/project';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { FieldError, FormError } from '@web/components/ui/field-error';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { applyServerErrors, fieldA11y, formErrorMessage } from '@web/lib/form-errors';
import { cn } from '@web/lib/utils';
import { Star } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useReviewProject } from '../api/review-project';

// A project page shows a review without loading this form (and its schemas): ./review-summary.
export { ReviewSummary, Stars } from './review-summary';

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
      // The rating and the comment stay; the reason stands by its field or by the button.
      applyServerErrors(form, err);
    }
  });
  const comment = fieldA11y(errors, 'comment', 'review-comment', t);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('projects:review.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('projects:review.rating')}</legend>
            <div
              role="radiogroup"
              className="flex gap-1"
              aria-invalid={errors.rating ? true : undefined}
              aria-describedby={errors.rating ? 'review-rating-error' : undefined}
            >
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
            <FieldError id="review-rating-error" message={errors.rating?.message} />
          </fieldset>
          <div className="space-y-2">
            <Label htmlFor="review-comment">{t('projects:review.comment')}</Label>
            <Textarea
              {...comment.props}
              rows={4}
              maxLength={REVIEW_COMMENT_MAX}
              placeholder={t('projects:review.commentPlaceholder')}
              {...form.register('comment')}
            />
            <FieldError id={comment.errorId} message={comment.message} />
          </div>
          <Button type="submit" disabled={review.isPending}>
            {t('projects:review.submit')}
          </Button>
          <FormError message={formErrorMessage(errors)} />
        </form>
      </CardContent>
    </Card>
  );
}
