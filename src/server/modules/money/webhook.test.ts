import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, webhookEvents } from '../../db/schema';
import { signStripePayload, verifyStripeSignature } from '../../lib/payments/stripe-provider';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { userBalances } from './ledger';

const SECRET = 'whsec_test_secret';
let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: SECRET } });
  user = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/** A top-up payment as the Stripe provider would have created it (without calling Stripe). */
async function stripeTopUp(amountCents: number, sessionId: string) {
  const [p] = await ctx.services.db
    .insert(payments)
    .values({ userId: user.id, provider: 'stripe', providerRef: sessionId, purpose: 'topup', amountCents })
    .returning();
  return p!;
}

function event(
  id: string,
  paymentId: string,
  sessionId: string,
  amountCents: number,
  extra: Record<string, unknown> = {},
) {
  return JSON.stringify({
    id,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        payment_status: 'paid',
        amount_total: amountCents,
        currency: 'usd',
        metadata: { payment_id: paymentId },
        ...extra,
      },
    },
  });
}

function post(body: string, signature?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature) headers['stripe-signature'] = signature;
  return ctx.app.request('/api/payments/stripe/webhook', { method: 'POST', headers, body });
}

describe('Stripe signature', () => {
  it('accepts the exact body within the tolerance and nothing else', () => {
    const now = 1_700_000_000;
    const header = signStripePayload('{"a":1}', SECRET, now);
    expect(verifyStripeSignature('{"a":1}', header, SECRET, now)).toBe(true);
    expect(verifyStripeSignature('{"a":2}', header, SECRET, now)).toBe(false);
    expect(verifyStripeSignature('{"a":1}', header, 'other', now)).toBe(false);
    expect(verifyStripeSignature('{"a":1}', header, SECRET, now + 301)).toBe(false);
    expect(verifyStripeSignature('{"a":1}', 'garbage', SECRET, now)).toBe(false);
    expect(verifyStripeSignature('{"a":1}', undefined, SECRET, now)).toBe(false);
  });
});

describe('Stripe webhook', () => {
  it('applies a payment once however many times and in whatever order the event is replayed', async () => {
    const p = await stripeTopUp(2_500, 'cs_test_replay');
    const body = event('evt_replay', p.id, 'cs_test_replay', 2_500);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post(body, signStripePayload(body, SECRET))),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await userBalances(ctx.services.db, user.id)).availableCents).toBe(2_500);
    // A different event id for the same session still changes nothing: the payment is settled.
    const other = event('evt_replay_2', p.id, 'cs_test_replay', 2_500);
    await post(other, signStripePayload(other, SECRET));
    expect((await userBalances(ctx.services.db, user.id)).availableCents).toBe(2_500);
    const seen = await ctx.services.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_replay'));
    expect(seen).toHaveLength(1);
  });

  it('has zero effect for unsigned, wrongly signed, stale or mismatching events', async () => {
    const before = (await userBalances(ctx.services.db, user.id)).availableCents;
    const p = await stripeTopUp(9_900, 'cs_test_forged');
    const body = event('evt_forged', p.id, 'cs_test_forged', 9_900);
    expect((await post(body)).status).toBe(400);
    expect((await post(body, signStripePayload(body, 'whsec_wrong'))).status).toBe(400);
    const stale = signStripePayload(body, SECRET, Math.floor(Date.now() / 1000) - 3_600);
    expect((await post(body, stale)).status).toBe(400);
    const tampered = signStripePayload(body, SECRET);
    expect((await post(body.replace('9900', '99000'), tampered)).status).toBe(400);
    // Signed, but for another session or amount than the one we created: ignored.
    const wrongSession = event('evt_ws', p.id, 'cs_other', 9_900);
    expect((await post(wrongSession, signStripePayload(wrongSession, SECRET))).status).toBe(200);
    const wrongAmount = event('evt_wa', p.id, 'cs_test_forged', 100);
    expect((await post(wrongAmount, signStripePayload(wrongAmount, SECRET))).status).toBe(200);
    const unpaid = event('evt_up', p.id, 'cs_test_forged', 9_900, { payment_status: 'unpaid' });
    expect((await post(unpaid, signStripePayload(unpaid, SECRET))).status).toBe(200);
    expect((await userBalances(ctx.services.db, user.id)).availableCents).toBe(before);
    const [row] = await ctx.services.db.select().from(payments).where(eq(payments.id, p.id));
    expect(row!.status).toBe('pending');
  });

  it('does not offer the test checkout when Stripe is configured', async () => {
    const p = await stripeTopUp(1_000, 'cs_test_nocheckout');
    const res = await ctx.app.request(`/api/payments/${p.id}/test-checkout`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ cardNumber: '4242424242424242', expiry: '12/99', cvv: '123' }),
    });
    expect(res.status).toBe(404);
    expect((await userBalances(ctx.services.db, user.id)).availableCents).toBe(2_500);
  });
});
