import { splitFee } from '@shared/money';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  aiOrders,
  jobApplications,
  ledgerTransactions,
  payments,
  payoutRequests,
  profiles,
  projects,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { PaymentProvider } from '../../lib/payments';
import { approveApplication, type ProjectActionContext } from '../projects/service';
import {
  accountBalance,
  getOrCreateAccount,
  lockAccount,
  postTransaction,
  transactionExists,
  userBalances,
} from './ledger';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentPurpose = 'escrow' | 'topup' | 'chatbot' | 'analytics';

export const CHATBOT_PRICE_CENTS = 50_000;
export const ANALYTICS_PRICE_CENTS = 10_000;

const holdKey = (projectId: string) => `hold:${projectId}`;
const releaseKey = (projectId: string) => `release:${projectId}`;

/* ------------------------------------------------------------------ escrow */

/** True once the price of the project is held in escrow. */
export function isProjectFunded(db: DbOrTx, projectId: string): Promise<boolean> {
  return transactionExists(db, holdKey(projectId));
}

export function isProjectPaidOut(db: DbOrTx, projectId: string): Promise<boolean> {
  return transactionExists(db, releaseKey(projectId));
}

/**
 * Client pays the approved price into their escrow account (money arriving from the provider).
 * Runs in the transaction that approves the application or funds the approved project.
 */
export async function holdEscrow(
  tx: Tx,
  input: {
    project: { id: string; userId: string; title: string };
    application: { id: string; freelancerId: string; proposedPriceCents: number };
    paymentId: string;
  },
): Promise<void> {
  const amount = input.application.proposedPriceCents;
  const escrow = await getOrCreateAccount(tx, { userId: input.project.userId, kind: 'user_escrow' });
  const clearing = await getOrCreateAccount(tx, { userId: null, kind: 'provider_clearing' });
  const posted = await postTransaction(tx, {
    kind: 'escrow_hold',
    idempotencyKey: holdKey(input.project.id),
    projectId: input.project.id,
    applicationId: input.application.id,
    memo: {
      paymentId: input.paymentId,
      amountCents: amount,
      clientId: input.project.userId,
      freelancerId: input.application.freelancerId,
      projectTitle: input.project.title,
    },
    entries: [
      { accountId: clearing, amountCents: -amount },
      { accountId: escrow, amountCents: amount },
    ],
  });
  if (!posted) throw new AppError('ALREADY_FUNDED', 409, 'money:error.alreadyFunded');
}

/**
 * The inTx hook of completeProject: releases the held price, 90% to the freelancer's available
 * balance and 10% to platform fees (splitFee). The unique key 'release:<projectId>' makes a
 * second release impossible even if the project status check were bypassed.
 */
export async function releaseEscrow(tx: Tx, ctx: ProjectActionContext): Promise<void> {
  const { project, application } = ctx;
  const [hold] = await tx
    .select({ memo: ledgerTransactions.memo })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, holdKey(project.id)));
  if (!hold) throw new AppError('PROJECT_NOT_FUNDED', 409, 'money:error.notFunded');
  const amount = Number(hold.memo.amountCents);
  const { feeCents, freelancerCents } = splitFee(amount);
  const escrow = await getOrCreateAccount(tx, { userId: project.userId, kind: 'user_escrow' });
  const available = await getOrCreateAccount(tx, {
    userId: application.freelancerId,
    kind: 'user_available',
  });
  const fees = await getOrCreateAccount(tx, { userId: null, kind: 'platform_fees' });
  const posted = await postTransaction(tx, {
    kind: 'escrow_release',
    idempotencyKey: releaseKey(project.id),
    projectId: project.id,
    applicationId: application.id,
    memo: {
      amountCents: amount,
      feeCents,
      freelancerCents,
      clientId: project.userId,
      freelancerId: application.freelancerId,
      projectTitle: project.title,
    },
    entries: [
      { accountId: escrow, amountCents: -amount },
      { accountId: available, amountCents: freelancerCents },
      { accountId: fees, amountCents: feeCents },
    ],
  });
  if (!posted) throw new AppError('ALREADY_PAID_OUT', 409, 'money:error.alreadyPaidOut');
}

/* ---------------------------------------------------------------- payments */

function returnPath(payment: PaymentRow, projectId: string | null): string {
  switch (payment.purpose) {
    case 'escrow':
      return projectId ? `/my-projects/${projectId}` : '/my-projects';
    case 'topup':
      return '/wallet';
    case 'chatbot':
      return '/chatbots';
    default:
      return '/business-analytics';
  }
}

export async function paymentProjectId(db: DbOrTx, payment: PaymentRow): Promise<string | null> {
  if (!payment.applicationId) return null;
  const [app] = await db
    .select({ projectId: jobApplications.projectId })
    .from(jobApplications)
    .where(eq(jobApplications.id, payment.applicationId));
  return app?.projectId ?? null;
}

export async function presentPayment(db: DbOrTx, payment: PaymentRow) {
  const projectId = await paymentProjectId(db, payment);
  return {
    id: payment.id,
    purpose: payment.purpose as PaymentPurpose,
    amountCents: payment.amountCents,
    status: payment.status as PaymentRow['status'],
    provider: payment.provider,
    returnPath: returnPath(payment, projectId),
    createdAt: payment.createdAt.toISOString(),
  };
}

export interface CheckoutResult {
  paymentId: string;
  provider: 'test' | 'stripe';
  checkoutUrl: string;
  amountCents: number;
}

/** Creates a pending payment and the provider's checkout for it. Nothing is fulfilled here. */
export async function createPayment(
  db: Db,
  provider: PaymentProvider,
  input: {
    userId: string;
    email?: string;
    purpose: PaymentPurpose;
    amountCents: number;
    applicationId?: string;
    orderId?: string;
    description: string;
    baseUrl: string;
  },
): Promise<CheckoutResult> {
  const [payment] = await db
    .insert(payments)
    .values({
      userId: input.userId,
      provider: provider.name,
      purpose: input.purpose,
      amountCents: input.amountCents,
      applicationId: input.applicationId ?? null,
      orderId: input.orderId ?? null,
    })
    .returning();
  const projectId = await paymentProjectId(db, payment!);
  const back = `${input.baseUrl}${returnPath(payment!, projectId)}`;
  const sep = back.includes('?') ? '&' : '?';
  const session = await provider.createCheckout({
    paymentId: payment!.id,
    amountCents: input.amountCents,
    description: input.description,
    successUrl: `${back}${sep}payment=success&paymentId=${payment!.id}`,
    cancelUrl: `${back}${sep}payment=canceled&paymentId=${payment!.id}`,
    customerEmail: input.email,
  });
  await db.update(payments).set({ providerRef: session.providerRef }).where(eq(payments.id, payment!.id));
  return {
    paymentId: payment!.id,
    provider: provider.name,
    checkoutUrl: session.url,
    amountCents: input.amountCents,
  };
}

/** Marks the payment succeeded once; a second caller finds nothing to update. */
async function markSucceeded(tx: Tx, paymentId: string): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ status: 'succeeded', confirmedAt: new Date(), failureReason: null })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['pending', 'requires_action'])))
    .returning({ id: payments.id });
  return rows.length === 1;
}

class AlreadyHandled extends Error {}

export async function markPaymentFailed(db: DbOrTx, paymentId: string, reason: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', failureReason: reason.slice(0, 200) })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['pending', 'requires_action'])));
}

export async function markPaymentRequiresAction(db: DbOrTx, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'requires_action' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
}

export async function getPayment(db: DbOrTx, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

/**
 * Called only after the server verified a confirmation (test checkout on our own endpoint, or a
 * signed Stripe webhook). Applies the payment's effect exactly once. When the effect is no longer
 * possible (the application was approved meanwhile, the project is already funded) the payment
 * is marked failed and the error is rethrown; the caller answers 'Failed to process payment'.
 * Returns 'applied' or 'duplicate'.
 */
export async function fulfilPayment(db: Db, paymentId: string): Promise<'applied' | 'duplicate'> {
  const payment = await getPayment(db, paymentId);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND', 404, 'money:error.paymentNotFound');
  if (payment.status === 'succeeded') return 'duplicate';
  if (payment.status === 'failed' || payment.status === 'canceled')
    throw new AppError('PAYMENT_CLOSED', 409, 'money:error.paymentClosed');
  try {
    await applyEffect(db, payment);
    return 'applied';
  } catch (err) {
    if (err instanceof AlreadyHandled) return 'duplicate';
    const again = await getPayment(db, paymentId);
    if (again?.status === 'succeeded') return 'duplicate';
    await markPaymentFailed(db, paymentId, err instanceof AppError ? err.code : 'ERROR');
    throw err;
  }
}

async function applyEffect(db: Db, payment: PaymentRow): Promise<void> {
  if (payment.purpose === 'escrow') {
    const [application] = await db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, payment.applicationId ?? ''));
    if (!application) throw new AppError('APPLICATION_NOT_FOUND', 404, 'money:error.applicationNotFound');
    if (application.proposedPriceCents !== payment.amountCents)
      throw new AppError('AMOUNT_MISMATCH', 409, 'money:error.paymentFailed');
    if (application.status === 'pending') {
      await approveApplication(
        db,
        { projectId: application.projectId, applicationId: application.id, actorId: payment.userId },
        {
          inTx: async (tx, ctx) => {
            if (!(await markSucceeded(tx, payment.id))) throw new AlreadyHandled();
            await holdEscrow(tx, {
              project: ctx.project,
              application: ctx.application,
              paymentId: payment.id,
            });
          },
        },
      );
      return;
    }
    await db.transaction(async (tx) => {
      const [project] = await tx
        .select()
        .from(projects)
        .where(eq(projects.id, application.projectId))
        .for('update');
      if (!project || project.userId !== payment.userId)
        throw new AppError('FORBIDDEN', 403, 'errors:forbidden');
      if (project.status !== 'approved' || project.approvedApplicationId !== application.id)
        throw new AppError('PROJECT_NOT_FUNDABLE', 409, 'money:error.notFundable');
      if (!(await markSucceeded(tx, payment.id))) throw new AlreadyHandled();
      await holdEscrow(tx, { project, application, paymentId: payment.id });
    });
    return;
  }
  await db.transaction(async (tx) => {
    if (!(await markSucceeded(tx, payment.id))) throw new AlreadyHandled();
    const clearing = await getOrCreateAccount(tx, { userId: null, kind: 'provider_clearing' });
    if (payment.purpose === 'topup') {
      const available = await getOrCreateAccount(tx, { userId: payment.userId, kind: 'user_available' });
      await postTransaction(tx, {
        kind: 'topup',
        idempotencyKey: `payment:${payment.id}`,
        memo: { paymentId: payment.id, amountCents: payment.amountCents },
        entries: [
          { accountId: clearing, amountCents: -payment.amountCents },
          { accountId: available, amountCents: payment.amountCents },
        ],
      });
      return;
    }
    // AI purchases are platform revenue; they are booked with the platform's fee income.
    const fees = await getOrCreateAccount(tx, { userId: null, kind: 'platform_fees' });
    await postTransaction(tx, {
      kind: 'ai_purchase',
      idempotencyKey: `payment:${payment.id}`,
      memo: {
        paymentId: payment.id,
        amountCents: payment.amountCents,
        orderId: payment.orderId,
        purpose: payment.purpose,
      },
      entries: [
        { accountId: clearing, amountCents: -payment.amountCents },
        { accountId: fees, amountCents: payment.amountCents },
      ],
    });
    if (payment.orderId)
      await tx
        .update(aiOrders)
        .set({ status: 'paid', paidAt: new Date() })
        .where(and(eq(aiOrders.id, payment.orderId), eq(aiOrders.userId, payment.userId)));
  });
}

/* ----------------------------------------------------------------- payouts */

export type PayoutRow = typeof payoutRequests.$inferSelect;

function normaliseName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

/**
 * A withdrawal: the amount leaves the available balance at once (into payout pending) so it
 * cannot be spent twice. The account must be in the user's own name (terms: a USD bank account
 * in your own name).
 */
export async function requestPayout(
  db: Db,
  input: { userId: string; amountCents: number; accountHolder: string; iban: string },
): Promise<PayoutRow> {
  const [profile] = await db
    .select({ name: profiles.name })
    .from(profiles)
    .where(eq(profiles.userId, input.userId));
  if (!profile || normaliseName(profile.name) !== normaliseName(input.accountHolder))
    throw new AppError('HOLDER_MISMATCH', 400, 'money:payout.error.holderMismatch');
  return db.transaction(async (tx) => {
    const available = await getOrCreateAccount(tx, { userId: input.userId, kind: 'user_available' });
    await lockAccount(tx, available);
    const balance = await accountBalance(tx, available);
    if (input.amountCents > balance)
      throw new AppError('INSUFFICIENT_FUNDS', 400, 'money:payout.error.insufficient');
    const pending = await getOrCreateAccount(tx, { userId: input.userId, kind: 'user_payout_pending' });
    const [payout] = await tx
      .insert(payoutRequests)
      .values({
        userId: input.userId,
        amountCents: input.amountCents,
        accountHolder: input.accountHolder.trim(),
        iban: input.iban.replace(/\s+/g, '').toUpperCase(),
      })
      .returning();
    await postTransaction(tx, {
      kind: 'payout_request',
      idempotencyKey: `payout:${payout!.id}`,
      memo: { payoutId: payout!.id, amountCents: input.amountCents },
      entries: [
        { accountId: available, amountCents: -input.amountCents },
        { accountId: pending, amountCents: input.amountCents },
      ],
    });
    return payout!;
  });
}

async function decidePayout(db: Db, payoutId: string, decision: 'paid' | 'rejected'): Promise<PayoutRow> {
  return db.transaction(async (tx) => {
    const [payout] = await tx
      .select()
      .from(payoutRequests)
      .where(eq(payoutRequests.id, payoutId))
      .for('update');
    if (!payout) throw new AppError('PAYOUT_NOT_FOUND', 404, 'money:payout.error.notFound');
    if (payout.status !== 'pending') throw new AppError('PAYOUT_DECIDED', 409, 'money:payout.error.decided');
    const pending = await getOrCreateAccount(tx, { userId: payout.userId, kind: 'user_payout_pending' });
    const target =
      decision === 'rejected'
        ? await getOrCreateAccount(tx, { userId: payout.userId, kind: 'user_available' })
        : await getOrCreateAccount(tx, { userId: null, kind: 'payouts' });
    await postTransaction(tx, {
      kind: decision === 'rejected' ? 'payout_rejected' : 'payout_paid',
      idempotencyKey: `payout-${decision}:${payout.id}`,
      memo: { payoutId: payout.id, amountCents: payout.amountCents },
      entries: [
        { accountId: pending, amountCents: -payout.amountCents },
        { accountId: target, amountCents: payout.amountCents },
      ],
    });
    const [updated] = await tx
      .update(payoutRequests)
      .set({ status: decision, decidedAt: new Date() })
      .where(eq(payoutRequests.id, payout.id))
      .returning();
    return updated!;
  });
}

/** Operations reject a payout (e.g. the bank refused it): the money returns to available. */
export function rejectPayout(db: Db, payoutId: string): Promise<PayoutRow> {
  return decidePayout(db, payoutId, 'rejected');
}

/** Operations confirm the bank transfer was sent. */
export function markPayoutPaid(db: Db, payoutId: string): Promise<PayoutRow> {
  return decidePayout(db, payoutId, 'paid');
}

export function listPayouts(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(payoutRequests)
    .where(eq(payoutRequests.userId, userId))
    .orderBy(desc(payoutRequests.createdAt))
    .limit(50);
}

export { userBalances };
