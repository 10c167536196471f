import { splitFee } from '@shared/money';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { ledgerTransactions, payments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import type { PaymentProvider } from '../../lib/payments';
import { getOrCreateAccount, postTransaction } from './ledger';
import { capturePayment } from './payments';

/*
 * Contract milestones' money (decision 050). Every command runs inside the caller's transaction
 * (the contracts module locks the contract, checks its state, calls one of these and changes the
 * contract and milestone rows in the same transaction); none of them changes a contract or a
 * milestone row.
 *
 * - fund:   'fund:<milestoneId>'   provider clearing → the client's escrow (the captured payment).
 * - settle: 'settle:<milestoneId>' ONE key shared by release and refund, so a milestone is either
 *           released or refunded, and only once, whatever the races: the unique index on
 *           idempotency_key decides, the loser gets 409 MILESTONE_SETTLED and rolls back.
 *   release:        escrow → freelancer's available (90%) + platform fees (10%, splitFee).
 *   refund, wallet: escrow → the client's available balance.
 *   refund, card:   escrow → provider clearing (the money leaves us through the provider).
 *
 * The card refund and the provider. A provider call cannot join a database transaction, so the
 * ledger records the obligation first and the provider executes it after commit:
 *   1. In the caller's transaction refundMilestone posts escrow → provider clearing (kind
 *      'milestone_refund_card', memo.paymentId) and leaves the funding payment 'succeeded'. The
 *      pair "card refund posted, payment still succeeded" is the durable to-do (an outbox that
 *      needs no table of its own). If the transaction rolls back, nothing was asked of the provider.
 *   2. After commit, sendCardRefunds locks the payment row (FOR UPDATE SKIP LOCKED), asks the
 *      provider to refund it (idempotent per payment: Stripe's idempotency key refund-<paymentId>)
 *      and marks it 'refunded' in the same transaction. A provider failure rolls that small
 *      transaction back and the contract job (runContractTimers, every minute) tries again; a crash
 *      between the provider's answer and our commit repeats an idempotent call.
 * So the books are balanced at every instant (the money owed to the card sits back in provider
 * clearing, where it came from), no refund is asked for money the ledger still holds, and no
 * refund is forgotten.
 */

export const fundKey = (milestoneId: string) => `fund:${milestoneId}`;
export const settleKey = (milestoneId: string) => `settle:${milestoneId}`;

export type RefundTarget = 'wallet' | 'card';

/** The contract fields money needs (a contracts row fits). */
export interface MilestoneContractRef {
  id: string;
  clientId: string;
  freelancerId: string;
  title: string;
  projectId?: string | null;
  applicationId?: string | null;
}

/** The milestone fields money needs (a contract_milestones row fits). */
export interface MilestoneRef {
  id: string;
  contractId: string;
  title: string;
  amountCents: number;
}

function assertSameContract(contract: MilestoneContractRef, milestone: MilestoneRef) {
  if (milestone.contractId !== contract.id)
    throw new Error(`milestone ${milestone.id} is not of contract ${contract.id}`);
}

function refs(contract: MilestoneContractRef, milestone: MilestoneRef) {
  return {
    contractId: contract.id,
    milestoneId: milestone.id,
    projectId: contract.projectId ?? null,
    applicationId: contract.applicationId ?? null,
  };
}

function memoOf(contract: MilestoneContractRef, milestone: MilestoneRef, amountCents: number) {
  return {
    amountCents,
    clientId: contract.clientId,
    freelancerId: contract.freelancerId,
    // The wallet shows this title next to the line.
    projectTitle: contract.title,
    milestoneTitle: milestone.title,
  };
}

/** The funding of a milestone as booked: its amount and the payment that paid it. */
export async function milestoneFunding(
  db: DbOrTx,
  milestoneId: string,
): Promise<{ amountCents: number; paymentId: string | null } | null> {
  const [row] = await db
    .select({ memo: ledgerTransactions.memo })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, fundKey(milestoneId)));
  if (!row) return null;
  const paymentId = row.memo.paymentId;
  return {
    amountCents: Number(row.memo.amountCents),
    paymentId: typeof paymentId === 'string' ? paymentId : null,
  };
}

/** How a milestone was settled, if it was: 'released', or refunded to the wallet or the card. */
export async function milestoneSettlement(
  db: DbOrTx,
  milestoneId: string,
): Promise<'released' | 'refunded_wallet' | 'refunded_card' | 'dispute_settled' | null> {
  const [row] = await db
    .select({ kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, settleKey(milestoneId)));
  if (!row) return null;
  if (row.kind === 'milestone_release') return 'released';
  if (row.kind === 'dispute_settlement') return 'dispute_settled';
  return row.kind === 'milestone_refund_card' ? 'refunded_card' : 'refunded_wallet';
}

/**
 * Captures the client's payment for a milestone and holds its amount in the client's escrow.
 * The payment must be the client's, open, and of exactly the milestone's amount (one payment per
 * milestone, so a card refund gives back that payment whole). A second funding of the milestone
 * throws 409 ALREADY_FUNDED, rolling back the capture too (checkout then refunds that payment).
 */
export async function fundMilestone(
  tx: Tx,
  input: { contract: MilestoneContractRef; milestone: MilestoneRef; paymentId: string },
): Promise<{ amountCents: number }> {
  const { contract, milestone, paymentId } = input;
  assertSameContract(contract, milestone);
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND', 404, 'money:error.paymentNotFound');
  if (payment.userId !== contract.clientId) throw new AppError('FORBIDDEN', 403, 'errors:forbidden');
  if (payment.amountCents !== milestone.amountCents)
    throw new AppError('AMOUNT_MISMATCH', 409, 'money:error.paymentFailed');
  await capturePayment(tx, paymentId);
  const amount = milestone.amountCents;
  const clearing = await getOrCreateAccount(tx, { userId: null, kind: 'provider_clearing' });
  const escrow = await getOrCreateAccount(tx, { userId: contract.clientId, kind: 'user_escrow' });
  const posted = await postTransaction(tx, {
    kind: 'milestone_fund',
    idempotencyKey: fundKey(milestone.id),
    ...refs(contract, milestone),
    memo: { ...memoOf(contract, milestone, amount), paymentId },
    entries: [
      { accountId: clearing, amountCents: -amount },
      { accountId: escrow, amountCents: amount },
    ],
  });
  if (!posted) throw new AppError('ALREADY_FUNDED', 409, 'money:error.milestoneFunded');
  return { amountCents: amount };
}

async function fundedAmount(tx: Tx, milestone: MilestoneRef) {
  const funding = await milestoneFunding(tx, milestone.id);
  if (!funding) throw new AppError('MILESTONE_NOT_FUNDED', 409, 'money:error.milestoneNotFunded');
  if (funding.amountCents !== milestone.amountCents)
    throw new Error(
      `milestone ${milestone.id} was funded with ${funding.amountCents}, not ${milestone.amountCents}`,
    );
  return funding;
}

/**
 * Releases a funded milestone: 90% to the freelancer's available balance, 10% to platform fees
 * (splitFee, exact to the cent). 409 MILESTONE_NOT_FUNDED before funding, 409 MILESTONE_SETTLED
 * when it was already released or refunded.
 */
export async function releaseMilestone(
  tx: Tx,
  input: { contract: MilestoneContractRef; milestone: MilestoneRef },
): Promise<{ feeCents: number; freelancerCents: number }> {
  const { contract, milestone } = input;
  assertSameContract(contract, milestone);
  const { amountCents: amount } = await fundedAmount(tx, milestone);
  const { feeCents, freelancerCents } = splitFee(amount);
  const escrow = await getOrCreateAccount(tx, { userId: contract.clientId, kind: 'user_escrow' });
  const available = await getOrCreateAccount(tx, { userId: contract.freelancerId, kind: 'user_available' });
  const fees = await getOrCreateAccount(tx, { userId: null, kind: 'platform_fees' });
  const posted = await postTransaction(tx, {
    kind: 'milestone_release',
    idempotencyKey: settleKey(milestone.id),
    ...refs(contract, milestone),
    memo: { ...memoOf(contract, milestone, amount), feeCents, freelancerCents },
    entries: [
      { accountId: escrow, amountCents: -amount },
      { accountId: available, amountCents: freelancerCents },
      { accountId: fees, amountCents: feeCents },
    ],
  });
  if (!posted) throw new AppError('MILESTONE_SETTLED', 409, 'money:error.milestoneSettled');
  return { feeCents, freelancerCents };
}

/**
 * Refunds a funded, unreleased milestone to the client: to the wallet (available balance) or to
 * the card that paid it (see the note at the top: the provider is called after commit by
 * sendCardRefunds). A card refund needs a captured card payment of the milestone; without one
 * (nothing to give back through the provider) the refund goes to the wallet. Returns where it
 * went. 409 MILESTONE_NOT_FUNDED / MILESTONE_SETTLED as releaseMilestone.
 */
export async function refundMilestone(
  tx: Tx,
  input: { contract: MilestoneContractRef; milestone: MilestoneRef; to: RefundTarget },
): Promise<{ amountCents: number; to: RefundTarget }> {
  const { contract, milestone } = input;
  assertSameContract(contract, milestone);
  const funding = await fundedAmount(tx, milestone);
  const amount = funding.amountCents;
  let to = input.to;
  if (to === 'card') {
    const [payment] = funding.paymentId
      ? await tx.select().from(payments).where(eq(payments.id, funding.paymentId))
      : [];
    if (payment?.status !== 'succeeded' || payment.amountCents !== amount) to = 'wallet';
  }
  const escrow = await getOrCreateAccount(tx, { userId: contract.clientId, kind: 'user_escrow' });
  const target =
    to === 'card'
      ? await getOrCreateAccount(tx, { userId: null, kind: 'provider_clearing' })
      : await getOrCreateAccount(tx, { userId: contract.clientId, kind: 'user_available' });
  const posted = await postTransaction(tx, {
    kind: to === 'card' ? 'milestone_refund_card' : 'milestone_refund',
    idempotencyKey: settleKey(milestone.id),
    ...refs(contract, milestone),
    memo: { ...memoOf(contract, milestone, amount), to, paymentId: funding.paymentId },
    entries: [
      { accountId: escrow, amountCents: -amount },
      { accountId: target, amountCents: amount },
    ],
  });
  if (!posted) throw new AppError('MILESTONE_SETTLED', 409, 'money:error.milestoneSettled');
  return { amountCents: amount, to };
}

/**
 * Cancels the open (pending or requires action) payments of these milestones, e.g. when an unpaid
 * order is cancelled. A capture reported later for a canceled payment is refunded by checkout.
 */
export async function cancelMilestonePayments(tx: Tx, milestoneIds: string[]): Promise<number> {
  if (milestoneIds.length === 0) return 0;
  const rows = await tx
    .update(payments)
    .set({ status: 'canceled', failureReason: 'CONTRACT_CANCELLED' })
    .where(
      and(
        inArray(payments.status, ['pending', 'requires_action']),
        or(
          inArray(payments.milestoneId, milestoneIds),
          inArray(
            payments.purposeKey,
            milestoneIds.map((id) => `milestone:${id}`),
          ),
        ),
      ),
    )
    .returning({ id: payments.id });
  return rows.length;
}

/**
 * Asks the provider for the card refunds the ledger already booked (milestone_refund_card whose
 * payment is still 'succeeded'), each in its own small transaction that locks the payment row,
 * calls the provider and marks the payment 'refunded'. Rows locked by another instance are
 * skipped; a provider failure is logged and left for the next run. Returns how many were sent.
 */
export async function sendCardRefunds(
  db: Db,
  provider: PaymentProvider,
  opts: { contractId?: string; limit?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const due = await db
    .select({ paymentId: payments.id, memo: ledgerTransactions.memo })
    .from(ledgerTransactions)
    .innerJoin(payments, sql`${payments.id}::text = ${ledgerTransactions.memo}->>'paymentId'`)
    .where(
      and(
        eq(ledgerTransactions.kind, 'milestone_refund_card'),
        eq(payments.status, 'succeeded'),
        opts.contractId ? eq(ledgerTransactions.contractId, opts.contractId) : undefined,
      ),
    )
    .orderBy(ledgerTransactions.createdAt)
    .limit(opts.limit ?? 50);
  let sent = 0;
  let failed = 0;
  for (const row of due) {
    const amount = Number(row.memo.amountCents);
    try {
      const done = await db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.id, row.paymentId), eq(payments.status, 'succeeded')))
          .for('update', { skipLocked: true });
        if (!payment) return false;
        if (payment.provider !== provider.name || payment.amountCents !== amount) {
          logger.error(
            { paymentId: payment.id, provider: payment.provider, configured: provider.name },
            'card refund cannot be sent through the configured provider',
          );
          return false;
        }
        await provider.refund({
          paymentId: payment.id,
          amountCents: amount,
          providerRef: payment.providerRef,
          captureRef: payment.captureRef,
        });
        await tx
          .update(payments)
          // not an engine status: the payment's
          .set({ status: 'refunded', failureReason: 'MILESTONE_REFUNDED' })
          .where(eq(payments.id, payment.id));
        return true;
      });
      if (done) sent += 1;
    } catch (err) {
      failed += 1;
      logger.error(
        { err, paymentId: row.paymentId },
        'card refund failed at the provider; retried by the contract job',
      );
    }
  }
  return { sent, failed };
}
