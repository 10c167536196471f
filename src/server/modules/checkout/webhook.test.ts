import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobApplications,
  ledgerEntries,
  notifications,
  payments,
  projects,
  webhookEvents,
} from '../../db/schema';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { startFakeServer } from '../../test/fake-http';
import { createTestContext, type TestContext } from '../../test/harness';
import { userBalances } from '../money';

const SECRET = 'whsec_test_secret';
let ctx: TestContext;
let user: TestUser;
let stripeApi: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  // The Stripe API at the network edge: checkout sessions and refunds answered locally.
  stripeApi = await startFakeServer((r) => {
    if (r.url === '/v1/refunds') return { json: { id: `re_${stripeApi.requests.length}`, object: 'refund' } };
    const n = stripeApi.requests.length;
    return {
      json: { id: `cs_fake_${n}`, object: 'checkout.session', url: `https://checkout.stripe.test/${n}` },
    };
  });
  ctx = await createTestContext({
    env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: stripeApi.url },
  });
  user = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
  await stripeApi.close();
});

function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

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
  // As the provider sends it: the raw body it signed, no Origin, no language.
  return call(ctx, 'POST', '/api/payments/stripe/webhook', null, body, { headers, raw: true });
}

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
    expect((await post(body, 'garbage')).status).toBe(400);
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
    const res = await call(ctx, 'POST', `/api/payments/${p.id}/test-checkout`, user, {
      cardNumber: '4242424242424242',
      expiry: '12/99',
      cvv: '123',
    });
    expect(res.status).toBe(404);
    expect((await userBalances(ctx.services.db, user.id)).availableCents).toBe(2_500);
  });

  it('refunds through Stripe a captured escrow payment whose project was funded meanwhile, and tells the payer', async () => {
    const client = await createUser(ctx);
    const freelancer = await createUser(ctx);
    const [project] = await ctx.services.db
      .insert(projects)
      .values({
        userId: client.id,
        title: 'Refund race project',
        category: 'graphic-design',
        description: 'A project whose escrow is paid twice through two different checkouts at once.',
        budgetCents: 30_000,
        dueDate: new Date(Date.now() + 5 * 86_400_000),
      })
      .returning();
    const [application] = await ctx.services.db
      .insert(jobApplications)
      .values({
        projectId: project!.id,
        freelancerId: freelancer.id,
        coverLetter: 'An application paid twice by the client through two different checkouts.',
        proposedPriceCents: 30_000,
        deliveryDays: 4,
      })
      .returning();
    // Two checkouts for the same application (e.g. the first one was closed as expired, then paid anyway).
    const [first, second] = await ctx.services.db
      .insert(payments)
      .values([
        {
          userId: client.id,
          provider: 'stripe',
          providerRef: 'cs_race_1',
          purpose: 'escrow',
          amountCents: 30_000,
          applicationId: application!.id,
        },
        {
          userId: client.id,
          provider: 'stripe',
          providerRef: 'cs_race_2',
          purpose: 'escrow',
          amountCents: 30_000,
          applicationId: application!.id,
        },
      ])
      .returning();
    const paid = (evt: string, p: { id: string }, session: string) => {
      const body = event(evt, p.id, session, 30_000, { payment_intent: `pi_${session}` });
      return post(body, signStripePayload(body, SECRET));
    };
    const a = await paid('evt_race_1', first!, 'cs_race_1');
    expect(a.body).toEqual({ received: true, result: 'applied' });
    const before = stripeApi.requests.length;
    const b = await paid('evt_race_2', second!, 'cs_race_2');
    expect(b.body).toEqual({ received: true, result: 'refunded' });
    const refundCalls = stripeApi.requests.slice(before).filter((r) => r.url === '/v1/refunds');
    expect(refundCalls).toHaveLength(1);
    const form = new URLSearchParams(String(refundCalls[0]!.body));
    expect(form.get('payment_intent')).toBe('pi_cs_race_2');
    expect(form.get('amount')).toBe('30000');
    const [row] = await ctx.services.db.select().from(payments).where(eq(payments.id, second!.id));
    expect(row!.status).toBe('refunded');
    // Held once; the refunded payment nets to zero for the client.
    expect(await userBalances(ctx.services.db, client.id)).toEqual({
      availableCents: 0,
      escrowCents: 30_000,
      payoutPendingCents: 0,
    });
    const wallet = await call(ctx, 'GET', '/api/wallet', client);
    const kinds = (wallet.body as { transactions: { kind: string }[] }).transactions.map((t) => t.kind);
    expect(kinds).toEqual(expect.arrayContaining(['payment_received', 'payment_refund', 'milestone_fund']));
    const told = await ctx.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.id), eq(notifications.title, 'Payment refunded')));
    expect(told).toHaveLength(1);
    // A replay refunds nothing more.
    const again = event('evt_race_3', second!.id, 'cs_race_2', 30_000, { payment_intent: 'pi_cs_race_2' });
    await post(again, signStripePayload(again, SECRET));
    expect(stripeApi.requests.filter((r) => r.url === '/v1/refunds')).toHaveLength(1);
    const total = await ctx.services.db.select({ a: ledgerEntries.amountCents }).from(ledgerEntries);
    expect(total.reduce((s, e) => s + e.a, 0)).toBe(0);
  });

  it('opens Stripe Checkout through the SDK and reuses it for a second top-up of the same amount', async () => {
    const buyer = await createUser(ctx);
    const topUp = () => call(ctx, 'POST', '/api/wallet/top-up', buyer, { amountCents: 4_200 });
    const first = await topUp();
    expect(first.status).toBe(200);
    const checkout = first.body as { paymentId: string; checkoutUrl: string; provider: string };
    expect(checkout.provider).toBe('stripe');
    expect(checkout.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const second = await topUp();
    expect(second.body).toEqual(checkout);
  });
});
