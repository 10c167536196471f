import { dollarsToCents } from '@shared/money';
import type { ExtraInput } from '@shared/schemas/contract';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { contractExtras, contractMilestones, contracts } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { fundMilestone, type PaymentRow } from '../money';
import { type ContractRow, lockContract, recordEvent } from './events';
import { assertNotDisputed } from './freeze';
import { moveDueDate } from './lifecycle';
import { assertStartsFrom, type ContractMoveName, EXTRA, MILESTONE, type Side } from './machine';
import { authorize, sideOf } from './policy';
import { contractNotFound, findContract } from './service';

/*
 * Extras added to work underway by both parties' agreement (decision 116): either party proposes
 * one (a name, a price, the days it adds), the other accepts or declines, the proposer may withdraw
 * (and the client may drop an agreed extra before paying it); the client then pays it through its
 * own checkout (purpose 'extra'), which adds a milestone of its price, funded into escrow like any
 * other, and moves the due date by its days. One extra waits at a time, proposed or agreed. Each
 * step is a move of the contract table, checked under the contract's row lock and recorded as a
 * contract event that tells the other side. Extras chosen with the order are rows 'ordered'.
 */

export type ExtraRow = typeof contractExtras.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
const OPEN = [EXTRA.proposed, EXTRA.accepted];

const notProposed = () => new AppError('EXTRA_NOT_PROPOSED', 409, 'contracts:error.extraNotProposed');
const alreadyProposed = () =>
  new AppError('EXTRA_ALREADY_PROPOSED', 409, 'contracts:error.extraAlreadyProposed');

/** Every extra of a contract, oldest first (the contract page lists them). */
export function extrasOf(db: DbOrTx, contractId: string): Promise<ExtraRow[]> {
  return db
    .select()
    .from(contractExtras)
    .where(eq(contractExtras.contractId, contractId))
    .orderBy(asc(contractExtras.createdAt));
}

/** The extra proposed or agreed and not paid yet, if any (one at a time). */
export const openExtraOf = (rows: ExtraRow[]) =>
  rows.find((e) => (OPEN as readonly string[]).includes(e.status)) ?? null;

/** What the machine's view reads of the open extra. */
export function extraViewOf(contract: ContractRow, open: ExtraRow | null) {
  return {
    extraProposedBy:
      open?.status === EXTRA.proposed && open.proposedBy ? sideOf(open.proposedBy, contract) : null,
    extraAwaitingPayment: open?.status === EXTRA.accepted,
  };
}

type Step = { contractId: string; actorId: string };

/** Locks the contract and checks the move the table's way (party 404, status 409, dispute 409). */
async function begin(tx: Tx, name: ContractMoveName, input: Step) {
  if (!isUuid(input.contractId)) throw contractNotFound();
  const contract = await lockContract(tx, input.contractId);
  authorize({ id: input.actorId }, 'view', contract);
  assertStartsFrom(name, contract);
  await assertNotDisputed(tx, contract.id, name);
  const side = sideOf(input.actorId, contract)!;
  const [open] = await tx
    .select()
    .from(contractExtras)
    .where(and(eq(contractExtras.contractId, contract.id), inArray(contractExtras.status, OPEN)))
    .for('update');
  return { contract, side, open: open ?? null };
}

const proposerOf = (contract: ContractRow, row: ExtraRow): Side | null =>
  row.proposedBy ? sideOf(row.proposedBy, contract) : null;

/** A party proposes an extra. 409 while another waits (proposed, or agreed and not paid). */
export async function proposeExtra(
  db: Db,
  input: Step & { extra: Pick<ExtraInput, 'name' | 'price' | 'days'> },
  now: Date = clockNow(),
): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const { contract, open } = await begin(tx, 'proposeExtra', input);
    if (open) throw alreadyProposed();
    const priceCents = dollarsToCents(input.extra.price);
    await tx.insert(contractExtras).values({
      contractId: contract.id,
      name: input.extra.name,
      priceCents,
      days: input.extra.days,
      status: EXTRA.proposed,
      proposedBy: input.actorId,
      createdAt: now,
    });
    await recordEvent(tx, {
      contract,
      actorId: input.actorId,
      kind: 'extra_proposed',
      message: input.extra.name,
      data: { name: input.extra.name, amountCents: priceCents, days: input.extra.days },
      vars: { extra: input.extra.name, amountCents: priceCents },
    });
    return contract;
  });
}

/** The other side of a proposal answers it: agreed (the client then pays it) or declined. */
async function answer(db: Db, input: Step, accept: boolean, now: Date): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const { contract, side, open } = await begin(tx, accept ? 'acceptExtra' : 'declineExtra', input);
    if (!open || open.status !== EXTRA.proposed) throw notProposed();
    if (proposerOf(contract, open) === side)
      throw new AppError('FORBIDDEN', 403, 'contracts:error.ownExtraProposal');
    await tx
      .update(contractExtras)
      .set({ status: accept ? EXTRA.accepted : EXTRA.declined, answeredAt: now })
      .where(eq(contractExtras.id, open.id));
    await recordEvent(tx, {
      contract,
      actorId: input.actorId,
      kind: accept ? 'extra_accepted' : 'extra_declined',
      message: open.name,
      data: { name: open.name, amountCents: open.priceCents, days: open.days },
      vars: { extra: open.name, amountCents: open.priceCents },
    });
    return contract;
  });
}

export const acceptExtra = (db: Db, input: Step, now: Date = clockNow()) => answer(db, input, true, now);
export const declineExtra = (db: Db, input: Step, now: Date = clockNow()) => answer(db, input, false, now);

/** The proposer takes the proposal back, or the client drops an agreed extra before paying it. */
export async function withdrawExtra(db: Db, input: Step, now: Date = clockNow()): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const { contract, side, open } = await begin(tx, 'withdrawExtra', input);
    if (!open) throw notProposed();
    const mine = open.status === EXTRA.proposed ? proposerOf(contract, open) === side : side === 'client';
    if (!mine) throw new AppError('FORBIDDEN', 403, 'contracts:error.notOwnExtraProposal');
    await tx
      .update(contractExtras)
      .set({ status: EXTRA.withdrawn, answeredAt: now })
      .where(eq(contractExtras.id, open.id));
    await recordEvent(tx, {
      contract,
      actorId: input.actorId,
      kind: 'extra_withdrawn',
      message: open.name,
      data: { name: open.name },
      vars: { extra: open.name },
    });
    return contract;
  });
}

/** Before the checkout of an agreed extra: the client's, the contract working, not disputed. */
export async function prepareExtraPayment(db: Db, input: Step): Promise<ExtraRow> {
  const contract = await findContract(db, input.contractId);
  if (!contract) throw contractNotFound();
  authorize({ id: input.actorId }, 'fund', contract);
  assertStartsFrom('payExtra', contract);
  await assertNotDisputed(db, contract.id, 'payExtra');
  const open = openExtraOf(await extrasOf(db, contract.id));
  if (!open || open.status !== EXTRA.accepted) throw notProposed();
  return open;
}

/**
 * A confirmed 'extra' payment (checkout's settle): a milestone of the extra's price is added and
 * funded with it into the client's escrow (its own ledger transaction, 'fund:<milestoneId>'), the
 * extra is paid and the due date moves by its days, in the contract's lock. Any refusal (the
 * contract ended or is disputed, the extra withdrawn or paid already) throws, and checkout refunds
 * the payment.
 */
export async function settleExtraPayment(db: Db, payment: PaymentRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [ref] = await tx
      .select({ contractId: contractExtras.contractId })
      .from(contractExtras)
      .where(eq(contractExtras.id, payment.extraId ?? '00000000-0000-0000-0000-000000000000'));
    if (!ref) throw notProposed();
    const contract = await lockContract(tx, ref.contractId);
    if (payment.userId !== contract.clientId) throw new AppError('FORBIDDEN', 403, 'errors:forbidden');
    assertStartsFrom('payExtra', contract);
    await assertNotDisputed(tx, contract.id, 'payExtra');
    const [extra] = await tx
      .select()
      .from(contractExtras)
      .where(eq(contractExtras.id, payment.extraId!))
      .for('update');
    if (!extra || extra.status !== EXTRA.accepted) throw notProposed();
    const now = clockNow();
    const [last] = await tx
      .select({ position: max(contractMilestones.position) })
      .from(contractMilestones)
      .where(eq(contractMilestones.contractId, contract.id));
    const [milestone] = await tx
      .insert(contractMilestones)
      .values({
        contractId: contract.id,
        position: (last?.position ?? 0) + 1,
        title: extra.name,
        amountCents: extra.priceCents,
      })
      .returning();
    await fundMilestone(tx, { contract, milestone: milestone!, paymentId: payment.id });
    await tx
      .update(contractMilestones)
      .set({ status: MILESTONE.funded, fundedAt: now, paymentId: payment.id })
      .where(eq(contractMilestones.id, milestone!.id));
    await tx
      .update(contractExtras)
      .set({ status: EXTRA.paid, milestoneId: milestone!.id })
      .where(eq(contractExtras.id, extra.id));
    if (contract.dueAt && extra.days !== 0) {
      // A faster delivery brings the date closer, never into the past.
      const moved = Math.max(contract.dueAt.getTime() + extra.days * DAY_MS, now.getTime());
      await moveDueDate(tx, contract, new Date(moved), now);
    } else await tx.update(contracts).set({ updatedAt: now }).where(eq(contracts.id, contract.id));
    await recordEvent(tx, {
      contract,
      milestoneId: milestone!.id,
      actorId: contract.clientId,
      kind: 'extra_paid',
      message: extra.name,
      data: { name: extra.name, amountCents: extra.priceCents, days: extra.days, paymentId: payment.id },
      vars: { extra: extra.name, amountCents: extra.priceCents },
    });
  });
}
