import { and, eq, type SQL, sql } from 'drizzle-orm';
import { contentHides, reviews } from './schema';

/**
 * What every list of reviews reads of a review (a service's, a profile's, a project's client
 * review); each adds what it shows beside (the reply, the reviewer, the package).
 */
export const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  commentLang: reviews.commentLang,
  altTexts: reviews.altTexts,
  createdAt: reviews.createdAt,
};

export type ReviewDirection = 'client_to_freelancer' | 'freelancer_to_client';

/**
 * A review anyone may see (decision 050): written in `direction` and out of its blind period
 * (the other side wrote too, or 14 days passed since completion). Reviews written before
 * contracts are client → freelancer and visible since they were written. Every public figure
 * (profile and service rating, client rating) and every public list reads through this; a review
 * hidden by moderation is never public.
 */
export function publicReviewOf(direction: ReviewDirection, now?: Date): SQL {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  return and(
    eq(reviews.direction, direction),
    sql`${reviews.visibleAt} <= ${at}`,
    // Hidden by moderation (decision 060): shown to nobody, counted nowhere.
    sql`not exists (select 1 from ${contentHides} where ${contentHides.kind} = 'review' and ${contentHides.entityId} = ${reviews.id})`,
  )!;
}
