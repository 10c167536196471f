import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobApplications } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import type { PaymentProvider } from '../../lib/payments';
import { fulfilPurchase } from '../ai-tools/purchases';
import { settleExtraPayment } from '../contracts/extras';
import { projectContractOf, settleMilestonePayment } from '../contracts/service';
import { settleTipPayment } from '../contracts/tips';
import {
  creditTopUp,
  fundApprovedProject,
  getPayment,
  type PaymentPurpose,
  type PaymentRow,
  refundPayment,
} from '../money';
import { approveApplication } from '../projects/service';

/*
 * Checkout: what a confirmed payment pays for is applied by the module that owns it, each in its
 * own transaction calling the money commands (projects approve + the contract's first milestone,
 * contract milestones, wallet top-up, ai-tools purchase). This module sits above projects, ai-tools and money, so
 * none of them calls back into another.
 */

export type SettleResult = 'applied' | 'duplicate' | 'refunded';

type Handler = (db: Db, payment: PaymentRow) => Promise<void>;

/** A project's escrow: approves a pending application (and funds its contract's first milestone). */
const settleEscrow: Handler = async (db, payment) => {
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
      { paymentId: payment.id },
    );
    return;
  }
  // Approved applications have contracts whose milestones are funded by 'milestone' payments;
  // a whole-price escrow payment left open from before is refused (and so refunded).
  if (await projectContractOf(db, application.id))
    throw new AppError('ALREADY_FUNDED', 409, 'money:error.alreadyFunded');
  await fundApprovedProject(db, payment);
};

/**
 * Who applies each purpose (decision 090): typed by the one list of purposes, so a new purpose
 * does not compile until it has its handler here.
 */
const SETTLE = {
  escrow: settleEscrow,
  milestone: settleMilestonePayment,
  topup: creditTopUp,
  chatbot: fulfilPurchase,
  analytics: fulfilPurchase,
  tip: settleTipPayment,
  extra: settleExtraPayment,
} satisfies Record<PaymentPurpose, Handler>;

function applyEffect(db: Db, payment: PaymentRow): Promise<void> {
  return SETTLE[payment.purpose as PaymentPurpose](db, payment);
}

/**
 * Called only after the server verified a capture (the test checkout on our own endpoint, or a
 * signed Stripe webhook). Applies the payment's effect exactly once. When the effect can no
 * longer happen (the application was approved meanwhile, the project is already funded, the
 * payment had been closed) the captured money is refunded through the provider, never kept.
 */
export async function settlePayment(
  db: Db,
  provider: PaymentProvider,
  paymentId: string,
  opts: { captureRef?: string | null } = {},
): Promise<SettleResult> {
  const payment = await getPayment(db, paymentId);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND', 404, 'money:error.paymentNotFound');
  if (payment.status === 'succeeded') return 'duplicate';
  if (payment.status === 'refunded') return 'duplicate';
  if (payment.status === 'failed' || payment.status === 'canceled')
    return refundPayment(db, provider, payment, 'PAYMENT_CLOSED', opts.captureRef).then(() => 'refunded');
  try {
    await applyEffect(db, payment);
    return 'applied';
  } catch (err) {
    const again = await getPayment(db, paymentId);
    if (again?.status === 'succeeded' || again?.status === 'refunded') return 'duplicate';
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    logger.warn({ paymentId, code: err.code }, 'captured payment could not be applied; refunding');
    await refundPayment(db, provider, again ?? payment, err.code, opts.captureRef);
    return 'refunded';
  }
}
