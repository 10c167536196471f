import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractExtras, payments } from '../../db/schema';
import { call } from '../../test/call';
import { createService, createUser, TEST_CARD, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

/*
 * Extras chosen with an order (decision 116): their prices join the order's one payment and their
 * days its delivery time; the contract lists them; an extra the package no longer offers, or one
 * named twice, is refused and nothing is created.
 */

let ctx: TestContext;
let seller: TestUser;
let buyer: TestUser;
let serviceId: string;
const fast = { id: randomUUID(), name: 'Delivery in one day less', priceCents: 2_500, days: -1 };
const source = { id: randomUUID(), name: 'Source files', priceCents: 1_000, days: 2 };

beforeAll(async () => {
  ctx = await createTestContext();
  [seller, buyer] = await Promise.all([createUser(ctx, { name: 'Seller Sena' }), createUser(ctx)]);
  const service = await createService(ctx, seller, {}, [
    { priceCents: 10_000, deliveryDays: 5, extras: [fast, source] },
  ]);
  serviceId = service.id;
}, 240_000);
afterAll(async () => {
  await ctx?.close();
});

describe('extras chosen with an order', () => {
  it('add their prices to the one payment and their days to the delivery, and the paid escrow holds the total', async () => {
    const placed = await call(ctx, 'POST', `/api/services/${serviceId}/orders`, buyer, {
      tier: 'basic',
      extras: [fast.id, source.id],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [payment] = await ctx.services.db
      .select()
      .from(payments)
      .where(eq(payments.id, placed.body.paymentId));
    expect(payment!.amountCents).toBe(10_000 + 2_500 + 1_000);
    const chosen = await ctx.services.db
      .select()
      .from(contractExtras)
      .where(eq(contractExtras.contractId, placed.body.contractId));
    expect(chosen.map((e) => [e.name, e.priceCents, e.days, e.status]).sort()).toEqual(
      [
        [fast.name, 2_500, -1, 'ordered'],
        [source.name, 1_000, 2, 'ordered'],
      ].sort(),
    );

    const paid = await call(
      ctx,
      'POST',
      `/api/payments/${placed.body.paymentId}/test-checkout`,
      buyer,
      TEST_CARD,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const contract = await call(ctx, 'GET', `/api/contracts/${placed.body.contractId}`, buyer);
    expect(contract.body.priceCents).toBe(13_500);
    expect(contract.body.milestones.map((m: { amountCents: number }) => m.amountCents)).toEqual([13_500]);
    // 5 days − 1 + 2.
    expect(contract.body.deliveryDays).toBe(6);
    expect(
      contract.body.extras.map((e: { name: string; by: string | null; status: string }) => [
        e.name,
        e.by,
        e.status,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [fast.name, null, 'ordered'],
        [source.name, null, 'ordered'],
      ]),
    );
    const wallet = await call(ctx, 'GET', '/api/wallet', buyer);
    expect(wallet.body.escrowCents).toBe(13_500);
  });

  it('refuses an extra the package does not offer (409) or one named twice (400), creating nothing', async () => {
    const before = await call(ctx, 'GET', '/api/contracts?role=buyer', buyer);
    const unknown = await call(
      ctx,
      'POST',
      `/api/services/${serviceId}/orders`,
      buyer,
      { tier: 'basic', extras: [randomUUID()] },
      { lang: 'tr' },
    );
    expect(unknown.status).toBe(409);
    expect(unknown.body.error.message).not.toMatch(/^contracts:/);
    const twice = await call(ctx, 'POST', `/api/services/${serviceId}/orders`, buyer, {
      tier: 'basic',
      extras: [fast.id, fast.id],
    });
    expect(twice.status).toBe(400);
    const after = await call(ctx, 'GET', '/api/contracts?role=buyer', buyer);
    expect(JSON.stringify(after.body)).toBe(JSON.stringify(before.body));
  });
});
