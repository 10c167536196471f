import { describe, expect, it } from 'vitest';
import { startFakeServer } from '../../test/fake-http';
import { paymentsMode } from './index';
import { ProviderUnavailableError } from './provider';
import { createStripeProvider } from './stripe-provider';
import { checkTestCard, expiryValid, luhnValid } from './test-provider';

describe('test provider card checks', () => {
  it('applies Luhn, a future MM/YY expiry and a 3–4 digit CVV before deciding the outcome', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(expiryValid('11/26', now)).toBe(true);
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('13/30', now)).toBe(false);
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' };
    expect(checkTestCard(card, now)).toEqual({ ok: true, outcome: 'succeeded' });
    expect(checkTestCard({ ...card, cardNumber: '4000000000000002' }, now)).toEqual({
      ok: true,
      outcome: 'declined',
    });
    expect(checkTestCard({ ...card, cardNumber: '4000002500003155' }, now)).toEqual({
      ok: true,
      outcome: 'requires_action',
    });
    expect(checkTestCard({ ...card, cvv: '12' }, now)).toMatchObject({ ok: false, field: 'cvv' });
    expect(checkTestCard({ ...card, expiry: '01/20' }, now)).toMatchObject({ ok: false, field: 'expiry' });
  });
});

describe('Stripe provider (the stripe SDK against a local fake of the API)', () => {
  it('creates a Checkout Session for the payment with its amount, metadata and an idempotency key', async () => {
    const fake = await startFakeServer(() => ({
      json: { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/cs_test_1' },
    }));
    try {
      const provider = createStripeProvider('sk_test_123', { apiUrl: fake.url, maxNetworkRetries: 0 });
      const session = await provider.createCheckout({
        paymentId: 'pay-1',
        amountCents: 12_345,
        description: 'Logo',
        successUrl: 'https://app/wallet?payment=success',
        cancelUrl: 'https://app/wallet?payment=canceled',
      });
      expect(session).toEqual({ providerRef: 'cs_test_1', url: 'https://checkout.stripe.com/c/cs_test_1' });
      const [req] = fake.requests;
      expect(req!.method).toBe('POST');
      expect(req!.url).toBe('/v1/checkout/sessions');
      expect(req!.headers.authorization).toBe('Bearer sk_test_123');
      expect(req!.headers['idempotency-key']).toBe('checkout-pay-1');
      const body = new URLSearchParams(String(req!.body));
      expect(body.get('line_items[0][price_data][unit_amount]')).toBe('12345');
      expect(body.get('line_items[0][price_data][currency]')).toBe('usd');
      expect(body.get('metadata[payment_id]')).toBe('pay-1');
      expect(body.get('mode')).toBe('payment');
    } finally {
      await fake.close();
    }
  });

  it('turns a refusal and an unreachable API into ProviderUnavailableError', async () => {
    const fake = await startFakeServer(() => ({
      status: 401,
      json: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
    }));
    const req = { paymentId: 'p', amountCents: 100, description: 'x', successUrl: 's', cancelUrl: 'c' };
    try {
      const refused = createStripeProvider('sk_bad', { apiUrl: fake.url, maxNetworkRetries: 0 });
      await expect(refused.createCheckout(req)).rejects.toBeInstanceOf(ProviderUnavailableError);
    } finally {
      await fake.close();
    }
    // The fake is closed now: nothing listens on its port.
    const closed = createStripeProvider('sk_test_1', { apiUrl: fake.url, maxNetworkRetries: 0 });
    await expect(closed.createCheckout(req)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('refunds the whole captured payment intent once (idempotency key per payment)', async () => {
    const fake = await startFakeServer((r) =>
      r.url.startsWith('/v1/checkout/sessions/')
        ? { json: { id: 'cs_1', object: 'checkout.session', payment_intent: 'pi_from_session' } }
        : { json: { id: 're_1', object: 'refund', status: 'succeeded' } },
    );
    try {
      const provider = createStripeProvider('sk_test_123', { apiUrl: fake.url, maxNetworkRetries: 0 });
      expect(
        await provider.refund({
          paymentId: 'pay-9',
          amountCents: 500,
          providerRef: 'cs_1',
          captureRef: 'pi_9',
        }),
      ).toEqual({ refundRef: 're_1' });
      const body = new URLSearchParams(String(fake.requests[0]!.body));
      expect(fake.requests[0]!.url).toBe('/v1/refunds');
      expect(fake.requests[0]!.headers['idempotency-key']).toBe('refund-pay-9');
      expect(body.get('payment_intent')).toBe('pi_9');
      expect(body.get('amount')).toBe('500');
      // Without the payment intent it is read from the checkout session first.
      await provider.refund({ paymentId: 'pay-8', amountCents: 700, providerRef: 'cs_1', captureRef: null });
      expect(fake.requests[1]!.url).toBe('/v1/checkout/sessions/cs_1');
      expect(new URLSearchParams(String(fake.requests[2]!.body)).get('payment_intent')).toBe(
        'pi_from_session',
      );
    } finally {
      await fake.close();
    }
  });
});

describe('payments mode', () => {
  const base = {
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
    marketplaceMode: 'live' as const,
  };
  it.each([
    ['development', {}, 'test'],
    ['test', {}, 'test'],
    ['production', {}, 'off'],
    ['production', { marketplaceMode: 'demo' as const }, 'test'],
    ['production', { STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' }, 'stripe'],
    ['production', { STRIPE_SECRET_KEY: 'sk' }, 'off'],
    ['development', { STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' }, 'stripe'],
  ] as const)('NODE_ENV=%s with %o is %s', (env, extra, mode) => {
    expect(paymentsMode({ ...base, NODE_ENV: env, ...extra })).toBe(mode);
  });
});
