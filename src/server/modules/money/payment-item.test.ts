import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call';
import { createContract } from '../../test/contract-factories';
import { createProject, createService, createUser } from '../../test/factories';
import { startFakeServer } from '../../test/fake-http';
import { createTestContext, type TestContext } from '../../test/harness';

/*
 * What a payment buys is named on the checkout (the payment's `item`) and, in the payer's
 * language, as the payment provider's product name: the same words from the same rows.
 */

describe('the checkout names what is bought (test provider)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('names a service order by its service and package, a top-up by its kind', async () => {
    const [buyer, seller] = [await createUser(ctx), await createUser(ctx)];
    const service = await createService(ctx, seller, { header: 'I will draw your shop logo' }, [
      { name: 'Starter' },
      { name: 'Pro' },
    ]);
    const order = await call(ctx, 'POST', `/api/services/${service.id}/orders`, buyer, { tier: 'standard' });
    expect(order.status).toBe(201);
    const payment = await call(ctx, 'GET', `/api/payments/${order.body.paymentId}`, buyer);
    expect(payment.body.item).toEqual({
      kind: 'order',
      title: 'I will draw your shop logo',
      detail: 'Pro',
      extras: [],
    });

    const topup = await call(ctx, 'POST', '/api/wallet/top-up', buyer, { amountCents: 2_500 });
    const topupPayment = await call(ctx, 'GET', `/api/payments/${topup.body.paymentId}`, buyer);
    expect(topupPayment.body.item).toEqual({ kind: 'topup', title: null, detail: null, extras: [] });
  });
});

describe("the provider's product name is the item in the payer's language (Stripe)", () => {
  let ctx: TestContext;
  let stripe: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    let n = 0;
    stripe = await startFakeServer(() => {
      n += 1;
      return { json: { id: `cs_${n}`, object: 'checkout.session', url: `https://checkout.test/cs_${n}` } };
    });
    ctx = await createTestContext({
      env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_URL: stripe.url },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  const productNames = () =>
    stripe.requests.map((r) =>
      new URLSearchParams(String(r.body)).get('line_items[0][price_data][product_data][name]'),
    );

  it('sends an order as "Sipariş: … paketi" to a Turkish payer and "Order: … package" to an English one', async () => {
    const [tr, en, seller] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    const service = await createService(ctx, seller, { header: 'Logo tasarımı' }, [{ name: 'Temel' }]);
    const trOrder = await call(
      ctx,
      'POST',
      `/api/services/${service.id}/orders`,
      tr,
      { tier: 'basic' },
      {
        lang: 'tr',
      },
    );
    expect(trOrder.status).toBe(201);
    const enOrder = await call(ctx, 'POST', `/api/services/${service.id}/orders`, en, { tier: 'basic' });
    expect(enOrder.status).toBe(201);
    expect(productNames()).toEqual([
      'Sipariş: Logo tasarımı · Temel paketi',
      'Order: Logo tasarımı · Temel package',
    ]);
  });

  it("names a project's escrow after the project", async () => {
    const [client, freelancer] = [await createUser(ctx), await createUser(ctx)];
    const project = await createProject(ctx, client, { title: 'A catalogue in two languages' });
    const applied = await call(ctx, 'POST', `/api/projects/${project.id}/applications`, freelancer, {
      coverLetter: 'I have translated three catalogues of this size, in both directions, on time.',
      proposedPrice: 300,
      deliveryDays: 7,
    });
    expect(applied.status).toBe(201);
    const before = stripe.requests.length;
    const start = await call(ctx, 'POST', `/api/applications/${applied.body.id}/start-now`, client);
    expect(start.status).toBe(200);
    expect(productNames().slice(before)).toEqual(['Escrow payment for A catalogue in two languages']);
  });

  it("names a tip after the contract tipped, in the payer's language (decision 116)", async () => {
    const [client, freelancer] = [await createUser(ctx), await createUser(ctx)];
    const { contract } = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: ['released'],
      fields: { title: 'Bir kafe logosu' },
    });
    const before = stripe.requests.length;
    const tr = await call(
      ctx,
      'POST',
      `/api/contracts/${contract.id}/tip`,
      client,
      { amount: 10 },
      { lang: 'tr' },
    );
    expect(tr.status).toBe(200);
    const payment = await call(ctx, 'GET', `/api/payments/${tr.body.paymentId}`, client);
    expect(payment.body.item).toEqual({ kind: 'tip', title: 'Bir kafe logosu', detail: null, extras: [] });
    expect(payment.body.returnPath).toBe(`/contracts/${contract.id}`);
    // A second amount replaces the open checkout; in English this time.
    const en = await call(ctx, 'POST', `/api/contracts/${contract.id}/tip`, client, { amount: 12.5 });
    expect(en.status).toBe(200);
    expect(en.body.amountCents).toBe(1_250);
    expect(productNames().slice(before)).toEqual(['Bir kafe logosu için bahşiş', 'Tip for Bir kafe logosu']);
  });
});
