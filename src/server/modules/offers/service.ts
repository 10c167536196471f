import { dollarsToCents } from '@shared/money';
import {
  OFFER,
  OFFER_REQUEST,
  type OfferMoveName,
  type OfferRequestMoveName,
  offerMoveStartsFrom,
  offerRequestMoveStartsFrom,
} from '@shared/offer-machine';
import { OFFER_LIMITS, type offerInput, type offerRequestInput } from '@shared/schemas/offer';
import { and, asc, count, eq, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { conversations, customOffers, offerRequests, profiles, services } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import {
  assertMayMessage,
  type MessagingBlock,
  messagingBlock,
  servicesHidden,
} from '../../lib/listing-visibility';
import { publish } from '../../lib/live';
import { isUuid } from '../../lib/uuid';
import type { ContractRow, MilestoneRow } from '../contracts/events';
import { createOfferOrder, discardUnstartedOrder } from '../contracts/orders';
import { assertNotBlocked } from '../moderation';
import { createNotification } from '../notifications/service';
import { authorize, offerEntity, requestEntity } from './policy';

/*
 * Custom offers in the chat (decision 121). A freelancer offers a client work in their
 * conversation; the client accepts it (it becomes an order, paid through the same checkout as an
 * ordered package), declines it, or lets it expire; the freelancer may withdraw it while it waits.
 * A client may ask for one (a request, from a service page). Every change runs in one transaction
 * that locks its row (FOR UPDATE), asserts the move of the offer machine (409), and tells both
 * parties' live channels on commit.
 */

export type OfferRow = typeof customOffers.$inferSelect;
export type OfferRequestRow = typeof offerRequests.$inferSelect;
type ConversationRow = typeof conversations.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
const conversationNotFound = () =>
  new AppError('CONVERSATION_NOT_FOUND', 404, 'chat:error.conversationNotFound');
const offerNotFound = () => new AppError('OFFER_NOT_FOUND', 404, 'offers:error.notFound');
const requestNotFound = () => new AppError('OFFER_REQUEST_NOT_FOUND', 404, 'offers:error.requestNotFound');

function assertMove(name: OfferMoveName, offer: OfferRow, now: Date) {
  if (offer.status === OFFER.pending && offer.expiresAt && offer.expiresAt <= now)
    throw new AppError('OFFER_EXPIRED', 409, 'offers:error.expired');
  if (!offerMoveStartsFrom(name, offer.status))
    throw new AppError('OFFER_WRONG_STATE', 409, 'offers:error.wrongState');
}

function assertRequestMove(name: OfferRequestMoveName, request: OfferRequestRow) {
  if (!offerRequestMoveStartsFrom(name, request.status))
    throw new AppError('OFFER_REQUEST_WRONG_STATE', 409, 'offers:error.requestWrongState');
}

const otherOf = (conv: ConversationRow, me: string) => (conv.userA === me ? conv.userB : conv.userA);

/** The conversation, to its two participants only (404 to anyone else, as a missing one). */
async function conversationFor(db: DbOrTx, me: string, id: string, lock = false): Promise<ConversationRow> {
  if (!isUuid(id)) throw conversationNotFound();
  const query = db.select().from(conversations).where(eq(conversations.id, id));
  const [conv] = lock ? await query.for('update') : await query;
  if (!conv || (conv.userA !== me && conv.userB !== me)) throw conversationNotFound();
  return conv;
}

/** Tells both parties' open pages that the conversation's offers changed (on commit). */
const tell = (tx: DbOrTx, conv: { conversationId: string; clientId: string; freelancerId: string }) =>
  publish(tx, [conv.clientId, conv.freelancerId], { type: 'offers', conversationId: conv.conversationId });

/** Nobody under a messaging suspension or closure sends in a chat (as chat's send). */
async function assertMaySend(tx: DbOrTx, me: string, now: Date, lang: 'en' | 'tr') {
  const [row] = await tx
    .select({ block: sql<MessagingBlock | string>`${messagingBlock(me, now)}` })
    .from(sql`(select 1) as one`);
  assertMayMessage(row?.block ?? null, lang);
}

async function nameOf(tx: DbOrTx, userId: string): Promise<string> {
  const [row] = await tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, userId));
  return row?.name ?? '';
}

/* ------------------------------------------------------------------ reads */

export async function listConversationOffers(
  db: DbOrTx,
  me: string,
  conversationId: string,
): Promise<{ offers: OfferRow[]; requests: (OfferRequestRow & { serviceTitle: string | null })[] }> {
  const conv = await conversationFor(db, me, conversationId);
  const [offers, requests] = await Promise.all([
    db
      .select()
      .from(customOffers)
      .where(eq(customOffers.conversationId, conv.id))
      .orderBy(asc(customOffers.createdAt)),
    db
      .select({ request: offerRequests, serviceTitle: services.header })
      .from(offerRequests)
      .leftJoin(services, eq(services.id, offerRequests.serviceId))
      .where(eq(offerRequests.conversationId, conv.id))
      .orderBy(asc(offerRequests.createdAt)),
  ]);
  return { offers, requests: requests.map((r) => ({ ...r.request, serviceTitle: r.serviceTitle })) };
}

/* ------------------------------------------------------------ the offer */

export async function sendOffer(
  db: Db,
  input: {
    actorId: string;
    conversationId: string;
    offer: z.output<typeof offerInput>;
    lang?: 'en' | 'tr';
    now?: Date;
  },
): Promise<OfferRow> {
  const now = input.now ?? clockNow();
  const me = input.actorId;
  const o = input.offer;
  return db.transaction(async (tx) => {
    // The conversation's row lock serializes the pair's sends: the pending limit holds under races.
    const conv = await conversationFor(tx, me, input.conversationId, true);
    const clientId = otherOf(conv, me);
    await assertNotBlocked(tx, me, clientId);
    await assertMaySend(tx, me, now, input.lang ?? 'en');
    // A freelancer whose services are hidden (restricted, closed, listings deactivated) sells nothing.
    if (await servicesHidden(tx, me, now))
      throw new AppError('OFFER_SELLING_PAUSED', 403, 'offers:error.sellingPaused');
    const [pending] = await tx
      .select({ n: count() })
      .from(customOffers)
      .where(
        and(
          eq(customOffers.freelancerId, me),
          eq(customOffers.clientId, clientId),
          eq(customOffers.status, OFFER.pending),
        ),
      );
    if ((pending?.n ?? 0) >= OFFER_LIMITS.pendingPerPair)
      throw new AppError('OFFER_TOO_MANY', 409, 'offers:error.tooManyPending', {
        max: OFFER_LIMITS.pendingPerPair,
      });
    if (o.requestId) {
      const [request] = await tx
        .select()
        .from(offerRequests)
        .where(and(eq(offerRequests.id, o.requestId), eq(offerRequests.conversationId, conv.id)))
        .for('update');
      if (!request) throw requestNotFound();
      authorize({ id: me }, 'declineRequest', requestEntity(request));
      assertRequestMove('answer', request);
      await tx
        .update(offerRequests)
        .set({ status: OFFER_REQUEST.answered, updatedAt: now })
        .where(eq(offerRequests.id, request.id));
    }
    const [row] = await tx
      .insert(customOffers)
      .values({
        conversationId: conv.id,
        freelancerId: me,
        clientId,
        requestId: o.requestId ?? null,
        description: o.description,
        priceCents: dollarsToCents(o.price),
        deliveryDays: o.deliveryDays,
        revisions: o.revisions ?? null,
        milestones: (o.milestones ?? []).map((m) => ({
          title: m.title,
          amountCents: dollarsToCents(m.amount),
        })),
        expiresAt: o.expiresInDays ? new Date(now.getTime() + o.expiresInDays * DAY_MS) : null,
        status: OFFER.pending,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await createNotification(tx, {
      userId: clientId,
      type: 'message',
      key: 'notifications:event.offer.sent',
      vars: { sender: await nameOf(tx, me), conversationId: conv.id, priceCents: row!.priceCents },
    });
    await tell(tx, row!);
    return row!;
  });
}

async function lockOffer(tx: Tx, offerId: string): Promise<OfferRow> {
  if (!isUuid(offerId)) throw offerNotFound();
  const [row] = await tx.select().from(customOffers).where(eq(customOffers.id, offerId)).for('update');
  if (!row) throw offerNotFound();
  return row;
}

/** A title for the contract: the offer's first line, shortened. */
function titleOf(description: string): string {
  const line = description.split('\n')[0]!.trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}

/**
 * The client accepts: in one transaction holding the offer's row lock, the offer becomes an order
 * (a contract awaiting its payment) and names it. A second acceptance waits for the lock and finds
 * the offer accepted (409); the unique contract_id stops a second contract regardless. The route
 * then opens the checkout of the first milestone, and takes the acceptance back if it cannot.
 */
export async function acceptOffer(
  db: Db,
  input: { actorId: string; offerId: string; now?: Date },
): Promise<{ offer: OfferRow; contract: ContractRow; milestone: MilestoneRow }> {
  const now = input.now ?? clockNow();
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, input.offerId);
    authorize({ id: input.actorId }, 'accept', offerEntity(offer));
    assertMove('accept', offer, now);
    await assertNotBlocked(tx, offer.clientId, offer.freelancerId);
    // As ordering a service: nothing is bought from a freelancer whose services are hidden now.
    if (await servicesHidden(tx, offer.freelancerId, now))
      throw new AppError('OFFER_FREELANCER_UNAVAILABLE', 409, 'offers:error.freelancerUnavailable');
    const [request] = offer.requestId
      ? await tx
          .select({ serviceId: offerRequests.serviceId })
          .from(offerRequests)
          .where(eq(offerRequests.id, offer.requestId))
      : [];
    const { contract, milestone } = await createOfferOrder(tx, {
      offerId: offer.id,
      clientId: offer.clientId,
      freelancerId: offer.freelancerId,
      serviceId: request?.serviceId ?? null,
      title: titleOf(offer.description),
      priceCents: offer.priceCents,
      deliveryDays: offer.deliveryDays,
      revisions: offer.revisions,
      milestones: offer.milestones,
    });
    const [updated] = await tx
      .update(customOffers)
      .set({ status: OFFER.accepted, contractId: contract.id, answeredAt: now, updatedAt: now })
      .where(and(eq(customOffers.id, offer.id), eq(customOffers.status, OFFER.pending)))
      .returning();
    if (!updated) throw new AppError('OFFER_WRONG_STATE', 409, 'offers:error.wrongState');
    await tell(tx, offer);
    return { offer: updated, contract, milestone };
  });
}

/** The freelancer hears of the acceptance once its checkout has started (nothing is told of one taken back). */
export async function tellOfferAccepted(db: Db, offer: OfferRow): Promise<void> {
  await createNotification(db, {
    userId: offer.freelancerId,
    type: 'message',
    key: 'notifications:event.offer.accepted',
    vars: { sender: await nameOf(db, offer.clientId), conversationId: offer.conversationId },
  });
}

/**
 * The checkout of an accepted offer could not start: its order is taken back (no contract without
 * a started payment, decision 114) and the offer waits again (the machine's `reopen`). An order
 * whose payment row exists stays (as an ordered package's), and so does the acceptance.
 */
export async function reopenOffer(db: Db, offerId: string, contractId: string): Promise<void> {
  await discardUnstartedOrder(db, contractId);
  await db.transaction(async (tx) => {
    const offer = await lockOffer(tx, offerId);
    if (!offerMoveStartsFrom('reopen', offer.status) || offer.contractId !== null) return;
    await tx
      .update(customOffers)
      .set({ status: OFFER.pending, answeredAt: null, updatedAt: clockNow() })
      .where(eq(customOffers.id, offer.id));
    await tell(tx, offer);
  });
}

async function answerOffer(
  db: Db,
  move: 'decline' | 'withdraw',
  input: { actorId: string; offerId: string; now?: Date },
): Promise<OfferRow> {
  const now = input.now ?? clockNow();
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, input.offerId);
    authorize({ id: input.actorId }, move, offerEntity(offer));
    assertMove(move, offer, now);
    const [updated] = await tx
      .update(customOffers)
      .set({ status: move === 'decline' ? OFFER.declined : OFFER.withdrawn, answeredAt: now, updatedAt: now })
      .where(eq(customOffers.id, offer.id))
      .returning();
    if (move === 'decline')
      await createNotification(tx, {
        userId: offer.freelancerId,
        type: 'message',
        key: 'notifications:event.offer.declined',
        vars: { sender: await nameOf(tx, offer.clientId), conversationId: offer.conversationId },
      });
    await tell(tx, offer);
    return updated!;
  });
}

export const declineOffer = (db: Db, input: { actorId: string; offerId: string; now?: Date }) =>
  answerOffer(db, 'decline', input);
export const withdrawOffer = (db: Db, input: { actorId: string; offerId: string; now?: Date }) =>
  answerOffer(db, 'withdraw', input);

/* ---------------------------------------------------------- the request */

/** The client asks the other person of the conversation for an offer (optionally for one of their services). */
export async function requestOffer(
  db: Db,
  input: {
    actorId: string;
    conversationId: string;
    request: z.output<typeof offerRequestInput>;
    lang?: 'en' | 'tr';
    now?: Date;
  },
): Promise<OfferRequestRow & { serviceTitle: string | null }> {
  const now = input.now ?? clockNow();
  const me = input.actorId;
  const r = input.request;
  if (r.dueOn && r.dueOn < now.toISOString().slice(0, 10))
    throw new AppError('VALIDATION_ERROR', 400, 'offers:validation.dueOn');
  return db.transaction(async (tx) => {
    const conv = await conversationFor(tx, me, input.conversationId, true);
    const freelancerId = otherOf(conv, me);
    await assertNotBlocked(tx, me, freelancerId);
    await assertMaySend(tx, me, now, input.lang ?? 'en');
    let serviceTitle: string | null = null;
    if (r.serviceId) {
      // Only a service of the freelancer that others may see now (as ordering it).
      const [service] = isUuid(r.serviceId)
        ? await tx
            .select({ header: services.header, ownerId: profiles.userId })
            .from(services)
            .innerJoin(profiles, eq(profiles.id, services.profileId))
            .where(eq(services.id, r.serviceId))
        : [];
      if (!service || service.ownerId !== freelancerId || (await servicesHidden(tx, freelancerId, now)))
        throw new AppError('SERVICE_NOT_FOUND', 404, 'contracts:error.serviceNotFound');
      serviceTitle = service.header;
    }
    const [open] = await tx
      .select({ n: count() })
      .from(offerRequests)
      .where(
        and(
          eq(offerRequests.clientId, me),
          eq(offerRequests.freelancerId, freelancerId),
          eq(offerRequests.status, OFFER_REQUEST.open),
        ),
      );
    if ((open?.n ?? 0) >= OFFER_LIMITS.openRequestsPerPair)
      throw new AppError('OFFER_REQUEST_TOO_MANY', 409, 'offers:error.tooManyRequests', {
        max: OFFER_LIMITS.openRequestsPerPair,
      });
    const [row] = await tx
      .insert(offerRequests)
      .values({
        conversationId: conv.id,
        clientId: me,
        freelancerId,
        serviceId: r.serviceId ?? null,
        description: r.description,
        budgetCents: r.budget === undefined ? null : dollarsToCents(r.budget),
        dueOn: r.dueOn ?? null,
        status: OFFER_REQUEST.open,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await createNotification(tx, {
      userId: freelancerId,
      type: 'message',
      key: 'notifications:event.offer.requested',
      vars: { sender: await nameOf(tx, me), conversationId: conv.id },
    });
    await tell(tx, row!);
    return { ...row!, serviceTitle };
  });
}

export async function declineOfferRequest(
  db: Db,
  input: { actorId: string; requestId: string; now?: Date },
): Promise<OfferRequestRow> {
  const now = input.now ?? clockNow();
  return db.transaction(async (tx) => {
    if (!isUuid(input.requestId)) throw requestNotFound();
    const [request] = await tx
      .select()
      .from(offerRequests)
      .where(eq(offerRequests.id, input.requestId))
      .for('update');
    if (!request) throw requestNotFound();
    authorize({ id: input.actorId }, 'declineRequest', requestEntity(request));
    assertRequestMove('declineRequest', request);
    const [updated] = await tx
      .update(offerRequests)
      .set({ status: OFFER_REQUEST.declined, updatedAt: now })
      .where(eq(offerRequests.id, request.id))
      .returning();
    await tell(tx, request);
    return updated!;
  });
}

/* ------------------------------------------------------------ the timer */

/**
 * One pass of the offer job (every minute, on every instance): each pending offer past its
 * expires_at becomes expired (the machine's `expire`), and each accepted offer whose unpaid order
 * expired and was removed becomes expired too (`lapse`). Rows are claimed with FOR UPDATE SKIP
 * LOCKED and matched again by the update, so each happens once across instances; the state lives
 * in the rows, so a restart loses nothing.
 */
export async function runOfferTimers(
  db: Db,
  now: Date = clockNow(),
  limit = 100,
): Promise<{ expired: number; lapsed: number }> {
  const sweep = (move: 'expire' | 'lapse') =>
    db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(customOffers)
        .where(
          move === 'expire'
            ? and(eq(customOffers.status, OFFER.pending), lte(customOffers.expiresAt, now))
            : and(eq(customOffers.status, OFFER.accepted), isNull(customOffers.contractId)),
        )
        .limit(limit)
        .for('update', { skipLocked: true });
      for (const offer of due) {
        await tx
          .update(customOffers)
          .set({ status: OFFER.expired, updatedAt: now })
          .where(eq(customOffers.id, offer.id));
        await tell(tx, offer);
      }
      return due.length;
    });
  const expired = await sweep('expire');
  const lapsed = await sweep('lapse');
  return { expired, lapsed };
}
