import { type AnyColumn, and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { disputes } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type ContractMoveName, DISPUTE_OPEN, type DisputeStatus, frozenByDispute } from './machine';

/*
 * A contract with an open dispute is frozen (decision 061): no acceptance, release, Complete & Pay,
 * revision, delivery, funding or cancellation step, and the contract job skips its timers. The
 * dispute row is the freeze, so there is no second flag to keep in step; each step asks here under
 * the contract's row lock, which the dispute's own steps take too.
 */

export const contractDisputed = () => new AppError('CONTRACT_DISPUTED', 409, 'disputes:error.frozen');

/** The contract's open dispute, if any. */
export async function openDisputeOf(db: DbOrTx, contractId: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.contractId, contractId), inArray(disputes.status, [...DISPUTE_OPEN])))
    .limit(1);
  return row ?? null;
}

/** 409 CONTRACT_DISPUTED while the contract has an open dispute, for a move the table freezes. */
export async function assertNotDisputed(
  db: DbOrTx,
  contractId: string,
  move: ContractMoveName,
): Promise<void> {
  if (frozenByDispute(move) && (await openDisputeOf(db, contractId))) throw contractDisputed();
}

/** The contract's latest dispute (open or resolved), for the contract page. */
export async function latestDisputeOf(
  db: DbOrTx,
  contractId: string,
): Promise<{ id: string; status: DisputeStatus } | null> {
  const [row] = await db
    .select({ id: disputes.id, status: disputes.status })
    .from(disputes)
    .where(eq(disputes.contractId, contractId))
    .orderBy(desc(disputes.createdAt))
    .limit(1);
  return row ? { id: row.id, status: row.status as DisputeStatus } : null;
}

/** SQL: the contract (by its id column) has no open dispute; for the contract job's queries. */
export const noOpenDispute = (contractIdColumn: AnyColumn) =>
  sql`not exists (select 1 from ${disputes} where ${disputes.contractId} = ${contractIdColumn} and ${inArray(disputes.status, [...DISPUTE_OPEN])})`;
