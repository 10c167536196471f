import type { Checkout, PAYMENT_PURPOSES, Payment } from '@shared/schemas/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { contractExtras, contractMilestones, contracts, jobApplications, payments } from '../../db/schema';
import { now as clockNow, recordedNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { type PaymentProvider, ProviderUnavailableError } from '../../lib/payments';
import { notifyInStep } from '../notifications/service';
import { getOrCreateAccount, postTransaction } from './ledger';
import { paymentItemOf } from './payment-item';

/*
 * Payments room: a payment row per checkout, its status, and the commands that capture it and
 * refund it. What a payment pays for is applied by its buyer's module (projects, ai-tools,
 * the wallet) inside that module's own transaction, calling capturePayment there.
 */

export type PaymentRow = typeof payments.$inferSelect;
/** Declared once (shared PAYMENT_PURPOSES); each table keyed by it does not compile without a new one. */
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export type PaymentStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled' | 'refunded';

const OPEN: PaymentStatus[] = ['pending', 'requires_action'];

/** Where the payer lands after the checkout: the page of what the payment is for, per purpose. */
const RETURN_PATH = {
  escrow: async (db, payment) => {
    const projectId = await paymentProjectId(db, payment);
    return projectId ? `/my-projects/${projectId}` : '/my-projects';
  },
  milestone: async (db, payment) => {
    // A project's milestone goes back to the project, as its escrow did; an order to its page.
    const [row] = payment.milestoneId
      ? await db
          .select({ contractId: contracts.id, kind: contracts.kind, projectId: contracts.projectId })
          .from(contractMilestones)
          .innerJoin(contracts, eq(contracts.id, contractMilestones.contractId))
          .where(eq(contractMilestones.id, payment.milestoneId))
      : [];
    if (!row) return '/orders';
    return row.kind === 'project' && row.projectId
      ? `/my-projects/${row.projectId}`
      : `/contracts/${row.contractId}`;
  },
  // A tip pays a contract through its first milestone's row (no column of its own): back to the contract.
  tip: async (db, payment) => {
    const [row] = payment.milestoneId
      ? await db
          .select({ contractId: contractMilestones.contractId })
          .from(contractMilestones)
          .where(eq(contractMilestones.id, payment.milestoneId))
      : [];
    return row ? `/contracts/${row.contractId}` : '/orders';
  },
  // An extra of a contract: back to the contract.
  extra: async (db, payment) => {
    const [row] = payment.extraId
      ? await db
          .select({ contractId: contractExtras.contractId })
          .from(contractExtras)
          .where(eq(contractExtras.id, payment.extraId))
      : [];
    return row ? `/contracts/${row.contractId}` : '/orders';
  },
  topup: async () => '/wallet',
  chatbot: async () => '/chatbots',
  analytics: async () => '/business-analytics',
} satisfies Record<PaymentPurpose, (db: DbOrTx, payment: PaymentRow) => Promise<string>>;

function returnPathOf(db: DbOrTx, payment: PaymentRow): Promise<string> {
  return RETURN_PATH[payment.purpose as PaymentPurpose](db, payment);
}

async function paymentProjectId(db: DbOrTx, payment: PaymentRow): Promise<string | null> {
  if (!payment.applicationId) return null;
  const [app] = await db
    .select({ projectId: jobApplications.projectId })
    .from(jobApplications)
    .where(eq(jobApplications.id, payment.applicationId));
  return app?.projectId ?? null;
}

export async function presentPayment(db: DbOrTx, payment: PaymentRow): Promise<Payment> {
  return {
    id: payment.id,
    purpose: payment.purpose as PaymentPurpose,
    item: await paymentItemOf(db, { ...payment, purpose: payment.purpose as PaymentPurpose }),
    amountCents: payment.amountCents,
    status: payment.status as PaymentStatus,
    provider: payment.provider,
    returnPath: await returnPathOf(db, payment),
    createdAt: payment.createdAt.toISOString(),
  };
}

export type CheckoutResult = Checkout;

export interface OpenPaymentInput {
  userId: string;
  email?: string;
  purpose: PaymentPurpose;
  amountCents: number;
  applicationId?: string;
  orderId?: string;
  /**
   * Purpose 'milestone': the contract milestone it funds (one open payment per milestone); purpose
   * 'tip': the contract's first milestone, naming the contract tipped.
   */
  milestoneId?: string;
  /** Purpose 'extra': the agreed contract extra it pays (decision 116). */
  extraId?: string;
  /** The product name the provider shows (paymentItemName: what is bought, in the payer's language). */
  description: string;
  baseUrl: string;
  /**
   * The page the provider sends the payer back to, when the caller knows it (an order just made):
   * not read again from the rows the payment pays.
   */
  returnPath?: string;
  /**
   * The subject was made in the caller's request (an order's first milestone): no payment can be
   * open for it yet, so none is looked for before the insert (which still decides a race).
   */
  fresh?: boolean;
}

/** The purpose a payment is unique for while open: one open payment per application, order, or user top-up. */
const PURPOSE_KEY = {
  escrow: (input) => `escrow:${input.applicationId}`,
  milestone: (input) => `milestone:${input.milestoneId}`,
  tip: (input) => `tip:${input.milestoneId}`,
  extra: (input) => `extra:${input.extraId}`,
  chatbot: (input) => `chatbot:${input.orderId}`,
  topup: (input) => `topup:${input.userId}`,
  analytics: (input) => `analytics:${input.userId}`,
} satisfies Record<PaymentPurpose, (input: OpenPaymentInput) => string>;

function purposeKeyOf(input: OpenPaymentInput): string {
  return PURPOSE_KEY[input.purpose](input);
}

function checkoutOf(row: PaymentRow): CheckoutResult | null {
  if (!row.checkoutUrl) return null;
  return {
    paymentId: row.id,
    provider: row.provider as 'test' | 'stripe',
    checkoutUrl: row.checkoutUrl,
    amountCents: row.amountCents,
  };
}

async function openPaymentFor(db: DbOrTx, purposeKey: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.purposeKey, purposeKey), inArray(payments.status, OPEN)));
  return row;
}

/**
 * Opens a payment and the provider's checkout for it; nothing is fulfilled here. At most one
 * payment per purpose is open (the partial unique index payments_open_purpose_uq decides races
 * between instances): a second request gets the open payment's checkout, or 409 while that
 * checkout is still being created. A provider that cannot be reached leaves no row behind (502).
 */
export async function openPayment(
  db: Db,
  provider: PaymentProvider,
  input: OpenPaymentInput,
): Promise<CheckoutResult> {
  const purposeKey = purposeKeyOf(input);
  const existing = input.fresh ? undefined : await openPaymentFor(db, purposeKey);
  if (existing && existing.amountCents !== input.amountCents && existing.userId === input.userId) {
    // A new top-up amount replaces the one still open; a late capture of the old checkout is refunded.
    await db
      .update(payments)
      .set({ status: 'canceled', failureReason: 'replaced' })
      .where(and(eq(payments.id, existing.id), eq(payments.status, 'pending')));
  }
  const [payment] = await db
    .insert(payments)
    .values({
      userId: input.userId,
      provider: provider.name,
      purpose: input.purpose,
      purposeKey,
      amountCents: input.amountCents,
      applicationId: input.applicationId ?? null,
      orderId: input.orderId ?? null,
      milestoneId: input.milestoneId ?? null,
      extraId: input.extraId ?? null,
      createdAt: recordedNow(),
    })
    // The predicate repeats payments_open_purpose_uq's, as literals, so the index is inferred.
    .onConflictDoNothing({
      target: payments.purposeKey,
      where: sql`status in ('pending', 'requires_action')`,
    })
    .returning();
  if (!payment) {
    const open = await openPaymentFor(db, purposeKey);
    const reuse = open && open.amountCents === input.amountCents ? checkoutOf(open) : null;
    if (reuse) return reuse;
    throw new AppError('PAYMENT_IN_PROGRESS', 409, 'money:error.paymentInProgress');
  }
  const back = `${input.baseUrl}${input.returnPath ?? (await returnPathOf(db, payment))}`;
  const sep = back.includes('?') ? '&' : '?';
  let session: { providerRef: string; url: string };
  try {
    session = await provider.createCheckout({
      paymentId: payment.id,
      amountCents: input.amountCents,
      description: input.description,
      successUrl: `${back}${sep}payment=success&paymentId=${payment.id}`,
      cancelUrl: `${back}${sep}payment=canceled&paymentId=${payment.id}`,
      customerEmail: input.email,
    });
  } catch (err) {
    await db.delete(payments).where(eq(payments.id, payment.id));
    logger.warn({ err, paymentId: payment.id, provider: provider.name }, 'payment provider unavailable');
    if (err instanceof ProviderUnavailableError)
      throw new AppError('PROVIDER_UNAVAILABLE', 502, 'money:error.providerUnavailable');
    throw err;
  }
  await db
    .update(payments)
    .set({ providerRef: session.providerRef, checkoutUrl: session.url })
    .where(eq(payments.id, payment.id));
  return {
    paymentId: payment.id,
    provider: provider.name,
    checkoutUrl: session.url,
    amountCents: input.amountCents,
  };
}

export async function getPayment(db: DbOrTx, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

/**
 * Marks an open payment captured inside the caller's transaction. Throws PAYMENT_CLOSED when it
 * is not open any more (a replay, or a concurrent confirmation won), which rolls the caller back.
 */
export async function capturePayment(tx: Tx, paymentId: string, captureRef?: string | null): Promise<void> {
  const rows = await tx
    .update(payments)
    .set({
      status: 'succeeded',
      confirmedAt: clockNow(),
      failureReason: null,
      captureRef: captureRef ?? null,
    })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, OPEN)))
    .returning({ id: payments.id });
  if (rows.length !== 1) throw new AppError('PAYMENT_CLOSED', 409, 'money:error.paymentClosed');
}

export async function markPaymentFailed(db: DbOrTx, paymentId: string, reason: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', failureReason: reason.slice(0, 200) })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, OPEN)));
}

/**
 * Cancels the user's payments still waiting for the card (an account being closed): a checkout
 * completed later finds its payment no longer open and books nothing.
 */
export async function cancelOpenPayments(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'canceled', failureReason: 'account deleted' })
    .where(and(eq(payments.userId, userId), inArray(payments.status, OPEN)));
}

/** A card was declined on an open payment: recorded, and the payment stays open for another card. */
export async function noteDeclined(db: DbOrTx, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ failureReason: 'card_declined' })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, OPEN)));
}

export async function markPaymentRequiresAction(db: DbOrTx, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'requires_action' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
}

/**
 * AI purchases are platform revenue: the captured amount is booked with the platform's fee
 * income. Runs in the buying module's transaction, after capturePayment.
 */
export async function bookPurchase(tx: Tx, payment: PaymentRow): Promise<void> {
  const clearing = await getOrCreateAccount(tx, { userId: null, kind: 'provider_clearing' });
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
}

/**
 * A captured payment whose effect can no longer happen (the project was funded meanwhile, the
 * application lost the race, the payment had been replaced) is given back, never kept: the
 * provider refunds it (idempotent per payment), the ledger shows it received and refunded, the
 * payment becomes 'refunded' and the payer is told. A provider failure throws (the webhook is
 * then retried by Stripe), leaving the payment as it was.
 */
export async function refundPayment(
  db: Db,
  provider: PaymentProvider,
  payment: PaymentRow,
  reason: string,
  captureRef?: string | null,
): Promise<'refunded' | 'duplicate'> {
  if (payment.status === 'refunded') return 'duplicate';
  if (payment.status === 'succeeded') throw new Error(`payment ${payment.id} was applied; not refunding`);
  try {
    await provider.refund({
      paymentId: payment.id,
      amountCents: payment.amountCents,
      providerRef: payment.providerRef,
      captureRef: captureRef ?? payment.captureRef,
    });
  } catch (err) {
    logger.error({ err, paymentId: payment.id }, 'refund failed at the provider');
    throw new AppError('PROVIDER_UNAVAILABLE', 502, 'money:error.providerUnavailable');
  }
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(payments)
      .set({
        status: 'refunded',
        confirmedAt: clockNow(),
        captureRef: captureRef ?? payment.captureRef,
        failureReason: reason.slice(0, 200),
      })
      .where(
        and(
          eq(payments.id, payment.id),
          inArray(payments.status, ['pending', 'requires_action', 'failed', 'canceled']),
        ),
      )
      .returning({ id: payments.id });
    if (rows.length !== 1) return 'duplicate' as const;
    const clearing = await getOrCreateAccount(tx, { userId: null, kind: 'provider_clearing' });
    const available = await getOrCreateAccount(tx, { userId: payment.userId, kind: 'user_available' });
    const memo = {
      paymentId: payment.id,
      amountCents: payment.amountCents,
      purpose: payment.purpose,
      reason,
    };
    await postTransaction(tx, {
      kind: 'payment_received',
      idempotencyKey: `received:${payment.id}`,
      memo,
      entries: [
        { accountId: clearing, amountCents: -payment.amountCents },
        { accountId: available, amountCents: payment.amountCents },
      ],
    });
    await postTransaction(tx, {
      kind: 'payment_refund',
      idempotencyKey: `refund:${payment.id}`,
      memo,
      entries: [
        { accountId: available, amountCents: -payment.amountCents },
        { accountId: clearing, amountCents: payment.amountCents },
      ],
    });
    await notifyInStep(
      tx,
      { userId: payment.userId, type: 'project', key: 'notifications:event.paymentRefunded' },
      { context: { paymentId: payment.id }, message: 'refund notification failed' },
    );
    return 'refunded' as const;
  });
}
