import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_COMMENT_MAX, type ReviewInput, reviewInput } from '@shared/schemas/project';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@web/components/ui/form';
import { Textarea } from '@web/components/ui/textarea';
import { applyServerErrors } from '@web/lib/form-errors';
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

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await review.mutateAsync(values);
      toast.success(t('projects:review.success'));
    } catch (err) {
      // The rating and the comment stay; the reason stands by its field or by the button.
      applyServerErrors(form, err);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('projects:review.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name="rating"
              render={({ field }) => (
                <FormItem id="review-rating" className="space-y-0">
                  <fieldset className="space-y-2">
                    <legend className="text-sm font-medium">{t('projects:review.rating')}</legend>
                    <FormControl>
                      <div role="radiogroup" className="flex gap-1">
                        {[1, 2, 3, 4, 5].map((n) => (
                          <button
                            key={n}
                            ref={n === 1 ? field.ref : undefined}
                            type="button"
                            role="radio"
                            aria-checked={field.value === n}
                            aria-label={t('projects:review.star', { count: n })}
                            onClick={() => field.onChange(n)}
                            className="rounded p-1 focus-visible:outline-2 focus-visible:outline-ring"
                          >
                            <Star
                              className={cn(
                                'size-6',
                                field.value && n <= field.value
                                  ? 'fill-yellow-400 text-yellow-400'
                                  : 'text-muted-foreground',
                              )}
                              aria-hidden="true"
                            />
                          </button>
                        ))}
                      </div>
                    </FormControl>
                    <FormMessage />
                  </fieldset>
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="comment"
              render={({ field }) => (
                <FormItem id="review-comment">
                  <FormLabel>{t('projects:review.comment')}</FormLabel>
                  <FormControl>
                    <Textarea
                      rows={4}
                      maxLength={REVIEW_COMMENT_MAX}
                      placeholder={t('projects:review.commentPlaceholder')}
                      {...field}
                      value={field.value ?? ''}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button type="submit" disabled={review.isPending}>
              {t('projects:review.submit')}
            </Button>
            <FormRootMessage />
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
