import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions } from '../../db/schema';
import { call } from '../../test/call';
import { createContract } from '../../test/contract-factories';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

/*
 * Tips (decision 116): the client of a completed contract tips once through the checkout; the
 * whole amount reaches the freelancer's available balance as one ledger transaction ('tip', no
 * fee); the page states it and stops offering it; the freelancer is told.
 */

let ctx: TestContext;
let client: TestUser;
let freelancer: TestUser;
const CARD = { cardNumber: '4242424242424242', expiry: '12/99', cvv: '123' };

beforeAll(async () => {
  ctx = await createTestContext();
  [client, freelancer] = await Promise.all([createUser(ctx), createUser(ctx)]);
}, 240_000);
afterAll(async () => {
  await ctx.close();
});

const completed = () => createContract(ctx.services.db, { client, freelancer, milestones: ['released'] });

async function tip(contractId: string, amount: number) {
  const opened = await call(ctx, 'POST', `/api/contracts/${contractId}/tip`, client, { amount });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return call(ctx, 'POST', `/api/payments/${opened.body.paymentId}/test-checkout`, client, CARD);
}

describe('a tip after completion', () => {
  it('reaches the freelancer whole, once, stated on the page', async () => {
    const { contract } = await completed();
    const before = await call(ctx, 'GET', '/api/wallet', freelancer);
    const page = await call(ctx, 'GET', `/api/contracts/${contract.id}`, client);
    expect(page.body.actions).toContain('tip');
    expect((await call(ctx, 'GET', `/api/contracts/${contract.id}`, freelancer)).body.actions).not.toContain(
      'tip',
    );

    expect((await tip(contract.id, 12.34)).status).toBe(200);
    const after = await call(ctx, 'GET', '/api/wallet', freelancer);
    expect(after.body.availableCents - before.body.availableCents).toBe(1_234);
    const posted = await ctx.services.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.contractId, contract.id));
    expect(posted.filter((t) => t.kind === 'tip').map((t) => t.memo.amountCents)).toEqual([1_234]);

    const shown = await call(ctx, 'GET', `/api/contracts/${contract.id}`, client);
    expect(shown.body.money.tipCents).toBe(1_234);
    expect(shown.body.actions).not.toContain('tip');
    expect(shown.body.events.map((e: { kind: string }) => e.kind)).toContain('tipped');
    const told = await call(ctx, 'GET', '/api/notifications', freelancer);
    expect(JSON.stringify(told.body)).toContain('notifications:event.order.tipped');

    // One tip per contract.
    const again = await call(ctx, 'POST', `/api/contracts/${contract.id}/tip`, client, { amount: 5 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_TIPPED');
  });

  it('is refused before completion (409), to the freelancer (403), to a stranger (404), out of bounds (400)', async () => {
    const open = await createContract(ctx.services.db, { client, freelancer, milestones: ['funded'] });
    expect(
      (await call(ctx, 'POST', `/api/contracts/${open.contract.id}/tip`, client, { amount: 5 })).status,
    ).toBe(409);
    const { contract } = await completed();
    const url = `/api/contracts/${contract.id}/tip`;
    expect((await call(ctx, 'POST', url, freelancer, { amount: 5 })).status).toBe(403);
    const stranger = await createUser(ctx);
    expect((await call(ctx, 'POST', url, stranger, { amount: 5 })).status).toBe(404);
    for (const amount of [0.5, 1_000.01, 5.001, -5]) {
      const res = await call(ctx, 'POST', url, client, { amount });
      expect(res.status, String(amount)).toBe(400);
    }
    const tr = await call(ctx, 'POST', url, client, { amount: 0.99 }, { lang: 'tr' });
    expect(tr.body.error.message).toMatch(/Bahşiş/);
  });
});
