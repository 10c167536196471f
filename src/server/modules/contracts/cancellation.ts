import type { RefundDestination } from '@shared/schemas/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contractMilestones, contracts } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import type { PaymentProvider } from '../../lib/payments';
import { isUuid } from '../../lib/uuid';
import { cancelMilestonePayments, refundMilestone, sendCardRefunds } from '../money';
import { type ContractRow, lockContract, recordEvent } from './events';
import { assertNotDisputed } from './freeze';
import { clearCancelRequest, endContract, markRefunded, unfundedIds } from './lifecycle';
import { assertStartsFrom, CONTRACT, clientMayCancelAlone, isHeld, isLateCancel } from './machine';
import { authorize, sideOf } from './policy';

export { clientMayCancelAlone };

/*
 * Cancelling a contract (decision 050). Either party asks with a reason; the other agrees or
 * declines; the asker may withdraw. The client cancels alone (at once) an unpaid order, and a
 * contract the freelancer is LATE_CANCEL_HOURS past the due date on without a delivery waiting
 * (decision 113: both parties are then told, with the amount refunded).
 *
 * Cancelling refunds every funded, unreleased milestone (money's refundMilestone, to the wallet by
 * default or to the card), marks those milestones refunded, leaves released ones paid and unfunded
 * ones unfunded, cancels an open payment of the contract, and sets the contract 'cancelled'. All of
 * it in one transaction under the contract's row lock; card refunds are then sent to the provider
 * after commit (and retried by the contract job, see money/milestones.ts).
 *
 * A cancelled project contract reopens its project: the project goes back to 'active' (no approved
 * application, no start date) and the contract's application becomes 'declined', so the client can
 * hire someone else for what is left; the cancelled contract stays in both parties' orders with its
 * history and whatever was released.
 */

/** The contract locked for this step; a malformed id names no contract (404). */
function lock(tx: Tx, contractId: string): Promise<ContractRow> {
  if (!isUuid(contractId)) throw new AppError('CONTRACT_NOT_FOUND', 404, 'contracts:error.notFound');
  return lockContract(tx, contractId);
}

const notRequested = () => new AppError('CANCEL_NOT_REQUESTED', 409, 'contracts:error.cancelNotRequested');

export interface CancelOutcome {
  contract: ContractRow;
  /** Card refunds were booked: send them after commit (sendContractCardRefunds). */
  cardRefunds: boolean;
}

/**
 * Cancels in the caller's transaction (the contract row locked by the caller): refunds, milestone
 * and contract states, the project reopened, events 'refunded' (per milestone) and 'cancelled'.
 */
export async function cancelContract(
  tx: Tx,
  input: {
    contract: ContractRow;
    /** The table's move: the other side agreed, or the client cancelled alone. */
    move: 'acceptCancel' | 'cancelLate';
    actorId: string | null;
    refundTo: RefundDestination;
    reason?: string | null;
    /** The client cancelled alone because the work is late: both parties are told the refund. */
    late?: boolean;
  },
  now: Date = clockNow(),
): Promise<CancelOutcome> {
  const { contract, actorId } = input;
  const milestones = await tx
    .select()
    .from(contractMilestones)
    .where(eq(contractMilestones.contractId, contract.id))
    .orderBy(asc(contractMilestones.position));
  // An unpaid order (or an unfunded milestone): its open checkout must not be captured later.
  await cancelMilestonePayments(tx, unfundedIds(milestones));
  let refundedCents = 0;
  let cardRefunds = false;
  for (const m of milestones) {
    if (!isHeld(m.status)) continue;
    const refund = await refundMilestone(tx, { contract, milestone: m, to: input.refundTo });
    await markRefunded(tx, m.id, now);
    refundedCents += refund.amountCents;
    if (refund.to === 'card') cardRefunds = true;
    await recordEvent(tx, {
      contract,
      milestoneId: m.id,
      actorId,
      kind: 'refunded',
      data: { amountCents: refund.amountCents, to: refund.to },
      // The client is the one refunded; the freelancer learns of the cancellation itself.
      notify: [contract.clientId],
    });
  }
  // The request is answered: its reason and asker stay in the events ('cancel_requested', 'cancelled').
  const cancelled = await endContract(tx, contract, input.move, CONTRACT.cancelled, now);
  await recordEvent(tx, {
    contract,
    actorId,
    kind: 'cancelled',
    message: input.reason ?? null,
    data: { refundedCents, refundTo: input.refundTo, ...(input.late ? { late: true } : {}) },
    ...(input.late
      ? {
          notify: [contract.clientId, contract.freelancerId],
          notification: { type: 'order' as const, key: 'notifications:event.order.cancelled_late' },
          vars: { refundCents: refundedCents },
        }
      : {}),
  });
  return { contract: cancelled, cardRefunds };
}

/** After commit: asks the provider for the contract's booked card refunds; failures wait for the job. */
export async function sendContractCardRefunds(
  db: Db,
  provider: PaymentProvider | null,
  outcome: CancelOutcome | null,
): Promise<void> {
  if (!outcome?.cardRefunds || !provider) return;
  try {
    await sendCardRefunds(db, provider, { contractId: outcome.contract.id });
  } catch (err) {
    logger.error({ err, contractId: outcome.contract.id }, 'card refunds not sent; the contract job retries');
  }
}

type Step = { contractId: string; actorId: string };

/**
 * A party asks to cancel. The client's request cancels at once when they may cancel alone
 * (clientMayCancelAlone); otherwise it waits for the other side. 409 when the contract is closed
 * or a request is already open.
 */
export async function requestCancellation(
  db: Db,
  input: Step & { reason: string; refundTo?: RefundDestination },
  now: Date = clockNow(),
): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const contract = await lock(tx, input.contractId);
    const actor = { id: input.actorId };
    authorize(actor, 'requestCancel', contract);
    assertStartsFrom('requestCancel', contract);
    await assertNotDisputed(tx, contract.id, 'requestCancel');
    const side = sideOf(input.actorId, contract);
    const refundTo = side === 'client' ? (input.refundTo ?? 'wallet') : null;
    // Allowed alone even while a request waits for an answer.
    if (side === 'client' && clientMayCancelAlone(contract, now))
      return cancelContract(
        tx,
        {
          contract,
          move: 'cancelLate',
          actorId: input.actorId,
          refundTo: refundTo ?? 'wallet',
          reason: input.reason,
          late: isLateCancel(contract, now),
        },
        now,
      );
    if (contract.cancelRequestedBy)
      throw new AppError('CANCEL_ALREADY_REQUESTED', 409, 'contracts:error.cancelAlreadyRequested');
    const [updated] = await tx
      .update(contracts)
      .set({
        cancelRequestedBy: input.actorId,
        cancelReason: input.reason,
        cancelRequestedAt: now,
        cancelRefundTo: refundTo,
        updatedAt: now,
      })
      .where(eq(contracts.id, contract.id))
      .returning();
    await recordEvent(tx, {
      contract,
      actorId: input.actorId,
      kind: 'cancel_requested',
      message: input.reason,
      data: refundTo ? { refundTo } : {},
    });
    return { contract: updated!, cardRefunds: false };
  });
}

/** The other side agrees: the contract is cancelled and refunded (the client may pick where to). */
export async function acceptCancellation(
  db: Db,
  input: Step & { refundTo?: RefundDestination },
  now: Date = clockNow(),
): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const contract = await lock(tx, input.contractId);
    authorize({ id: input.actorId }, 'answerCancel', contract);
    assertStartsFrom('acceptCancel', contract);
    await assertNotDisputed(tx, contract.id, 'acceptCancel');
    if (!contract.cancelRequestedBy) throw notRequested();
    const side = sideOf(input.actorId, contract);
    const refundTo =
      (side === 'client' ? input.refundTo : undefined) ??
      (contract.cancelRefundTo as RefundDestination | null) ??
      'wallet';
    return cancelContract(
      tx,
      { contract, move: 'acceptCancel', actorId: input.actorId, refundTo, reason: contract.cancelReason },
      now,
    );
  });
}

/** The other side says no: the request is closed and the work goes on. */
export async function declineCancellation(db: Db, input: Step, now: Date = clockNow()): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const contract = await lock(tx, input.contractId);
    authorize({ id: input.actorId }, 'answerCancel', contract);
    assertStartsFrom('declineCancel', contract);
    await assertNotDisputed(tx, contract.id, 'declineCancel');
    if (!contract.cancelRequestedBy) throw notRequested();
    const updated = await clearCancelRequest(tx, contract, now);
    await recordEvent(tx, { contract, actorId: input.actorId, kind: 'cancel_declined' });
    return updated;
  });
}

/** The asker takes their request back. */
export async function withdrawCancellation(
  db: Db,
  input: Step,
  now: Date = clockNow(),
): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const contract = await lock(tx, input.contractId);
    authorize({ id: input.actorId }, 'requestCancel', contract);
    assertStartsFrom('withdrawCancel', contract);
    await assertNotDisputed(tx, contract.id, 'withdrawCancel');
    if (!contract.cancelRequestedBy) throw notRequested();
    if (contract.cancelRequestedBy !== input.actorId)
      throw new AppError('FORBIDDEN', 403, 'contracts:error.notOwnCancelRequest');
    const updated = await clearCancelRequest(tx, contract, now);
    await recordEvent(tx, { contract, actorId: input.actorId, kind: 'cancel_withdrawn' });
    return updated;
  });
}
