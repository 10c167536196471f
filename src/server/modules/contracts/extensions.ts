import { EXTENSION_MAX_DAYS } from '@shared/schemas/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { contractExtensions } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { type ContractRow, lockContract, recordEvent } from './events';
import { assertNotDisputed } from './freeze';
import { moveDueDate } from './lifecycle';
import { assertStartsFrom, type ContractMoveName, EXTENSION, type Side } from './machine';
import { authorize, sideOf } from './policy';

/*
 * Extensions of the due date (decision 113): either party asks for a later date with a reason; the
 * other accepts (the due date moves, with the late mark and the client's late-cancel window) or
 * declines; the asker may withdraw. One request waits at a time (the table's extensionAskedBy, and
 * a partial unique index). Each step is a move of the contract table (requestExtension,
 * acceptExtension, declineExtension, withdrawExtension): checked in the table's order (who, from
 * which status, the dispute freeze, then the request's own condition), under the contract's row
 * lock, recorded as a contract event that tells the other side.
 */

export type ExtensionRow = typeof contractExtensions.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

const notRequested = () =>
  new AppError('EXTENSION_NOT_REQUESTED', 409, 'contracts:error.extensionNotRequested');
const alreadyRequested = () =>
  new AppError('EXTENSION_ALREADY_REQUESTED', 409, 'contracts:error.extensionAlreadyRequested');
const badDate = () => new AppError('EXTENSION_DATE_INVALID', 400, 'contracts:error.extensionDate');

/** Every extension request of a contract, oldest first (the contract page's history). */
export function extensionsOf(db: DbOrTx, contractId: string): Promise<ExtensionRow[]> {
  return db
    .select()
    .from(contractExtensions)
    .where(eq(contractExtensions.contractId, contractId))
    .orderBy(asc(contractExtensions.createdAt));
}

/** The request waiting for an answer, if any. */
export async function pendingExtensionOf(db: DbOrTx, contractId: string): Promise<ExtensionRow | null> {
  const [row] = await db
    .select()
    .from(contractExtensions)
    .where(
      and(eq(contractExtensions.contractId, contractId), eq(contractExtensions.status, EXTENSION.pending)),
    );
  return row ?? null;
}

/** The side that asked, as the machine's view reads it. */
export const extensionAskerOf = (contract: ContractRow, pending: ExtensionRow | null): Side | null =>
  pending?.requestedBy ? sideOf(pending.requestedBy, contract) : null;

type Step = { contractId: string; actorId: string };

/**
 * Locks the contract and checks the move the table's way: a party (404 for anyone else), a status
 * the move starts from (409), no open dispute (409). Answers the contract, the viewer's side and
 * the pending request.
 */
async function begin(tx: Tx, name: ContractMoveName, input: Step) {
  if (!isUuid(input.contractId)) throw new AppError('CONTRACT_NOT_FOUND', 404, 'contracts:error.notFound');
  const contract = await lockContract(tx, input.contractId);
  authorize({ id: input.actorId }, 'view', contract);
  assertStartsFrom(name, contract);
  await assertNotDisputed(tx, contract.id, name);
  const side = sideOf(input.actorId, contract)!;
  const pending = await pendingExtensionOf(tx, contract.id);
  return { contract, side, pending, asker: extensionAskerOf(contract, pending) };
}

/** The other side's request, or 409 (none) / 403 (it is the viewer's own). */
function theirs(side: Side, pending: ExtensionRow | null, asker: Side | null): ExtensionRow {
  if (!pending) throw notRequested();
  if (asker === side) throw new AppError('FORBIDDEN', 403, 'contracts:error.ownExtensionRequest');
  return pending;
}

/**
 * A party asks for a later due date. 409 while a request waits or the contract has no due date;
 * 400 unless the date is after the current due date and now, and at most EXTENSION_MAX_DAYS past
 * the later of the two.
 */
export async function requestExtension(
  db: Db,
  input: Step & { dueAt: Date; reason: string },
  now: Date = clockNow(),
): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const { contract, pending } = await begin(tx, 'requestExtension', input);
    if (pending) throw alreadyRequested();
    if (!contract.dueAt) throw new AppError('CONTRACT_WRONG_STATE', 409, 'contracts:error.wrongState');
    const floor = Math.max(contract.dueAt.getTime(), now.getTime());
    const asked = input.dueAt.getTime();
    if (!(asked > floor) || asked > floor + EXTENSION_MAX_DAYS * DAY_MS) throw badDate();
    await tx.insert(contractExtensions).values({
      contractId: contract.id,
      requestedBy: input.actorId,
      reason: input.reason,
      previousDueAt: contract.dueAt,
      dueAt: input.dueAt,
      createdAt: now,
    });
    await recordEvent(tx, {
      contract,
      actorId: input.actorId,
      kind: 'extension_requested',
      message: input.reason,
      data: { fromDueAt: contract.dueAt.toISOString(), dueAt: input.dueAt.toISOString() },
      vars: { dueAt: input.dueAt.toISOString() },
    });
    return contract;
  });
}

/** The other side agrees: the due date moves to the asked one. */
export async function acceptExtension(db: Db, input: Step, now: Date = clockNow()): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const { contract, side, pending, asker } = await begin(tx, 'acceptExtension', input);
    const request = theirs(side, pending, asker);
    await tx
      .update(contractExtensions)
      .set({ status: EXTENSION.accepted, answeredBy: input.actorId, answeredAt: now })
      .where(eq(contractExtensions.id, request.id));
    const updated = await moveDueDate(tx, contract, request.dueAt, now);
    await recordEvent(tx, {
      contract,
      actorId: input.actorId,
      kind: 'extension_accepted',
      data: { fromDueAt: request.previousDueAt.toISOString(), dueAt: request.dueAt.toISOString() },
      vars: { dueAt: request.dueAt.toISOString() },
    });
    return updated;
  });
}

/** The other side says no: the due date stays. */
export async function declineExtension(db: Db, input: Step, now: Date = clockNow()): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const { contract, side, pending, asker } = await begin(tx, 'declineExtension', input);
    const request = theirs(side, pending, asker);
    await tx
      .update(contractExtensions)
      .set({ status: EXTENSION.declined, answeredBy: input.actorId, answeredAt: now })
      .where(eq(contractExtensions.id, request.id));
    await recordEvent(tx, {
      contract,
      actorId: input.actorId,
      kind: 'extension_declined',
      data: { dueAt: request.dueAt.toISOString() },
    });
    return contract;
  });
}

/** The asker takes their request back. */
export async function withdrawExtension(db: Db, input: Step, now: Date = clockNow()): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const { contract, side, pending, asker } = await begin(tx, 'withdrawExtension', input);
    if (!pending) throw notRequested();
    if (asker !== side) throw new AppError('FORBIDDEN', 403, 'contracts:error.notOwnExtensionRequest');
    await tx
      .update(contractExtensions)
      .set({ status: EXTENSION.withdrawn, answeredBy: input.actorId, answeredAt: now })
      .where(eq(contractExtensions.id, pending.id));
    await recordEvent(tx, {
      contract,
      actorId: input.actorId,
      kind: 'extension_withdrawn',
      data: { dueAt: pending.dueAt.toISOString() },
    });
    return contract;
  });
}
