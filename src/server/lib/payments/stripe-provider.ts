import Stripe from 'stripe';
import type { CheckoutRequest, CheckoutSession, PaymentProvider, RefundRequest } from './provider';
import { ProviderUnavailableError } from './provider';

export interface StripeOptions {
  /** Another API address (stripe-mock, a local fake in tests); default https://api.stripe.com. */
  apiUrl?: string;
  /** Milliseconds per request; default 20 s. */
  timeout?: number;
  maxNetworkRetries?: number;
}

/** The official SDK, pointed at `apiUrl` when one is given. */
export function stripeClient(secretKey: string, opts: StripeOptions = {}): Stripe {
  const url = opts.apiUrl ? new URL(opts.apiUrl) : null;
  return new Stripe(secretKey, {
    timeout: opts.timeout ?? 20_000,
    maxNetworkRetries: opts.maxNetworkRetries ?? 1,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'http:' ? 80 : 443),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

function unavailable(what: string, err: unknown): ProviderUnavailableError {
  const detail = err instanceof Stripe.errors.StripeError ? `${err.type} ${err.statusCode ?? ''}`.trim() : '';
  return new ProviderUnavailableError(`stripe ${what} failed ${detail}`.trim(), { cause: err });
}

/** Stripe Checkout Sessions and Refunds through the `stripe` SDK. */
export function createStripeProvider(secretKey: string, opts: StripeOptions = {}): PaymentProvider {
  const stripe = stripeClient(secretKey, opts);
  return {
    name: 'stripe',
    async createCheckout(req: CheckoutRequest): Promise<CheckoutSession> {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            success_url: req.successUrl,
            cancel_url: req.cancelUrl,
            client_reference_id: req.paymentId,
            metadata: { payment_id: req.paymentId },
            customer_email: req.customerEmail,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: req.amountCents,
                  product_data: { name: req.description },
                },
              },
            ],
          },
          { idempotencyKey: `checkout-${req.paymentId}` },
        );
        if (!session.url) throw new Error('stripe returned a session without a url');
        return { providerRef: session.id, url: session.url };
      } catch (err) {
        throw unavailable('checkout', err);
      }
    },
    async refund(req: RefundRequest): Promise<{ refundRef: string }> {
      try {
        let paymentIntent = req.captureRef;
        if (!paymentIntent && req.providerRef) {
          const session = await stripe.checkout.sessions.retrieve(req.providerRef);
          paymentIntent =
            typeof session.payment_intent === 'string'
              ? session.payment_intent
              : (session.payment_intent?.id ?? null);
        }
        if (!paymentIntent) throw new Error(`payment ${req.paymentId} has no captured charge to refund`);
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, amount: req.amountCents, metadata: { payment_id: req.paymentId } },
          { idempotencyKey: `refund-${req.paymentId}` },
        );
        return { refundRef: refund.id };
      } catch (err) {
        throw unavailable('refund', err);
      }
    },
  };
}

export const STRIPE_TOLERANCE_SECONDS = 300;

export interface VerifiedStripeEvent {
  id: string;
  type: string;
  object: Record<string, unknown>;
}

/**
 * Verifies the Stripe-Signature header over the exact raw body (HMAC-SHA256 with the endpoint
 * secret, timestamp within the tolerance) with the SDK and returns the event, or null when the
 * signature or the payload is not acceptable.
 */
export function constructStripeEvent(
  rawBody: string,
  header: string | null | undefined,
  secret: string,
): VerifiedStripeEvent | null {
  if (!header) return null;
  try {
    const event = Stripe.webhooks.constructEvent(rawBody, header, secret, STRIPE_TOLERANCE_SECONDS);
    if (!event.id || !event.type) return null;
    return {
      id: event.id,
      type: event.type,
      object: (event.data?.object ?? {}) as unknown as Record<string, unknown>,
    };
  } catch {
    return null;
  }
}
