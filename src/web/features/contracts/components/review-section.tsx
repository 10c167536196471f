import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate } from '@shared/dates';
import {
  type ContractDetail,
  type ContractReview,
  contractReviewInput,
  REVIEW_REPLY_MAX,
  reviewReplyInput,
} from '@shared/schemas/contract';
import { Button } from '@web/components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@web/components/ui/form';
import { Textarea } from '@web/components/ui/textarea';
import { TranslatableText } from '@web/features/translate';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { Star } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useReplyToReview, useReviewContract } from '../api/contract-actions';

const COMMENT_MAX = 2000;

function Stars({ rating }: { rating: number }) {
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

type ReviewValues = z.input<typeof contractReviewInput>;

function ReviewForm({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const review = useReviewContract(contract.id);
  const form = useForm<ReviewValues>({
    resolver: zodResolver(contractReviewInput),
    defaultValues: { comment: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await review.mutateAsync({ rating: values.rating, comment: values.comment?.trim() || undefined });
      toast.success(t('contracts:review.success'));
    } catch (err) {
      // What was typed stays; the reason stands by its field or by the button.
      applyServerErrors(form, err);
    }
  });
  const other = contract.role === 'client' ? 'freelancer' : 'client';
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <h3 className="font-medium">{t(`contracts:review.titleFor.${other}`)}</h3>
        <FormField
          control={form.control}
          name="rating"
          render={({ field }) => (
            <FormItem>
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">{t('contracts:review.rating')}</legend>
                <FormControl>
                  <div role="radiogroup" className="flex gap-1">
                    {[1, 2, 3, 4, 5].map((n) => (
                      <button
                        key={n}
                        ref={n === 1 ? field.ref : undefined}
                        type="button"
                        role="radio"
                        aria-checked={field.value === n}
                        aria-label={t('contracts:review.star', { count: n })}
                        onClick={() => field.onChange(n)}
                        onBlur={field.onBlur}
                        className="rounded p-1 focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        <Star
                          aria-hidden="true"
                          className={cn(
                            'size-6',
                            field.value && n <= field.value
                              ? 'fill-yellow-400 text-yellow-400'
                              : 'text-muted-foreground',
                          )}
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
            <FormItem>
              <FormLabel>{t('contracts:review.comment')}</FormLabel>
              <FormControl>
                <Textarea rows={4} maxLength={COMMENT_MAX} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={review.isPending}>
          {t('contracts:review.submit')}
        </Button>
        <FormRootMessage />
      </form>
    </Form>
  );
}

type ReplyValues = z.input<typeof reviewReplyInput>;

function ReplyForm({ contractId, reviewId }: { contractId: string; reviewId: string }) {
  const { t } = useTranslation();
  const reply = useReplyToReview(contractId);
  const form = useForm<ReplyValues>({
    resolver: zodResolver(reviewReplyInput),
    defaultValues: { reply: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reply.mutateAsync({ reviewId, reply: values.reply.trim() });
      toast.success(t('contracts:review.replied'));
    } catch (err) {
      // What was typed stays; the reason stands by its field or by the button.
      applyServerErrors(form, err);
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-2">
        <FormField
          control={form.control}
          name="reply"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('contracts:review.reply')}</FormLabel>
              <FormControl>
                <Textarea rows={3} maxLength={REVIEW_REPLY_MAX} {...field} />
              </FormControl>
              <FormMessage />
              <FormDescription>{t('contracts:review.replyOnce')}</FormDescription>
            </FormItem>
          )}
        />
        <Button type="submit" size="sm" disabled={reply.isPending}>
          {t('contracts:review.replySubmit')}
        </Button>
        <FormRootMessage />
      </form>
    </Form>
  );
}

function ReviewView({ review, heading }: { review: ContractReview; heading: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <div className="space-y-1">
      <h3 className="font-medium">{heading}</h3>
      <p className="flex items-center gap-2 text-sm">
        <Stars rating={review.rating} />
        {t('contracts:review.outOf', { rating: review.rating })} · {formatDate(review.createdAt, lang)}
      </p>
      {review.comment ? (
        review.visible ? (
          <TranslatableText
            entity="review"
            id={review.id}
            lang={review.commentLang}
            field="comment"
            text={review.comment}
            className="whitespace-pre-line text-sm"
          />
        ) : (
          <p className="whitespace-pre-line text-sm">{review.comment}</p>
        )
      ) : null}
      {review.reply ? (
        <blockquote className="mt-2 border-l-2 pl-3 text-sm text-muted-foreground">
          <span className="font-medium">{t('contracts:review.freelancerReply')}</span> {review.reply}
        </blockquote>
      ) : null}
    </div>
  );
}

/**
 * Reviews after completion: the viewer's own (marked hidden until the other side writes), the
 * other side's once visible, the form while 'review' is offered, and the freelancer's one reply.
 */
export function ReviewSection({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const mineDirection = contract.role === 'client' ? 'client_to_freelancer' : 'freelancer_to_client';
  const mine = contract.reviews.find((r) => r.direction === mineDirection);
  const theirs = contract.reviews.find((r) => r.direction !== mineDirection && r.visible);
  const canReview = contract.actions.includes('review');
  if (!mine && !theirs && !canReview) return null;
  const other = contract.role === 'client' ? 'freelancer' : 'client';
  return (
    <section aria-labelledby="contract-reviews" className="space-y-4 rounded-lg border p-4">
      <h2 id="contract-reviews" className="text-lg font-semibold">
        {t('contracts:review.title')}
      </h2>
      {canReview && !mine ? <ReviewForm contract={contract} /> : null}
      {mine ? (
        <div className="space-y-1">
          <ReviewView review={mine} heading={t('contracts:review.yours')} />
          {!mine.visible ? (
            <p className="text-xs text-muted-foreground">{t(`contracts:review.hiddenUntil.${other}`)}</p>
          ) : null}
        </div>
      ) : null}
      {theirs ? (
        <div className="space-y-3 border-t pt-3">
          <ReviewView review={theirs} heading={t(`contracts:review.theirs.${other}`)} />
          {contract.role === 'freelancer' && theirs.reply === null ? (
            <ReplyForm contractId={contract.id} reviewId={theirs.id} />
          ) : null}
        </div>
      ) : mine && !theirs ? (
        <p className="text-sm text-muted-foreground">{t(`contracts:review.waitingFor.${other}`)}</p>
      ) : null}
    </section>
  );
}
