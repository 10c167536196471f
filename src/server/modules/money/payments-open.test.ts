import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, jobApplications, payments, projects } from '../../db/schema';
import { call } from '../../test/call';
import { createService, createUser, type TestUser } from '../../test/factories';
import { startFakeServer } from '../../test/fake-http';
import { createTestContext, type TestContext } from '../../test/harness';

/*
 * Opening payments: one open payment per purpose whatever the concurrency, a provider that
 * cannot be reached (502, nothing left behind), and payments switched off in production
 * without a configured provider (503).
 */

async function pendingApplication(ctx: TestContext, client: TestUser, freelancer: TestUser) {
  const [project] = await ctx.services.db
    .insert(projects)
    .values({
      userId: client.id,
      title: 'Concurrent Start Now project',
      category: 'graphic-design',
      description: 'A project whose Start Now button is pressed twenty times at the same moment.',
      budgetCents: 20_000,
      dueDate: new Date(Date.now() + 10 * 86_400_000),
    })
    .returning();
  const [application] = await ctx.services.db
    .insert(jobApplications)
    .values({
      projectId: project!.id,
      freelancerId: freelancer.id,
      coverLetter: 'An application that the client starts with twenty clicks at the same time.',
      proposedPriceCents: 15_000,
      deliveryDays: 5,
    })
    .returning();
  return application!;
}

describe('one open payment per purpose (test provider)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('creates exactly one pending payment for 20 concurrent Start Now requests, all answered with its checkout', async () => {
    const client = await createUser(ctx);
    const freelancer = await createUser(ctx);
    const application = await pendingApplication(ctx, client, freelancer);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(ctx, 'POST', `/api/applications/${application.id}/start-now`, client),
      ),
    );
    const rows = await ctx.services.db
      .select()
      .from(payments)
      .where(eq(payments.applicationId, application.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('pending');
    for (const r of results) {
      // The request that lost the race before the checkout existed is told to retry (409).
      if (r.status === 409) expect(r.body.error?.code).toBe('PAYMENT_IN_PROGRESS');
      else {
        expect(r.status).toBe(200);
        expect(r.body.paymentId).toBe(rows[0]!.id);
      }
    }
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
  });

  it('creates one pending top-up for 20 concurrent requests of the same amount; a new amount replaces it', async () => {
    const buyer = await createUser(ctx);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(ctx, 'POST', '/api/wallet/top-up', buyer, { amountCents: 2_000 }),
      ),
    );
    const open = await ctx.services.db.select().from(payments).where(eq(payments.userId, buyer.id));
    expect(open).toHaveLength(1);
    expect(results.every((r) => r.status === 409 || r.body.paymentId === open[0]!.id)).toBe(true);
    const other = await call(ctx, 'POST', '/api/wallet/top-up', buyer, { amountCents: 3_000 });
    expect(other.status).toBe(200);
    const rows = await ctx.services.db.select().from(payments).where(eq(payments.userId, buyer.id));
    expect(rows.map((r) => [r.amountCents, r.status]).sort()).toEqual([
      [2_000, 'canceled'],
      [3_000, 'pending'],
    ]);
  });

  it('tells the browser that test mode is on', async () => {
    const res = await call(ctx, 'GET', '/api/site-config');
    expect(res.body).toMatchObject({ paymentsMode: 'test', paymentProvider: 'test' });
  });
});

describe('a payment provider that cannot be reached', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A port where nothing listens: start a server, note its address, close it.
    const gone = await startFakeServer(() => ({ json: {} }));
    await gone.close();
    ctx = await createTestContext({
      env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_URL: gone.url },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 502 with a translated message and leaves no pending payment behind', async () => {
    const buyer = await createUser(ctx);
    const en = await call(ctx, 'POST', '/api/wallet/top-up', buyer, { amountCents: 5_000 });
    expect(en.status).toBe(502);
    expect(en.body.error).toEqual({
      code: 'PROVIDER_UNAVAILABLE',
      message:
        'The payment provider could not be reached. Nothing was charged; please try again in a few minutes.',
    });
    const tr = await call(ctx, 'POST', '/api/ai/analytics/purchase', buyer, undefined, { lang: 'tr' });
    expect(tr.status).toBe(502);
    expect(tr.body.error?.message).toBe(
      'Ödeme sağlayıcısına ulaşılamadı. Hiçbir ücret alınmadı; lütfen birkaç dakika sonra tekrar deneyin.',
    );
    expect(await ctx.services.db.select().from(payments).where(eq(payments.userId, buyer.id))).toHaveLength(
      0,
    );
    // A retry is not blocked by a leftover open payment: it reaches the provider again (still down).
    const again = await call(ctx, 'POST', '/api/wallet/top-up', buyer, { amountCents: 5_000 });
    expect(again.status).toBe(502);
  });

  it('leaves no order behind when the checkout of a service order cannot start (no ghost contract)', async () => {
    const [buyer, seller] = [await createUser(ctx), await createUser(ctx)];
    const service = await createService(ctx, seller, {}, [{}]);
    const res = await call(ctx, 'POST', `/api/services/${service.id}/orders`, buyer, { tier: 'basic' });
    expect(res.status).toBe(502);
    expect(await ctx.services.db.select().from(contracts).where(eq(contracts.clientId, buyer.id))).toEqual(
      [],
    );
    for (const who of [buyer, seller]) {
      const orders = await call(ctx, 'GET', '/api/contracts', who);
      expect(orders.status).toBe(200);
      expect(JSON.stringify(orders.body)).not.toContain(service.id);
    }
  });
});

describe('payments in production without a provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses to pay with 503 "not configured" and offers no test checkout', async () => {
    const buyer = await createUser(ctx);
    const en = await call(ctx, 'POST', '/api/wallet/top-up', buyer, { amountCents: 5_000 });
    expect(en.status).toBe(503);
    expect(en.body.error).toEqual({
      code: 'PAYMENTS_NOT_CONFIGURED',
      message: 'Payments are not configured on this site yet.',
    });
    const tr = await call(ctx, 'POST', '/api/wallet/top-up', buyer, { amountCents: 5_000 }, { lang: 'tr' });
    expect(tr.body.error?.message).toBe('Bu sitede ödemeler henüz yapılandırılmadı.');
    expect(await ctx.services.db.select().from(payments).where(eq(payments.userId, buyer.id))).toHaveLength(
      0,
    );
    const [p] = await ctx.services.db
      .insert(payments)
      .values({ userId: buyer.id, provider: 'test', purpose: 'topup', amountCents: 5_000 })
      .returning();
    const card = { cardNumber: '4242424242424242', expiry: '12/99', cvv: '123' };
    expect((await call(ctx, 'POST', `/api/payments/${p!.id}/test-checkout`, buyer, card)).status).toBe(404);
    const config = (await call(ctx, 'GET', '/api/site-config')).body;
    expect(config).toMatchObject({ paymentsMode: 'off', paymentProvider: null });
  });

  it('refuses a service order with 503 before any contract exists', async () => {
    const [buyer, seller] = [await createUser(ctx), await createUser(ctx)];
    const service = await createService(ctx, seller, {}, [{}]);
    const res = await call(ctx, 'POST', `/api/services/${service.id}/orders`, buyer, { tier: 'basic' });
    expect(res.status).toBe(503);
    expect(res.body.error?.code).toBe('PAYMENTS_NOT_CONFIGURED');
    expect(await ctx.services.db.select().from(contracts).where(eq(contracts.clientId, buyer.id))).toEqual(
      [],
    );
  });

  it('turns the test provider on in production only in the demo (MARKETPLACE_MODE=demo)', async () => {
    const on = await createTestContext({ env: { NODE_ENV: 'production', MARKETPLACE_MODE: 'demo' } });
    try {
      const buyer = await createUser(on);
      const res = await call(on, 'POST', '/api/wallet/top-up', buyer, { amountCents: 5_000 });
      expect(res.status).toBe(200);
      expect(res.body.provider).toBe('test');
      expect((await call(on, 'GET', '/api/site-config')).body).toMatchObject({ paymentsMode: 'test' });
    } finally {
      await on.close();
    }
  });
});
