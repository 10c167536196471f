import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contractMilestones, contracts } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { logger } from '../../lib/logger';
import type { PaymentProvider } from '../../lib/payments';
import { cancelMilestonePayments, releaseMilestone, sendCardRefunds } from '../money';
import { type ContractRow, type MilestoneRow, recordEvent } from './events';
import { noOpenDispute, openDisputeOf } from './freeze';
import { afterMilestoneReleased, markReleased } from './lifecycle';
import {
  CONTRACT,
  frozenByDispute,
  isClosed,
  LATEABLE,
  lateable,
  lateCancelAfterMs,
  lateCancelFrom,
  MILESTONE,
  movesMilestone,
  startsFrom,
} from './machine';

/*
 * The contract job (decision 050), run every minute by every instance (src/server/index.ts).
 * Its time is the `now` argument, so tests move the clock instead of waiting. Each step:
 *   - reminder: a delivered milestone 24 hours before its auto_accept_at (reminder_sent_at, once);
 *   - auto-accept: a delivered milestone whose auto_accept_at has come is released
 *     (money's releaseMilestone, 90/10), and the contract completed when nothing is left open;
 *   - late: a contract whose due_at passed while the work is in progress (no delivery waiting),
 *     marked once (late_at) and both parties told, with the moment the client may cancel alone;
 *   - late-cancel window: late work LATE_CANCEL_HOURS past due (openLateCancel, decision 113),
 *     told once to both (late_cancel_told_at) that the client may now cancel alone;
 *   - expiry: an order still awaiting its payment UNPAID_ORDER_EXPIRY_HOURS after it was made is
 *     removed (the table's expireUnpaid), its open checkout cancelled first so a capture arriving
 *     later is refunded by checkout instead of funding anything;
 *   - card refunds booked by a cancellation but not yet confirmed by the provider are sent again.
 * Every action runs in its own transaction that first locks its contract row with
 * FOR UPDATE SKIP LOCKED (the same lock the contract's routes take, so a timer never races an
 * acceptance, a revision or a cancellation), then checks the row again: a row another instance
 * holds is skipped and one it already handled no longer matches, so each action happens once.
 * State lives in the rows, so a restart loses nothing.
 */

export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ContractTimerConfig {
  /** Days after a delivery before it is accepted automatically (config AUTO_ACCEPT_DAYS). */
  AUTO_ACCEPT_DAYS: number;
  /** Hours before an order still awaiting its payment is removed (config UNPAID_ORDER_EXPIRY_HOURS). */
  UNPAID_ORDER_EXPIRY_HOURS?: number;
  /** Sends pending card refunds; null or absent: payments are off, nothing to send. */
  provider?: PaymentProvider | null;
  /** Rows handled per step and run (the next run takes the rest). */
  batchSize?: number;
}

export interface ContractTimerResult {
  reminded: number;
  autoAccepted: number;
  completed: number;
  late: number;
  lateCancelOpened: number;
  expired: number;
  cardRefunds: number;
}

/** The contract row locked for this transaction, or null when another instance holds it. */
async function claimContract(tx: Tx, contractId: string): Promise<ContractRow | null> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(eq(contracts.id, contractId))
    .for('update', { skipLocked: true });
  return row ?? null;
}

async function milestoneOf(tx: Tx, contractId: string, milestoneId: string): Promise<MilestoneRow | null> {
  const [row] = await tx
    .select()
    .from(contractMilestones)
    .where(and(eq(contractMilestones.id, milestoneId), eq(contractMilestones.contractId, contractId)));
  return row ?? null;
}

/** Delivered milestones without an auto-accept time (none should exist) get one from their delivery. */
async function fillAutoAcceptTimes(db: Db, config: ContractTimerConfig) {
  const missing = await db
    .select({ id: contractMilestones.id, deliveredAt: contractMilestones.deliveredAt })
    .from(contractMilestones)
    .where(and(eq(contractMilestones.status, MILESTONE.delivered), isNull(contractMilestones.autoAcceptAt)))
    .limit(config.batchSize ?? 50);
  for (const m of missing) {
    const from = m.deliveredAt ?? clockNow();
    await db
      .update(contractMilestones)
      .set({ autoAcceptAt: new Date(from.getTime() + config.AUTO_ACCEPT_DAYS * DAY_MS) })
      .where(and(eq(contractMilestones.id, m.id), isNull(contractMilestones.autoAcceptAt)));
  }
}

async function sendReminders(db: Db, now: Date, limit: number): Promise<number> {
  const horizon = new Date(now.getTime() + REMINDER_BEFORE_MS);
  const due = await db
    .select({ id: contractMilestones.id, contractId: contractMilestones.contractId })
    .from(contractMilestones)
    .where(
      and(
        eq(contractMilestones.status, MILESTONE.delivered),
        isNull(contractMilestones.reminderSentAt),
        gt(contractMilestones.autoAcceptAt, now),
        lte(contractMilestones.autoAcceptAt, horizon),
        noOpenDispute(contractMilestones.contractId),
      ),
    )
    .orderBy(asc(contractMilestones.autoAcceptAt))
    .limit(limit);
  let done = 0;
  for (const row of due) {
    const sent = await db.transaction(async (tx) => {
      const contract = await claimContract(tx, row.contractId);
      if (!contract || (await openDisputeOf(tx, contract.id))) return false;
      const m = await milestoneOf(tx, contract.id, row.id);
      if (m?.status !== MILESTONE.delivered || m.reminderSentAt || !m.autoAcceptAt) return false;
      if (m.autoAcceptAt <= now || m.autoAcceptAt > horizon) return false;
      await tx.update(contractMilestones).set({ reminderSentAt: now }).where(eq(contractMilestones.id, m.id));
      // The client is the one who must act; the freelancer learns when the payment comes.
      await recordEvent(tx, {
        contract,
        milestoneId: m.id,
        actorId: null,
        kind: 'auto_accept_reminder',
        data: { autoAcceptAt: m.autoAcceptAt.toISOString() },
        notify: [contract.clientId],
      });
      return true;
    });
    if (sent) done += 1;
  }
  return done;
}

async function autoAccept(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ accepted: number; completed: number }> {
  const due = await db
    .select({ id: contractMilestones.id, contractId: contractMilestones.contractId })
    .from(contractMilestones)
    .where(
      and(
        eq(contractMilestones.status, MILESTONE.delivered),
        lte(contractMilestones.autoAcceptAt, now),
        // A disputed contract is frozen (decision 061): its clock waits for the outcome.
        frozenByDispute('autoAccept') ? noOpenDispute(contractMilestones.contractId) : undefined,
      ),
    )
    .orderBy(asc(contractMilestones.autoAcceptAt))
    .limit(limit);
  let accepted = 0;
  let completed = 0;
  for (const row of due) {
    try {
      const outcome = await db.transaction(async (tx) => {
        const contract = await claimContract(tx, row.contractId);
        if (!contract || isClosed(contract.status) || !startsFrom('autoAccept', contract.status)) return null;
        if (frozenByDispute('autoAccept') && (await openDisputeOf(tx, contract.id))) return null;
        const m = await milestoneOf(tx, contract.id, row.id);
        if (!m || !movesMilestone('autoAccept', m.status) || !m.autoAcceptAt || m.autoAcceptAt > now)
          return null;
        const split = await releaseMilestone(tx, { contract, milestone: m });
        await markReleased(tx, m.id, now);
        await recordEvent(tx, {
          contract,
          milestoneId: m.id,
          actorId: null,
          kind: 'auto_accepted',
          data: { amountCents: m.amountCents, ...split },
        });
        const completed = await afterMilestoneReleased(tx, contract, 'autoAccept', now);
        if (completed) await recordEvent(tx, { contract, actorId: null, kind: 'completed' });
        return { completed };
      });
      if (outcome) {
        accepted += 1;
        if (outcome.completed) completed += 1;
      }
    } catch (err) {
      // One broken row must not stop the others; it is tried again next run.
      logger.error({ err, milestoneId: row.id }, 'automatic acceptance failed');
    }
  }
  return { accepted, completed };
}

async function markLate(db: Db, now: Date, limit: number): Promise<number> {
  const due = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(isNull(contracts.lateAt), inArray(contracts.status, [...LATEABLE]), lt(contracts.dueAt, now)))
    .orderBy(asc(contracts.dueAt))
    .limit(limit);
  let done = 0;
  for (const row of due) {
    const marked = await db.transaction(async (tx) => {
      const contract = await claimContract(tx, row.id);
      if (!contract || contract.lateAt || !lateable(contract.status)) return false;
      if (!contract.dueAt || contract.dueAt >= now) return false;
      await tx.update(contracts).set({ lateAt: now, updatedAt: now }).where(eq(contracts.id, contract.id));
      // Both are told before the window opens when the client may cancel alone (decision 113).
      const cancelFrom = lateCancelFrom(contract);
      await recordEvent(tx, {
        contract,
        actorId: null,
        kind: 'late',
        data: { dueAt: contract.dueAt.toISOString(), cancelFrom: cancelFrom?.toISOString() ?? null },
        ...(cancelFrom
          ? { vars: { cancelFromAt: cancelFrom.toISOString() } }
          : { notification: { type: 'order' as const, key: 'notifications:event.order.late_unstarted' } }),
      });
      return true;
    });
    if (marked) done += 1;
  }
  return done;
}

/**
 * Late work whose client may now cancel alone (openLateCancel): both told once. The window follows
 * the due date (lateCancelFrom), so an accepted extension (which clears late_cancel_told_at) moves
 * it; a disputed contract waits, as its cancellation does.
 */
async function openLateCancel(db: Db, now: Date, limit: number): Promise<number> {
  const candidates = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        isNull(contracts.lateCancelToldAt),
        isNotNull(contracts.lateAt),
        eq(contracts.status, CONTRACT.in_progress),
        lte(contracts.dueAt, new Date(now.getTime() - lateCancelAfterMs())),
        noOpenDispute(contracts.id),
      ),
    )
    .orderBy(asc(contracts.dueAt))
    .limit(limit);
  let done = 0;
  for (const row of candidates) {
    const told = await db.transaction(async (tx) => {
      const contract = await claimContract(tx, row.id);
      if (!contract || contract.lateCancelToldAt || !contract.lateAt) return false;
      if (!startsFrom('openLateCancel', contract.status)) return false;
      const from = lateCancelFrom(contract);
      if (!from || from > now) return false;
      if (await openDisputeOf(tx, contract.id)) return false;
      await tx.update(contracts).set({ lateCancelToldAt: now }).where(eq(contracts.id, contract.id));
      await recordEvent(tx, {
        contract,
        actorId: null,
        kind: 'late_cancel_open',
        data: { dueAt: contract.dueAt!.toISOString(), cancelFrom: from.toISOString() },
        vars: { cancelFromAt: from.toISOString() },
      });
      return true;
    });
    if (told) done += 1;
  }
  return done;
}

const HOUR_MS = 60 * 60 * 1000;

async function expireUnpaidOrders(db: Db, now: Date, hours: number, limit: number): Promise<number> {
  const cutoff = new Date(now.getTime() - hours * HOUR_MS);
  const due = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.status, CONTRACT.awaiting_payment), lte(contracts.createdAt, cutoff)))
    .orderBy(asc(contracts.createdAt))
    .limit(limit);
  let done = 0;
  for (const row of due) {
    const removed = await db.transaction(async (tx) => {
      // The same row lock as the payment's settlement (settleMilestonePayment): a payment captured
      // first has moved the order on, and one captured after finds its checkout cancelled.
      const contract = await claimContract(tx, row.id);
      if (!contract || !startsFrom('expireUnpaid', contract.status) || contract.createdAt > cutoff)
        return false;
      const milestones = await tx
        .select({ id: contractMilestones.id })
        .from(contractMilestones)
        .where(eq(contractMilestones.contractId, contract.id));
      await cancelMilestonePayments(
        tx,
        milestones.map((m) => m.id),
      );
      // Milestones and events go with it (cascade); no money was ever held.
      await tx.delete(contracts).where(eq(contracts.id, contract.id));
      return true;
    });
    if (removed) done += 1;
  }
  return done;
}

/** One pass of the contract job. Safe to run on several instances at once. */
export async function runContractTimers(
  db: Db,
  now: Date = clockNow(),
  config: ContractTimerConfig = { AUTO_ACCEPT_DAYS: 3 },
): Promise<ContractTimerResult> {
  const limit = config.batchSize ?? 50;
  await fillAutoAcceptTimes(db, config);
  const reminded = await sendReminders(db, now, limit);
  const { accepted, completed } = await autoAccept(db, now, limit);
  const late = await markLate(db, now, limit);
  const lateCancelOpened = await openLateCancel(db, now, limit);
  const expired = config.UNPAID_ORDER_EXPIRY_HOURS
    ? await expireUnpaidOrders(db, now, config.UNPAID_ORDER_EXPIRY_HOURS, limit)
    : 0;
  const cardRefunds = config.provider ? (await sendCardRefunds(db, config.provider, { limit })).sent : 0;
  return { reminded, autoAccepted: accepted, completed, late, lateCancelOpened, expired, cardRefunds };
}
