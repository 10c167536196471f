import { describe, expect, it } from 'vitest';
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

describe('Stripe provider', () => {
  it('creates a Checkout Session for the payment with its amount, metadata and an idempotency key', async () => {
    let seen: { url: string; init: RequestInit } | undefined;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      seen = { url, init };
      return new Response(
        JSON.stringify({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/cs_test_1' }),
      );
    }) as unknown as typeof fetch;
    const provider = createStripeProvider('sk_test_123', fakeFetch);
    const session = await provider.createCheckout({
      paymentId: 'pay-1',
      amountCents: 12_345,
      description: 'Logo',
      successUrl: 'https://app/wallet?payment=success',
      cancelUrl: 'https://app/wallet?payment=canceled',
    });
    expect(session).toEqual({ providerRef: 'cs_test_1', url: 'https://checkout.stripe.com/c/cs_test_1' });
    expect(seen!.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    const headers = seen!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer sk_test_123');
    expect(headers['idempotency-key']).toBe('checkout-pay-1');
    const body = new URLSearchParams(String(seen!.init.body));
    expect(body.get('line_items[0][price_data][unit_amount]')).toBe('12345');
    expect(body.get('metadata[payment_id]')).toBe('pay-1');
    expect(body.get('mode')).toBe('payment');
  });

  it('fails loudly when Stripe refuses, so no payment is left pointing at nothing', async () => {
    const fakeFetch = (async () => new Response('{}', { status: 401 })) as unknown as typeof fetch;
    const provider = createStripeProvider('sk_bad', fakeFetch);
    await expect(
      provider.createCheckout({
        paymentId: 'p',
        amountCents: 100,
        description: 'x',
        successUrl: 's',
        cancelUrl: 'c',
      }),
    ).rejects.toThrow('401');
  });
});
