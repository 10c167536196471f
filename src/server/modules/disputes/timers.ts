import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, disputes } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { logger } from '../../lib/logger';
import { recordEvent } from '../contracts/events';
import { DISPUTE } from '../contracts/machine';

/*
 * The dispute job (decision 061), run every minute by every instance (src/server/index.ts): a
 * dispute the other party has not answered by its respond_by goes to the administrators. Each one
 * is handled in its own transaction that claims the contract row and then the dispute row with
 * FOR UPDATE SKIP LOCKED (a row another instance or a party's step holds is skipped and taken by a
 * later run) and checks the row again, so it is escalated once. The deadline is a column, so a
 * restart loses nothing; the time is the `now` argument, so tests move the clock.
 */

export async function runDisputeTimers(
  db: Db,
  now: Date = clockNow(),
  opts: { batchSize?: number } = {},
): Promise<{ escalated: number }> {
  const due = await db
    .select({ id: disputes.id, contractId: disputes.contractId })
    .from(disputes)
    .where(and(eq(disputes.status, DISPUTE.open), isNull(disputes.answeredAt), lte(disputes.respondBy, now)))
    .orderBy(asc(disputes.respondBy))
    .limit(opts.batchSize ?? 50);
  let escalated = 0;
  for (const row of due) {
    try {
      const done = await db.transaction(async (tx) => {
        const [contract] = await tx
          .select()
          .from(contracts)
          .where(eq(contracts.id, row.contractId))
          .for('update', { skipLocked: true });
        if (!contract) return false;
        const [dispute] = await tx
          .select()
          .from(disputes)
          .where(eq(disputes.id, row.id))
          .for('update', { skipLocked: true });
        if (dispute?.status !== DISPUTE.open || dispute.answeredAt !== null || dispute.respondBy > now)
          return false;
        await tx
          .update(disputes)
          .set({ status: DISPUTE.escalated, escalatedAt: now, escalatedBy: null, updatedAt: now })
          .where(eq(disputes.id, dispute.id));
        await recordEvent(tx, {
          contract,
          actorId: null,
          kind: 'dispute_escalated',
          data: { disputeId: dispute.id, automatic: true },
          notification: { type: 'dispute', key: 'disputes:notify.dispute_escalated' },
        });
        return true;
      });
      if (done) escalated += 1;
    } catch (err) {
      logger.error({ err, disputeId: row.id }, 'dispute escalation failed');
    }
  }
  return { escalated };
}
