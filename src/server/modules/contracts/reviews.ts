import { contentLanguageOf, detectContentLanguage } from '@shared/detect-language';
import {
  type ContractReview,
  REVIEW_BLIND_DAYS,
  type ServiceReview,
  type ServiceReviewList,
} from '@shared/schemas/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { publicReviewOf, type ReviewDirection, reviewColumns } from '../../db/reviews';
import { contracts, profiles, reviews, user } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { hidesOf } from '../../lib/content-hides';
import { AppError } from '../../lib/errors';
import { publish } from '../../lib/live';
import { type NotificationInput, notifyInStep } from '../notifications/service';
import { ensureProfile } from '../profiles/ensure-profile';
import { personColumns, presentPerson } from '../profiles/presenter';
import { getPublicService } from '../services/service';
import { lockContract, recordEvent } from './events';
import { assertStartsFrom } from './machine';
import * as contractPolicy from './policy';

/*
 * Two-way reviews of a contract (decision 050). After completion the client reviews the
 * freelancer and the freelancer the client, once each (reviews_contract_direction_uq). A first
 * review stays hidden from everybody but its writer until the other side writes (both become
 * visible at that moment) or REVIEW_BLIND_DAYS after completion; no public figure counts a
 * hidden review (db/reviews.ts). The reviewed side may answer a visible review once, publicly.
 */

type ContractRow = typeof contracts.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
export const REVIEW_BLIND_MS = REVIEW_BLIND_DAYS * DAY_MS;

const reviewNotFound = () => new AppError('REVIEW_NOT_FOUND', 404, 'contracts:error.reviewNotFound');

/** The direction of a review written by `userId`, a party of the contract. */
export function directionOf(contract: Pick<ContractRow, 'clientId'>, userId: string): ReviewDirection {
  return contract.clientId === userId ? 'client_to_freelancer' : 'freelancer_to_client';
}

/** Who is reviewed in `direction`. */
function reviewedUserOf(
  contract: Pick<ContractRow, 'clientId' | 'freelancerId'>,
  direction: ReviewDirection,
) {
  return direction === 'client_to_freelancer' ? contract.freelancerId : contract.clientId;
}

/** Never undoes the review (spec part 2 §4): one statement that cannot fail on what reaches it. */
async function notifySafely(tx: Tx, input: NotificationInput) {
  await notifyInStep(tx, input);
}

async function displayName(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, userId));
  return row?.name ?? '';
}

async function profileIdOf(tx: Tx, userId: string): Promise<string> {
  const [found] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  if (found) return found.id;
  const [account] = await tx.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId));
  if (!account) throw new AppError('PROFILE_NOT_FOUND', 404, 'projects:error.freelancerNotFound');
  return (await ensureProfile(tx, account)).id;
}

export interface WriteReviewInput {
  contract: ContractRow;
  reviewerId: string;
  rating: number;
  comment?: string;
  /** The clock: tests pass it; the blind period is counted from the contract's completion. */
  now?: Date;
  /** The spec's project review answers with its own messages; the contract routes with theirs. */
  errors?: { notCompleted?: AppError; already?: AppError };
}

/**
 * Writes `reviewerId`'s review of the other party inside the caller's transaction, which holds
 * the contract row locked (lockContract), so the two sides' reviews cannot both believe they
 * came first. Returns the new row (with its visible_at).
 */
export async function writeContractReview(tx: Tx, input: WriteReviewInput): Promise<ReviewRow> {
  const { contract, reviewerId } = input;
  const now = input.now ?? clockNow();
  assertStartsFrom(
    'review',
    contract,
    () =>
      input.errors?.notCompleted ?? new AppError('CONTRACT_WRONG_STATE', 409, 'contracts:error.notCompleted'),
  );
  const direction = directionOf(contract, reviewerId);
  const existing = await tx
    .select()
    .from(reviews)
    .where(eq(reviews.contractId, contract.id))
    .orderBy(asc(reviews.createdAt));
  if (existing.some((r) => r.direction === direction))
    throw input.errors?.already ?? new AppError('ALREADY_REVIEWED', 409, 'contracts:error.alreadyReviewed');
  const other = existing.find((r) => r.direction !== direction) ?? null;
  const reviewedId = reviewedUserOf(contract, direction);
  const completedAt = contract.completedAt ?? now;
  // Both in: visible from now on (the database's now() too, so the rating trigger, which reads
  // now(), counts them in this very transaction). Alone: hidden until the blind period ends.
  const revealAt = sql`least(now(), ${now.toISOString()}::timestamptz)`;
  const [row] = await tx
    .insert(reviews)
    .values({
      profileId: await profileIdOf(tx, reviewedId),
      reviewerId,
      projectId: contract.projectId,
      serviceId: contract.kind === 'service' ? contract.serviceId : null,
      contractId: contract.id,
      direction,
      rating: input.rating,
      comment: input.comment ?? '',
      commentLang: detectContentLanguage(input.comment),
      visibleAt: other ? revealAt : new Date(completedAt.getTime() + REVIEW_BLIND_MS),
      createdAt: now,
    })
    .returning();
  if (other && other.visibleAt.getTime() > now.getTime())
    await tx.update(reviews).set({ visibleAt: revealAt }).where(eq(reviews.id, other.id));

  await recordEvent(tx, {
    contract,
    actorId: reviewerId,
    kind: 'reviewed',
    data: { direction, reviewId: row!.id, bothIn: other !== null },
    // The reviewed side gets the 'review' notification below (without the rating while hidden).
    notify: [],
  });
  const reviewerName = await displayName(tx, reviewerId);
  const received = (d: ReviewDirection) =>
    d === 'client_to_freelancer'
      ? 'notifications:event.reviewReceived'
      : 'notifications:event.clientReviewReceived';
  const hidden = row!.visibleAt.getTime() > now.getTime();
  // The reviewed side learns of the review; while it is hidden, without its rating.
  await notifySafely(tx, {
    userId: reviewedId,
    type: 'review',
    key: hidden ? 'notifications:event.reviewWaiting' : received(direction),
    vars: { project: contract.title, reviewer: reviewerName, rating: input.rating },
  });
  if (other && other.visibleAt.getTime() > now.getTime()) {
    // This second review reveals the first: its reader may read it now.
    await notifySafely(tx, {
      userId: reviewerId,
      type: 'review',
      key: received(other.direction as ReviewDirection),
      vars: {
        project: contract.title,
        reviewer: await displayName(tx, other.reviewerId ?? ''),
        rating: other.rating,
      },
    });
  }
  return row!;
}

/** POST /api/contracts/{id}/reviews: a party reviews the other after completion. */
export async function reviewContract(
  db: Db,
  input: { contractId: string; actorId: string; rating: number; comment?: string; now?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const contract = await lockContract(tx, input.contractId);
    contractPolicy.authorize({ id: input.actorId }, 'review', contract);
    await writeContractReview(tx, {
      contract,
      reviewerId: input.actorId,
      rating: input.rating,
      comment: input.comment,
      now: input.now,
    });
  });
}

/**
 * POST /api/contracts/{id}/reviews/{reviewId}/reply: the reviewed side answers a visible review
 * once. A review still hidden from them does not exist for them (404).
 */
export async function replyToReview(
  db: Db,
  input: { contractId: string; reviewId: string; actorId: string; reply: string; now?: Date },
): Promise<void> {
  const now = input.now ?? clockNow();
  await db.transaction(async (tx) => {
    const contract = await lockContract(tx, input.contractId);
    contractPolicy.authorize({ id: input.actorId }, 'view', contract);
    const [review] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, input.reviewId), eq(reviews.contractId, contract.id)));
    if (!review) throw reviewNotFound();
    const mine =
      review.reviewerId === input.actorId && directionOf(contract, input.actorId) === review.direction;
    if (!mine && review.visibleAt.getTime() > now.getTime()) throw reviewNotFound();
    if (reviewedUserOf(contract, review.direction as ReviewDirection) !== input.actorId)
      throw new AppError('NOT_REVIEWED_SIDE', 403, 'contracts:error.replyNotYours');
    if (review.reply !== null) throw new AppError('ALREADY_REPLIED', 409, 'contracts:error.alreadyReplied');
    await tx.update(reviews).set({ reply: input.reply, repliedAt: now }).where(eq(reviews.id, review.id));
    if (review.reviewerId) {
      await notifySafely(tx, {
        userId: review.reviewerId,
        type: 'review',
        key: 'notifications:event.reviewReplied',
        vars: { project: contract.title, name: await displayName(tx, input.actorId) },
      });
    }
    await publish(tx, [contract.clientId, contract.freelancerId], {
      type: 'contract',
      contractId: contract.id,
    });
  });
}

/**
 * The contract's reviews as `viewerId` (a party) may see them: both once visible, and the
 * viewer's own while it waits (visible: false). The other side's hidden review is left out.
 */
export async function reviewsForContract(
  db: DbOrTx,
  contract: Pick<ContractRow, 'id' | 'clientId' | 'freelancerId'>,
  viewerId: string,
  now: Date = clockNow(),
): Promise<ContractReview[]> {
  const all = await db
    .select()
    .from(reviews)
    .where(eq(reviews.contractId, contract.id))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
  // A review hidden by moderation is shown to its writer only (decision 060).
  const hides = await hidesOf(
    db,
    'review',
    all.map((r) => r.id),
  );
  const rows = all.filter((r) => !hides.has(r.id) || r.reviewerId === viewerId);
  const viewerDirection = directionOf(contract, viewerId);
  const out: ContractReview[] = [];
  for (const r of rows) {
    const visible = r.visibleAt.getTime() <= now.getTime();
    if (!visible && r.direction !== viewerDirection) continue;
    out.push({
      id: r.id,
      direction: r.direction as ReviewDirection,
      rating: r.rating,
      comment: r.comment,
      commentLang: contentLanguageOf(r.commentLang),
      reply: r.reply,
      createdAt: r.createdAt.toISOString(),
      visible,
    });
  }
  return out;
}

/** Whether `viewerId` has reviewed the contract already (the presenter's 'review' action). */
export async function hasReviewed(
  db: DbOrTx,
  contract: Pick<ContractRow, 'id' | 'clientId'>,
  viewerId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.contractId, contract.id), eq(reviews.direction, directionOf(contract, viewerId))));
  return Boolean(row);
}

/**
 * GET /api/services/{id}/reviews: the visible reviews clients wrote of orders of this service,
 * newest first, with their average. The service must be visible to the viewer (404 otherwise).
 */
export async function serviceReviews(
  db: Db,
  serviceId: string,
  viewer: { id: string } | null,
): Promise<ServiceReviewList> {
  await getPublicService(db, serviceId, viewer as Parameters<typeof getPublicService>[2]);
  return reviewsOfVisibleService(db, serviceId);
}

/** A service's visible reviews and their figures, prepared once (decision 087). */
function serviceReviewStatements(db: Db) {
  return prepared(db, 'service_reviews', () => {
    const visible = and(
      eq(reviews.serviceId, sql.placeholder('serviceId')),
      publicReviewOf('client_to_freelancer'),
    );
    return {
      list: db
        .select({
          ...reviewColumns,
          reply: reviews.reply,
          packageTier: contracts.packageTier,
          reviewerId: reviews.reviewerId,
          reviewer: personColumns,
        })
        .from(reviews)
        .leftJoin(contracts, eq(contracts.id, reviews.contractId))
        .leftJoin(profiles, eq(profiles.userId, reviews.reviewerId))
        .where(visible)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(100)
        .prepare('service_reviews_list'),
      figures: db
        .select({ avg: sql<string | null>`avg(${reviews.rating})`, n: sql<number>`count(*)::int` })
        .from(reviews)
        .where(visible)
        .prepare('service_reviews_figures'),
    };
  });
}

/**
 * The reviews' answer of a service the caller has already read as visible to its viewer (a page's
 * HTML reads the service for itself first, app.ts): the service is not read again.
 */
export async function reviewsOfVisibleService(db: Db, serviceId: string): Promise<ServiceReviewList> {
  const statements = serviceReviewStatements(db);
  // The list and its figures are independent: both at once.
  const [rows, [agg]] = await Promise.all([
    statements.list.execute({ serviceId }),
    statements.figures.execute({ serviceId }),
  ]);
  const items: ServiceReview[] = rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    commentLang: contentLanguageOf(r.commentLang),
    commentAlt: r.altTexts ?? null,
    reply: r.reply,
    createdAt: r.createdAt.toISOString(),
    packageTier: (r.packageTier as ServiceReview['packageTier']) ?? null,
    reviewer: presentPerson(r.reviewer, { userId: r.reviewerId ?? '' }),
  }));
  const count = Number(agg?.n ?? 0);
  return {
    items,
    average: count === 0 || agg?.avg == null ? null : Math.round(Number(agg.avg) * 10) / 10,
    count,
  };
}

/**
 * Refreshes the rating of profiles whose hidden reviews came out of their blind period since
 * the last run (the discovery aggregate profiles.rating_avg is kept by a trigger on reviews,
 * which only runs when a row changes). Stateless and idempotent: a profile whose stored count
 * already matches is left alone. The contract job calls it with its clock.
 */
export async function revealDueReviews(db: DbOrTx, now: Date = clockNow()): Promise<number> {
  const result = await db.execute(sql`
    with due as (
      select distinct r.profile_id
        from reviews r
       where r.direction = 'client_to_freelancer'
         and r.visible_at <= ${now.toISOString()}::timestamptz
         and r.visible_at > ${now.toISOString()}::timestamptz - interval '7 days'
    ),
    stale as (
      select p.id
        from profiles p join due on due.profile_id = p.id
       where p.review_count <> (select count(*) from reviews r
                                 where r.profile_id = p.id and r.direction = 'client_to_freelancer'
                                   and r.visible_at <= now())
    )
    select discovery_refresh_rating(id) from stale`);
  const rows = (result as { rows?: unknown[] }).rows ?? (Array.isArray(result) ? result : []);
  return rows.length;
}
