import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contractMilestones, contracts, payments } from '../../db/schema';
import { now, setClockOffset } from '../../lib/clock';
import { call } from '../../test/call';
import { createService, createUser, TEST_CARD, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { userBalances } from '../money/ledger';
import { runContractTimers } from './timers';

/*
 * An unpaid order expires (issue 27, item 5): an order whose payment never completed is removed
 * by the contract job after UNPAID_ORDER_EXPIRY_HOURS, once across instances, and its open
 * checkout can no longer be paid. Time moves with the controllable clock, never by waiting.
 */

let ctx: TestContext;
let seller: TestUser;
let buyer: TestUser;
let serviceId: string;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext({ env: { UNPAID_ORDER_EXPIRY_HOURS: '24' } });
  [seller, buyer] = await Promise.all([
    createUser(ctx, { name: 'Expiry Seller' }),
    createUser(ctx, { name: 'Expiry Buyer' }),
  ]);
  // A service with one basic package (USD 50, two days, no revision).
  const service = await createService(ctx, seller, {}, [
    { name: 'Basic', description: 'One concept', priceCents: 5_000, deliveryDays: 2, revisions: 0 },
  ]);
  serviceId = service.id;
});
afterEach(() => {
  setClockOffset(0);
});
afterAll(async () => {
  await ctx.close();
});

const timers = (at: Date) =>
  runContractTimers(ctx.services.db, at, {
    AUTO_ACCEPT_DAYS: 3,
    UNPAID_ORDER_EXPIRY_HOURS: ctx.services.config.UNPAID_ORDER_EXPIRY_HOURS,
  });

async function placeOrder() {
  const placed = await call(ctx, 'POST', `/api/services/${serviceId}/orders`, buyer, { tier: 'basic' });
  expect(placed.status).toBe(201);
  return { contractId: placed.body.contractId as string, paymentId: placed.body.paymentId as string };
}

const listed = async (user: TestUser, role: 'buyer' | 'seller') =>
  (await call(ctx, 'GET', `/api/contracts?role=${role}`, user)).body.items.map((c: { id: string }) => c.id);

describe('an unpaid order', () => {
  it('reads the expiry from UNPAID_ORDER_EXPIRY_HOURS, 24 hours unless set', () => {
    expect(ctx.services.config.UNPAID_ORDER_EXPIRY_HOURS).toBe(24);
  });

  it('stays for the set time, then is removed once across instances and its checkout cannot be paid', async () => {
    const { contractId, paymentId } = await placeOrder();
    const placedAt = now();
    expect(await listed(buyer, 'buyer')).toContain(contractId);

    // An hour before the limit nothing happens.
    expect((await timers(new Date(placedAt.getTime() + 23 * HOUR))).expired).toBe(0);
    expect((await call(ctx, 'GET', `/api/contracts/${contractId}`, buyer)).status).toBe(200);

    // Past it, two instances run the job at once: the order is removed exactly once.
    setClockOffset(25 * HOUR);
    const runs = await Promise.all([timers(now()), timers(now())]);
    expect(runs[0]!.expired + runs[1]!.expired).toBe(1);
    expect((await timers(now())).expired).toBe(0);

    // Gone for both sides: the page, the orders, the chat's card (the list with the other party).
    expect((await call(ctx, 'GET', `/api/contracts/${contractId}`, buyer)).status).toBe(404);
    expect(await listed(buyer, 'buyer')).not.toContain(contractId);
    expect(await listed(seller, 'seller')).not.toContain(contractId);
    const chat = await call(ctx, 'GET', `/api/contracts?with=${seller.id}`, buyer);
    expect(chat.body.items.map((c: { id: string }) => c.id)).not.toContain(contractId);
    expect(
      await ctx.services.db
        .select()
        .from(contractMilestones)
        .where(eq(contractMilestones.contractId, contractId)),
    ).toEqual([]);

    // The open checkout was cancelled with it: paying it now is refused and nothing is held.
    const [payment] = await ctx.services.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.status).toBe('canceled');
    const late = await call(ctx, 'POST', `/api/payments/${paymentId}/test-checkout`, buyer, TEST_CARD);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('PAYMENT_CLOSED');
    expect((await userBalances(ctx.services.db, buyer.id)).escrowCents).toBe(0);
  });

  it('a paid order is never removed, however old', async () => {
    const { contractId, paymentId } = await placeOrder();
    expect(
      (await call(ctx, 'POST', `/api/payments/${paymentId}/test-checkout`, buyer, TEST_CARD)).status,
    ).toBe(200);
    expect((await timers(new Date(now().getTime() + 100 * HOUR))).expired).toBe(0);
    const [row] = await ctx.services.db.select().from(contracts).where(eq(contracts.id, contractId));
    expect(row!.status).toBe('awaiting_requirements');
  });

  it('survives a restart: the timer reads the order row, not anything kept in memory', async () => {
    const { contractId } = await placeOrder();
    // A new process is a new call with no state but the database.
    const later = new Date(now().getTime() + 25 * HOUR);
    const fresh = await runContractTimers(ctx.services.db, later, {
      AUTO_ACCEPT_DAYS: 3,
      UNPAID_ORDER_EXPIRY_HOURS: 24,
    });
    expect(fresh.expired).toBeGreaterThanOrEqual(1);
    expect(await ctx.services.db.select().from(contracts).where(eq(contracts.id, contractId))).toEqual([]);
  });
});
