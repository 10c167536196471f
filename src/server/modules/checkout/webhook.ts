import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import type { PaymentProvider } from '../../lib/payments';
import type { VerifiedStripeEvent } from '../../lib/payments/stripe-provider';
import { getPayment, markPaymentFailed } from '../money';
import { settlePayment } from './settle';

export type WebhookResult = 'duplicate' | 'applied' | 'ignored' | 'failed' | 'refunded';

/**
 * Applies one verified Stripe event. Events already recorded are skipped; the payment's own
 * status makes the effect happen once even when replays race each other. An event whose
 * handling throws (the provider could not refund) is not recorded, so Stripe sends it again.
 */
export async function handleStripeEvent(
  db: Db,
  provider: PaymentProvider,
  event: VerifiedStripeEvent,
): Promise<WebhookResult> {
  const [seen] = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(eq(webhookEvents.id, event.id));
  if (seen) return 'duplicate';
  const result = await apply(db, provider, event);
  await db
    .insert(webhookEvents)
    .values({ id: event.id, provider: 'stripe', type: event.type })
    .onConflictDoNothing();
  return result;
}

async function apply(db: Db, provider: PaymentProvider, event: VerifiedStripeEvent): Promise<WebhookResult> {
  const session = event.object;
  const metadata = (session.metadata ?? {}) as Record<string, unknown>;
  const paymentId = typeof metadata.payment_id === 'string' ? metadata.payment_id : null;
  if (!paymentId || !/^[0-9a-f-]{36}$/i.test(paymentId)) return 'ignored';
  const payment = await getPayment(db, paymentId);
  // The session must be the one we created for this payment, for the amount we asked.
  if (payment?.provider !== 'stripe') return 'ignored';
  if (payment.providerRef !== session.id) return 'ignored';
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    if (session.payment_status !== 'paid') return 'ignored';
    if (session.amount_total !== payment.amountCents || String(session.currency).toLowerCase() !== 'usd')
      return 'ignored';
    const captureRef = typeof session.payment_intent === 'string' ? session.payment_intent : null;
    const result = await settlePayment(db, provider, payment.id, { captureRef });
    return result === 'duplicate' ? 'duplicate' : result;
  }
  if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') {
    await markPaymentFailed(db, payment.id, event.type);
    return 'applied';
  }
  return 'ignored';
}
