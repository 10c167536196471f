import crypto from 'node:crypto';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './provider';

const STRIPE_API = 'https://api.stripe.com/v1';

/** Stripe Checkout Sessions through its REST API (no SDK needed for one call). */
export function createStripeProvider(secretKey: string, fetchImpl: typeof fetch = fetch): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(req: CheckoutRequest): Promise<CheckoutSession> {
      const form = new URLSearchParams({
        mode: 'payment',
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
        client_reference_id: req.paymentId,
        'metadata[payment_id]': req.paymentId,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': String(req.amountCents),
        'line_items[0][price_data][product_data][name]': req.description,
      });
      if (req.customerEmail) form.set('customer_email', req.customerEmail);
      const res = await fetchImpl(`${STRIPE_API}/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': `checkout-${req.paymentId}`,
        },
        body: form,
      });
      if (!res.ok) throw new Error(`stripe checkout failed with ${res.status}`);
      const body = (await res.json()) as { id: string; url: string };
      return { providerRef: body.id, url: body.url };
    },
  };
}

export const STRIPE_TOLERANCE_SECONDS = 300;

/**
 * Verifies a Stripe-Signature header ("t=...,v1=...") over the raw body: HMAC-SHA256 of
 * "<t>.<body>" with the endpoint secret, compared in constant time, and the timestamp within
 * the tolerance so a captured request cannot be replayed later.
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string | null | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = STRIPE_TOLERANCE_SECONDS,
): boolean {
  if (!header) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [k, v] = part.split('=', 2);
    if (!k || !v) continue;
    if (k.trim() === 't') timestamp = Number(v);
    else if (k.trim() === 'v1') signatures.push(v.trim());
  }
  if (timestamp === null || !Number.isFinite(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  const expectedBuf = Buffer.from(expected, 'hex');
  return signatures.some((s) => {
    const buf = Buffer.from(s, 'hex');
    return buf.length === expectedBuf.length && crypto.timingSafeEqual(buf, expectedBuf);
  });
}

/** Builds a valid header; used by tests and local tooling. */
export function signStripePayload(
  rawBody: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const sig = crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${sig}`;
}
