import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contractEvents, contractMilestones } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { creditTip, type PaymentRow } from '../money';
import { lockContract, recordEvent } from './events';
import { assertStartsFrom } from './machine';
import * as policy from './policy';
import { contractNotFound, findContract, milestonesOf } from './service';

/*
 * Tips (decision 116): after completion the client may tip the freelancer once. The tip is the
 * table's `tip` move (from completed, by the client), paid through the checkout as its own
 * payment (purpose 'tip', on the contract's first milestone's row) and its own ledger transaction
 * (money's creditTip: provider clearing → the freelancer's available balance, no platform fee).
 */

const alreadyTipped = () => new AppError('ALREADY_TIPPED', 409, 'contracts:error.alreadyTipped');

/** The tip already paid on a contract, in cents (0 when none): its 'tipped' event. */
export async function tipOf(db: DbOrTx, contractId: string): Promise<number> {
  const [row] = await db
    .select({ data: contractEvents.data })
    .from(contractEvents)
    .where(and(eq(contractEvents.contractId, contractId), eq(contractEvents.kind, 'tipped')));
  return row ? Number(row.data.amountCents) : 0;
}

/**
 * Before the checkout of a tip: the client's completed contract, not tipped yet. Answers the
 * milestone whose row the payment names (the contract's first).
 */
export async function prepareTip(db: Db, input: { actorId: string; contractId: string }) {
  const contract = await findContract(db, input.contractId);
  if (!contract) throw contractNotFound();
  policy.authorize({ id: input.actorId }, 'tip', contract);
  assertStartsFrom('tip', contract);
  if ((await tipOf(db, contract.id)) > 0) throw alreadyTipped();
  const [first] = await milestonesOf(db, contract.id);
  if (!first) throw contractNotFound();
  return { contract, milestone: first };
}

/**
 * A confirmed 'tip' payment (checkout's settle): captured and credited to the freelancer in the
 * contract's lock, recorded on the timeline (the freelancer is told). A refusal (a second tip won
 * meanwhile) throws, and checkout refunds the payment.
 */
export async function settleTipPayment(db: Db, payment: PaymentRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [ref] = await tx
      .select({ contractId: contractMilestones.contractId })
      .from(contractMilestones)
      .where(eq(contractMilestones.id, payment.milestoneId ?? '00000000-0000-0000-0000-000000000000'));
    if (!ref) throw contractNotFound();
    const contract = await lockContract(tx, ref.contractId);
    if (payment.userId !== contract.clientId) throw new AppError('FORBIDDEN', 403, 'errors:forbidden');
    assertStartsFrom('tip', contract);
    if ((await tipOf(tx, contract.id)) > 0) throw alreadyTipped();
    const { amountCents } = await creditTip(tx, { contract, paymentId: payment.id });
    await recordEvent(tx, {
      contract,
      actorId: contract.clientId,
      kind: 'tipped',
      data: { amountCents, paymentId: payment.id },
      vars: { amountCents },
    });
  });
}
