import { DISPUTE_ANSWER_DAYS, type DisputeOpenFields } from '@shared/schemas/dispute';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { type ContractEventFile, contracts, disputeMessages, disputeOffers, disputes } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { moneyVar } from '../../lib/i18n';
import { isUuid } from '../../lib/uuid';
import { type ContractRow, lockContract, type MilestoneRow, recordEvent } from '../contracts/events';
import { clearCancelRequest, resumeAutoAccept, settleByDispute } from '../contracts/lifecycle';
import {
  assertStartsFrom,
  DISPUTE,
  DISPUTE_OPEN,
  isClosed,
  isDisputeOpen,
  isHeld,
} from '../contracts/machine';
import { authorize as authorizeContract } from '../contracts/policy';
import { milestonesOf } from '../contracts/service';
import { type DisputeSplit, settleDisputeSplit } from '../money';
import { notifyInStep } from '../notifications/service';
import { authorize, disputeNotFound } from './policy';

/*
 * Disputes (decision 061). Every step runs in one transaction that locks the contract row first
 * (lockContract: the same lock as every contract step and the contract job) and then the dispute
 * row, so a dispute step never races an acceptance, a timer or another dispute step. While a
 * dispute is open ('open' or 'escalated') the contract is frozen (contracts/freeze.ts).
 *
 * An outcome (an accepted offer, an administrator's decision) splits the unreleased escrow with
 * money's settleDisputeSplit (one balanced transaction per milestone under its settle key, from the
 * shared settlementPlan), and the contracts module's settleByDispute marks the milestones from that
 * same plan and ends the contract (completed when the freelancer got the whole escrow, otherwise
 * cancelled); the dispute is resolved, all at once. This module writes only the dispute tables.
 */

export type DisputeRow = typeof disputes.$inferSelect;
export type OfferRow = typeof disputeOffers.$inferSelect;
export type DisputeMessageRow = typeof disputeMessages.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
export const DISPUTE_ANSWER_MS = DISPUTE_ANSWER_DAYS * DAY_MS;

const resolvedAlready = () => new AppError('DISPUTE_CLOSED', 409, 'disputes:error.closed');
const offerNotFound = () => new AppError('OFFER_NOT_FOUND', 404, 'disputes:error.offerNotFound');

/** Where the notification of a dispute step sends the reader. */
const notification = (kind: string) => ({ type: 'dispute' as const, key: `disputes:notify.${kind}` });

/* ------------------------------------------------------------------ reads */

export async function findDispute(db: DbOrTx, id: string): Promise<DisputeRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id));
  return row;
}

/** The dispute and its contract if the actor is one of the parties: 404 for anyone else. */
export async function visibleDispute(
  db: DbOrTx,
  actorId: string,
  id: string,
): Promise<{ dispute: DisputeRow; contract: ContractRow }> {
  const dispute = await findDispute(db, id);
  if (!dispute) throw disputeNotFound();
  const [contract] = await db.select().from(contracts).where(eq(contracts.id, dispute.contractId));
  if (!contract) throw disputeNotFound();
  authorize({ id: actorId }, 'view', contract);
  return { dispute, contract };
}

/** The contract's latest dispute (open or resolved), or null. */
export async function latestDispute(db: DbOrTx, contractId: string): Promise<DisputeRow | null> {
  const [row] = await db
    .select()
    .from(disputes)
    .where(eq(disputes.contractId, contractId))
    .orderBy(sql`${disputes.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

export function messagesOf(db: DbOrTx, disputeId: string): Promise<DisputeMessageRow[]> {
  return db
    .select()
    .from(disputeMessages)
    .where(eq(disputeMessages.disputeId, disputeId))
    .orderBy(asc(disputeMessages.createdAt), asc(disputeMessages.id));
}

export function offersOf(db: DbOrTx, disputeId: string): Promise<OfferRow[]> {
  return db
    .select()
    .from(disputeOffers)
    .where(eq(disputeOffers.disputeId, disputeId))
    .orderBy(asc(disputeOffers.createdAt), asc(disputeOffers.id));
}

/** The contract's funded, unreleased milestones: what a dispute splits. */
export function unreleased(milestones: MilestoneRow[]): MilestoneRow[] {
  return milestones.filter((m) => isHeld(m.status));
}

export async function escrowOf(db: DbOrTx, contractId: string): Promise<number> {
  return unreleased(await milestonesOf(db, contractId)).reduce((sum, m) => sum + m.amountCents, 0);
}

/** Disputes waiting for an administrator (the console's queue counter). */
export async function countOpenDisputes(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(disputes).where(eq(disputes.status, DISPUTE.escalated));
  return Number(row?.n ?? 0);
}

/* ------------------------------------------------------------------ steps */

async function lockDispute(tx: Tx, id: string): Promise<{ dispute: DisputeRow; contract: ContractRow }> {
  const found = await findDispute(tx, id);
  if (!found) throw disputeNotFound();
  const contract = await lockContract(tx, found.contractId);
  const [dispute] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
  if (!dispute) throw disputeNotFound();
  return { dispute, contract };
}

function assertOpen(dispute: DisputeRow) {
  if (!isDisputeOpen(dispute.status)) throw resolvedAlready();
}

async function insertDispute(tx: Tx, values: typeof disputes.$inferInsert): Promise<DisputeRow> {
  const [row] = await tx.insert(disputes).values(values).onConflictDoNothing().returning();
  // disputes_open_contract_uq: one open dispute per contract, whatever the race.
  if (!row) throw new AppError('DISPUTE_EXISTS', 409, 'disputes:error.exists');
  return row;
}

/**
 * A party opens a dispute on a contract in progress or delivered (files already stored by the
 * caller): the contract freezes and the other party has DISPUTE_ANSWER_DAYS days to answer.
 */
export async function openDispute(
  db: Db,
  input: DisputeOpenFields & { contractId: string; actorId: string; files: ContractEventFile[]; now?: Date },
): Promise<DisputeRow> {
  const now = input.now ?? clockNow();
  return db.transaction(async (tx) => {
    if (!isUuid(input.contractId)) throw new AppError('CONTRACT_NOT_FOUND', 404, 'contracts:error.notFound');
    const contract = await lockContract(tx, input.contractId);
    authorizeContract({ id: input.actorId }, 'view', contract);
    assertStartsFrom(
      'openDispute',
      contract,
      () => new AppError('CONTRACT_WRONG_STATE', 409, 'disputes:error.notDisputable'),
    );
    const dispute = await insertDispute(tx, {
      contractId: contract.id,
      openedBy: input.actorId,
      reason: input.reason,
      description: input.description,
      files: input.files,
      status: DISPUTE.open,
      respondBy: new Date(now.getTime() + DISPUTE_ANSWER_MS),
      createdAt: now,
      updatedAt: now,
    });
    await clearCancelRequest(tx, contract, now);
    await recordEvent(tx, {
      contract,
      actorId: input.actorId,
      kind: 'dispute_opened',
      message: input.description,
      files: input.files,
      data: { disputeId: dispute.id, reason: input.reason, respondBy: dispute.respondBy.toISOString() },
      notification: notification('dispute_opened'),
    });
    return dispute;
  });
}

/**
 * For closed accounts (account states): the contract goes to dispute, straight to the
 * administrators, in the caller's transaction. An open dispute of the contract is escalated
 * instead; a contract already completed or cancelled is left alone (returns null).
 */
export async function openSystemDispute(
  tx: Tx,
  input: { contractId: string; openedBy: string; reason: string; now?: Date },
): Promise<DisputeRow | null> {
  const now = input.now ?? clockNow();
  const contract = await lockContract(tx, input.contractId);
  if (isClosed(contract.status)) return null;
  const [current] = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.contractId, contract.id), inArray(disputes.status, [...DISPUTE_OPEN])))
    .for('update');
  if (current) {
    if (current.status === DISPUTE.escalated) return current;
    return escalateRow(tx, contract, current, null, now);
  }
  const dispute = await insertDispute(tx, {
    contractId: contract.id,
    openedBy: input.openedBy,
    reason: 'account_closed',
    description: input.reason.slice(0, 5000) || 'account closed',
    status: DISPUTE.escalated,
    respondBy: now,
    escalatedAt: now,
    escalatedBy: null,
    createdAt: now,
    updatedAt: now,
  });
  await clearCancelRequest(tx, contract, now);
  await recordEvent(tx, {
    contract,
    actorId: null,
    kind: 'dispute_escalated',
    message: dispute.description,
    data: { disputeId: dispute.id, reason: 'account_closed' },
    notification: notification('dispute_escalated'),
  });
  return dispute;
}

/** A party writes in the dispute; the other party's first message is their answer. */
export async function postMessage(
  db: Db,
  input: { disputeId: string; actorId: string; body: string; now?: Date },
): Promise<DisputeRow> {
  const now = input.now ?? clockNow();
  return db.transaction(async (tx) => {
    const { dispute, contract } = await lockDispute(tx, input.disputeId);
    authorize({ id: input.actorId }, 'message', contract);
    assertOpen(dispute);
    await tx
      .insert(disputeMessages)
      .values({ disputeId: dispute.id, authorId: input.actorId, body: input.body, createdAt: now });
    const isAnswer = dispute.answeredAt === null && input.actorId !== dispute.openedBy;
    if (isAnswer) {
      const [updated] = await tx
        .update(disputes)
        .set({ answeredAt: now, updatedAt: now })
        .where(eq(disputes.id, dispute.id))
        .returning();
      await recordEvent(tx, {
        contract,
        actorId: input.actorId,
        kind: 'dispute_answered',
        message: input.body,
        data: { disputeId: dispute.id },
        notification: notification('dispute_answered'),
      });
      return updated!;
    }
    const other = input.actorId === contract.clientId ? contract.freelancerId : contract.clientId;
    await notifyInStep(
      tx,
      {
        userId: other,
        type: 'dispute',
        key: 'disputes:notify.message',
        vars: { contract: contract.title, contractId: contract.id },
      },
      { context: { disputeId: dispute.id }, message: 'dispute notification failed' },
    );
    const [updated] = await tx
      .update(disputes)
      .set({ updatedAt: now })
      .where(eq(disputes.id, dispute.id))
      .returning();
    return updated!;
  });
}

/** A party proposes a split: `freelancerCents` of the unreleased escrow to the freelancer, the rest back. */
export async function makeOffer(
  db: Db,
  input: { disputeId: string; actorId: string; freelancerCents: number; message?: string; now?: Date },
): Promise<DisputeRow> {
  const now = input.now ?? clockNow();
  return db.transaction(async (tx) => {
    const { dispute, contract } = await lockDispute(tx, input.disputeId);
    authorize({ id: input.actorId }, 'offer', contract);
    assertOpen(dispute);
    const escrow = await escrowOf(tx, contract.id);
    if (input.freelancerCents > escrow)
      throw new AppError(
        'OFFER_TOO_HIGH',
        400,
        'disputes:error.offerTooHigh',
        { escrow: moneyVar(escrow) },
        { field: 'freelancerCents' },
      );
    const [offer] = await tx
      .insert(disputeOffers)
      .values({
        disputeId: dispute.id,
        madeBy: input.actorId,
        freelancerCents: input.freelancerCents,
        clientCents: escrow - input.freelancerCents,
        message: input.message || null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // dispute_offers_pending_uq: one pending offer at a time.
    if (!offer) throw new AppError('OFFER_PENDING', 409, 'disputes:error.offerPending');
    await recordEvent(tx, {
      contract,
      actorId: input.actorId,
      kind: 'dispute_offer',
      message: offer.message,
      data: {
        disputeId: dispute.id,
        offerId: offer.id,
        freelancerCents: offer.freelancerCents,
        clientCents: offer.clientCents,
      },
      notification: notification('dispute_offer'),
    });
    return dispute;
  });
}

async function lockOffer(tx: Tx, dispute: DisputeRow, offerId: string): Promise<OfferRow> {
  if (!isUuid(offerId)) throw offerNotFound();
  const [offer] = await tx
    .select()
    .from(disputeOffers)
    .where(and(eq(disputeOffers.id, offerId), eq(disputeOffers.disputeId, dispute.id)))
    .for('update');
  if (!offer) throw offerNotFound();
  return offer;
}

const offerNotPending = () => new AppError('OFFER_NOT_PENDING', 409, 'disputes:error.offerNotPending');

type OfferStep = { disputeId: string; offerId: string; actorId: string; now?: Date };

/** The other party accepts the pending offer: the escrow is split as offered and the dispute ends. */
export async function acceptOffer(db: Db, input: OfferStep): Promise<DisputeRow> {
  const now = input.now ?? clockNow();
  return db.transaction(async (tx) => {
    const { dispute, contract } = await lockDispute(tx, input.disputeId);
    const offer = await lockOffer(tx, dispute, input.offerId);
    authorize({ id: input.actorId }, 'answerOffer', { ...contract, offerMadeBy: offer.madeBy });
    assertOpen(dispute);
    if (offer.status !== 'pending') throw offerNotPending();
    await tx
      .update(disputeOffers)
      .set({ status: 'accepted', answeredAt: now })
      .where(eq(disputeOffers.id, offer.id));
    await recordEvent(tx, {
      contract,
      actorId: input.actorId,
      kind: 'dispute_offer_accepted',
      data: {
        disputeId: dispute.id,
        offerId: offer.id,
        freelancerCents: offer.freelancerCents,
        clientCents: offer.clientCents,
      },
      notification: notification('dispute_offer_accepted'),
    });
    return resolveDispute(tx, {
      contract,
      dispute,
      freelancerCents: offer.freelancerCents,
      clientCents: offer.clientCents,
      resolution: 'offer',
      actorId: input.actorId,
      now,
    });
  });
}

/** The other party declines the pending offer; the dispute goes on. */
export async function declineOffer(db: Db, input: OfferStep): Promise<DisputeRow> {
  return answerOfferWith(db, input, 'answerOffer', 'declined', 'dispute_offer_declined');
}

/** The maker takes the pending offer back. */
export async function withdrawOffer(db: Db, input: OfferStep): Promise<DisputeRow> {
  return answerOfferWith(db, input, 'withdrawOffer', 'withdrawn', 'dispute_offer_withdrawn');
}

async function answerOfferWith(
  db: Db,
  input: OfferStep,
  action: 'answerOffer' | 'withdrawOffer',
  status: 'declined' | 'withdrawn', // not an engine status: an offer's
  kind: 'dispute_offer_declined' | 'dispute_offer_withdrawn',
): Promise<DisputeRow> {
  const now = input.now ?? clockNow();
  return db.transaction(async (tx) => {
    const { dispute, contract } = await lockDispute(tx, input.disputeId);
    const offer = await lockOffer(tx, dispute, input.offerId);
    authorize({ id: input.actorId }, action, { ...contract, offerMadeBy: offer.madeBy });
    assertOpen(dispute);
    if (offer.status !== 'pending') throw offerNotPending();
    await tx.update(disputeOffers).set({ status, answeredAt: now }).where(eq(disputeOffers.id, offer.id));
    await recordEvent(tx, {
      contract,
      actorId: input.actorId,
      kind,
      data: { disputeId: dispute.id, offerId: offer.id },
      notification: notification(kind),
    });
    return dispute;
  });
}

async function escalateRow(
  tx: Tx,
  contract: ContractRow,
  dispute: DisputeRow,
  actorId: string | null,
  now: Date,
): Promise<DisputeRow> {
  const [updated] = await tx
    .update(disputes)
    .set({ status: DISPUTE.escalated, escalatedAt: now, escalatedBy: actorId, updatedAt: now })
    .where(eq(disputes.id, dispute.id))
    .returning();
  await recordEvent(tx, {
    contract,
    actorId,
    kind: 'dispute_escalated',
    data: { disputeId: dispute.id, automatic: actorId === null },
    notification: notification('dispute_escalated'),
  });
  return updated!;
}

/** Either party asks for an administrator, once the other party has answered. */
export async function escalateDispute(
  db: Db,
  input: { disputeId: string; actorId: string; now?: Date },
): Promise<DisputeRow> {
  const now = input.now ?? clockNow();
  return db.transaction(async (tx) => {
    const { dispute, contract } = await lockDispute(tx, input.disputeId);
    authorize({ id: input.actorId }, 'escalate', contract);
    assertOpen(dispute);
    if (dispute.status === DISPUTE.escalated)
      throw new AppError('DISPUTE_ESCALATED', 409, 'disputes:error.alreadyEscalated');
    if (dispute.answeredAt === null)
      throw new AppError('DISPUTE_NOT_ANSWERED', 409, 'disputes:error.notAnswered');
    return escalateRow(tx, contract, dispute, input.actorId, now);
  });
}

/** Never less than this between a withdrawal and an automatic acceptance it resumes. */
const RESUME_MIN_MS = DAY_MS;

/**
 * The party who opened the dispute withdraws it while no outcome was reached (open or escalated):
 * the dispute ends 'withdrawn', pending offers are superseded, and the contract is no longer
 * frozen. No money moves. The auto-accept clock of delivered milestones was paused by the freeze,
 * so it resumes where it stopped: each auto_accept_at moves later by the time the dispute was open,
 * and at least RESUME_MIN_MS from now; its reminder is sent again before it (decision 061).
 * The other party is notified.
 */
export async function withdrawDispute(
  db: Db,
  input: { disputeId: string; actorId: string; now?: Date },
): Promise<DisputeRow> {
  const now = input.now ?? clockNow();
  return db.transaction(async (tx) => {
    const { dispute, contract } = await lockDispute(tx, input.disputeId);
    authorize({ id: input.actorId }, 'withdraw', { ...contract, openedBy: dispute.openedBy });
    assertOpen(dispute);
    await tx
      .update(disputeOffers)
      .set({ status: 'superseded', answeredAt: now })
      .where(and(eq(disputeOffers.disputeId, dispute.id), eq(disputeOffers.status, 'pending')));
    const [withdrawn] = await tx
      .update(disputes)
      .set({ status: DISPUTE.withdrawn, resolvedAt: now, updatedAt: now })
      .where(eq(disputes.id, dispute.id))
      .returning();
    const pausedMs = Math.max(0, now.getTime() - dispute.createdAt.getTime());
    await resumeAutoAccept(tx, contract.id, { pausedMs, minMs: RESUME_MIN_MS, now });
    await recordEvent(tx, {
      contract,
      actorId: input.actorId,
      kind: 'dispute_withdrawn',
      data: { disputeId: dispute.id },
      notification: notification('dispute_withdrawn'),
    });
    return withdrawn!;
  });
}

/* --------------------------------------------------------------- outcomes */

export interface ResolveInput {
  contract: ContractRow;
  dispute: DisputeRow;
  freelancerCents: number;
  clientCents: number;
  resolution: 'offer' | 'admin';
  /** The party who accepted the offer, or the administrator who decided. */
  actorId: string;
  reason?: string | null;
  now: Date;
}

/**
 * Settles the unreleased escrow as split (the parts must add up to it: 400 otherwise), marks the
 * milestones, ends the contract and resolves the dispute, in the caller's transaction (contract and
 * dispute locked). Pending offers are superseded.
 */
export async function resolveDispute(tx: Tx, input: ResolveInput): Promise<DisputeRow> {
  const { contract, dispute, now } = input;
  assertOpen(dispute);
  const milestones = await milestonesOf(tx, contract.id);
  const open = unreleased(milestones);
  const escrow = open.reduce((sum, m) => sum + m.amountCents, 0);
  if (
    input.freelancerCents + input.clientCents !== escrow ||
    input.freelancerCents < 0 ||
    input.clientCents < 0
  )
    throw new AppError('SPLIT_MISMATCH', 400, 'disputes:error.splitMismatch', { escrow: moneyVar(escrow) });
  const split: DisputeSplit = await settleDisputeSplit(tx, {
    contract,
    milestones: open,
    freelancerCents: input.freelancerCents,
    disputeId: dispute.id,
  });
  // The contract follows the very plan the ledger posted (contracts' command).
  const contractStatus = await settleByDispute(tx, { contract, milestones, plan: split.plan, now });
  await tx
    .update(disputeOffers)
    .set({ status: 'superseded', answeredAt: now })
    .where(and(eq(disputeOffers.disputeId, dispute.id), eq(disputeOffers.status, 'pending')));
  const [resolved] = await tx
    .update(disputes)
    .set({
      status: DISPUTE.resolved,
      resolution: input.resolution,
      freelancerCents: input.freelancerCents,
      clientCents: input.clientCents,
      decidedBy: input.resolution === 'admin' ? input.actorId : null,
      decisionReason: input.reason ?? null,
      resolvedAt: now,
      updatedAt: now,
    })
    .where(eq(disputes.id, dispute.id))
    .returning();
  await recordEvent(tx, {
    contract,
    // An administrator is not a party: the event reads as the platform's, and both are told.
    actorId: input.resolution === 'admin' ? null : input.actorId,
    kind: 'dispute_resolved',
    message: input.reason ?? null,
    data: {
      disputeId: dispute.id,
      resolution: input.resolution,
      escrowCents: escrow,
      freelancerCents: split.freelancerCents,
      clientCents: split.clientCents,
      feeCents: split.feeCents,
      freelancerNetCents: split.freelancerNetCents,
      contractStatus,
      // Per milestone, what was posted: the contract page shows it (presenter's moneyOf).
      plan: split.plan,
    },
    notify: [contract.clientId, contract.freelancerId],
    notification: notification('dispute_resolved'),
  });
  return resolved!;
}

/**
 * An administrator's decision, in the caller's transaction (the console's route writes the audit
 * row in the same one). The parts must add up to the unreleased escrow. Returns the dispute before
 * and after, for the audit log.
 */
export async function decideDispute(
  tx: Tx,
  input: {
    disputeId: string;
    adminId: string;
    freelancerCents: number;
    clientCents: number;
    reason: string;
    now?: Date;
  },
): Promise<{ before: DisputeRow; after: DisputeRow }> {
  const now = input.now ?? clockNow();
  const { dispute, contract } = await lockDispute(tx, input.disputeId);
  assertOpen(dispute);
  const after = await resolveDispute(tx, {
    contract,
    dispute,
    freelancerCents: input.freelancerCents,
    clientCents: input.clientCents,
    resolution: 'admin',
    actorId: input.adminId,
    reason: input.reason,
    now,
  });
  return { before: dispute, after };
}
