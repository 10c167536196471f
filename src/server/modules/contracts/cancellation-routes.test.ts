import type { ContractDetail } from '@shared/schemas/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractMilestones, contracts, payments } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { fundMilestone, userBalances } from '../money';

let ctx: TestContext;
let client: TestUser;
let freelancer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  [client, freelancer, stranger] = await Promise.all([
    createUser(ctx, { name: 'Client Person' }),
    createUser(ctx, { name: 'Freelancer Person' }),
    createUser(ctx, { name: 'Stranger Person' }),
  ]);
});
afterAll(async () => {
  await ctx.close();
});

type Json = Record<string, unknown> & { error?: { code: string; message: string } };

async function call(method: string, url: string, user?: TestUser, body?: unknown, lang = 'en') {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': lang };
  if (user) headers.cookie = user.cookie;
  const res = await ctx.app.request(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** A contract in progress between client and freelancer with funded milestones (card payments). */
async function contractInProgress(amounts: number[], opts: { status?: string; dueAt?: Date } = {}) {
  const db = ctx.services.db;
  const [contract] = await db
    .insert(contracts)
    .values({
      kind: 'service',
      clientId: client.id,
      freelancerId: freelancer.id,
      title: 'Logo for a coffee shop',
      priceCents: amounts.reduce((a, b) => a + b, 0),
      deliveryDays: 3,
      status: opts.status ?? 'in_progress',
      dueAt: opts.dueAt ?? new Date(Date.now() + 2 * 86_400_000),
    })
    .returning();
  const paymentIds: string[] = [];
  for (const [i, amount] of amounts.entries()) {
    const [m] = await db
      .insert(contractMilestones)
      .values({ contractId: contract!.id, position: i + 1, title: `Part ${i + 1}`, amountCents: amount })
      .returning();
    const [p] = await db
      .insert(payments)
      .values({
        userId: client.id,
        provider: 'test',
        providerRef: `test_${crypto.randomUUID()}`,
        purpose: 'milestone',
        amountCents: amount,
        milestoneId: m!.id,
        purposeKey: `milestone:${m!.id}`,
      })
      .returning();
    paymentIds.push(p!.id);
    if (opts.status !== 'awaiting_payment') {
      await db.transaction((tx) =>
        fundMilestone(tx, { contract: contract!, milestone: m!, paymentId: p!.id }),
      );
      await db
        .update(contractMilestones)
        .set({ status: 'funded', fundedAt: new Date(), paymentId: p!.id })
        .where(eq(contractMilestones.id, m!.id));
    }
  }
  return { id: contract!.id, paymentIds };
}

describe('POST/DELETE /api/contracts/{id}/cancellation', () => {
  it('asks, and the other side agrees with a card refund sent through the provider', async () => {
    const c = await contractInProgress([4_000, 6_000]);
    const before = await userBalances(ctx.services.db, client.id);
    const asked = await call('POST', `/api/contracts/${c.id}/cancellation`, freelancer, {
      reason: 'I am ill and cannot finish',
    });
    expect(asked.status).toBe(200);
    const detail = asked.body as unknown as ContractDetail;
    expect(detail.status).toBe('in_progress');
    expect(detail.cancelRequest).toMatchObject({ by: 'freelancer', reason: 'I am ill and cannot finish' });
    expect(detail.cancelRequested).toBe(true);

    // The asker may not answer it.
    const own = await call('POST', `/api/contracts/${c.id}/cancellation/accept`, freelancer, {});
    expect(own.status).toBe(403);

    const agreed = await call('POST', `/api/contracts/${c.id}/cancellation/accept`, client, {
      refundTo: 'card',
    });
    expect(agreed.status).toBe(200);
    const done = agreed.body as unknown as ContractDetail;
    expect(done.status).toBe('cancelled');
    expect(done.milestones.map((m) => m.status)).toEqual(['refunded', 'refunded']);
    expect(done.cancelRequest).toBeNull();
    expect(done.events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['cancel_requested', 'refunded', 'cancelled']),
    );
    // The card refunds were sent after the commit, within the request.
    for (const id of c.paymentIds) {
      const [p] = await ctx.services.db.select().from(payments).where(eq(payments.id, id));
      expect(p!.status).toBe('refunded');
    }
    // Back to the card, not the wallet; nothing left in escrow.
    const after = await userBalances(ctx.services.db, client.id);
    expect(after.availableCents).toBe(before.availableCents);
    expect(after.escrowCents).toBe(before.escrowCents - 10_000);
  });

  it('declines and withdraws', async () => {
    const c = await contractInProgress([2_000]);
    expect(
      (await call('POST', `/api/contracts/${c.id}/cancellation`, client, { reason: 'Too slow' })).status,
    ).toBe(200);
    const declined = await call('POST', `/api/contracts/${c.id}/cancellation/decline`, freelancer);
    expect(declined.status).toBe(200);
    expect((declined.body as unknown as ContractDetail).cancelRequest).toBeNull();
    // Nothing to withdraw now: 409 with a translated message.
    const none = await call('DELETE', `/api/contracts/${c.id}/cancellation`, client, undefined, 'tr');
    expect(none.status).toBe(409);
    expect(none.body.error).toMatchObject({ code: 'CANCEL_NOT_REQUESTED', message: 'İptal isteği yok' });

    await call('POST', `/api/contracts/${c.id}/cancellation`, client, {
      reason: 'Too slow',
      refundTo: 'wallet',
    });
    const withdrawn = await call('DELETE', `/api/contracts/${c.id}/cancellation`, client);
    expect(withdrawn.status).toBe(200);
    expect((withdrawn.body as unknown as ContractDetail).status).toBe('in_progress');
  });

  it('cancels an unpaid order at once for the client', async () => {
    const c = await contractInProgress([3_000], { status: 'awaiting_payment' });
    const res = await call('POST', `/api/contracts/${c.id}/cancellation`, client, {
      reason: 'Changed my mind',
    });
    expect(res.status).toBe(200);
    expect((res.body as unknown as ContractDetail).status).toBe('cancelled');
    const [p] = await ctx.services.db.select().from(payments).where(eq(payments.id, c.paymentIds[0]!));
    expect(p!.status).toBe('canceled');
  });

  it('refuses strangers (404), anonymous (401), bad bodies (400) and closed contracts (409)', async () => {
    const c = await contractInProgress([1_500]);
    expect(
      (await call('POST', `/api/contracts/${c.id}/cancellation`, stranger, { reason: 'x' })).status,
    ).toBe(404);
    expect(
      (await call('POST', `/api/contracts/${c.id}/cancellation`, undefined, { reason: 'x' })).status,
    ).toBe(401);
    expect(
      (await call('POST', '/api/contracts/not-a-uuid/cancellation', client, { reason: 'x' })).status,
    ).toBe(404);
    const empty = await call('POST', `/api/contracts/${c.id}/cancellation`, client, { reason: '  ' });
    expect(empty.status).toBe(400);
    const badTarget = await call('POST', `/api/contracts/${c.id}/cancellation`, client, {
      reason: 'ok',
      refundTo: 'bank',
    });
    expect(badTarget.status).toBe(400);
    expect((await call('POST', `/api/contracts/${c.id}/cancellation/decline`, stranger)).status).toBe(404);
    await ctx.services.db.update(contracts).set({ status: 'completed' }).where(eq(contracts.id, c.id));
    expect((await call('POST', `/api/contracts/${c.id}/cancellation`, client, { reason: 'x' })).status).toBe(
      409,
    );
  });
});
