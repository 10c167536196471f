import { and, asc, eq, gt, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contractMilestones, contracts } from '../../db/schema';
import { logger } from '../../lib/logger';
import type { PaymentProvider } from '../../lib/payments';
import { releaseMilestone, sendCardRefunds } from '../money';
import { type ContractRow, type MilestoneRow, recordEvent } from './events';
import { noOpenDispute, openDisputeOf } from './freeze';
import { afterMilestoneReleased, markReleased } from './lifecycle';
import { isClosed, LATEABLE, lateable, MILESTONE, movesMilestone, startsFrom } from './machine';

/*
 * The contract job (decision 050), run every minute by every instance (src/server/index.ts).
 * Its time is the `now` argument, so tests move the clock instead of waiting. Each step:
 *   - reminder: a delivered milestone 24 hours before its auto_accept_at (reminder_sent_at, once);
 *   - auto-accept: a delivered milestone whose auto_accept_at has come is released
 *     (money's releaseMilestone, 90/10), and the contract completed when nothing is left open;
 *   - late: a contract whose due_at passed while the work is in progress (no delivery waiting),
 *     marked once (late_at) and both parties told;
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
    const from = m.deliveredAt ?? new Date();
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
        noOpenDispute(contractMilestones.contractId),
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
        if (await openDisputeOf(tx, contract.id)) return null;
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
        const completed = await afterMilestoneReleased(tx, contract, now);
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
      await recordEvent(tx, {
        contract,
        actorId: null,
        kind: 'late',
        data: { dueAt: contract.dueAt.toISOString() },
      });
      return true;
    });
    if (marked) done += 1;
  }
  return done;
}

/** One pass of the contract job. Safe to run on several instances at once. */
export async function runContractTimers(
  db: Db,
  now: Date = new Date(),
  config: ContractTimerConfig = { AUTO_ACCEPT_DAYS: 3 },
): Promise<ContractTimerResult> {
  const limit = config.batchSize ?? 50;
  await fillAutoAcceptTimes(db, config);
  const reminded = await sendReminders(db, now, limit);
  const { accepted, completed } = await autoAccept(db, now, limit);
  const late = await markLate(db, now, limit);
  const cardRefunds = config.provider ? (await sendCardRefunds(db, config.provider, { limit })).sent : 0;
  return { reminded, autoAccepted: accepted, completed, late, cardRefunds };
}
