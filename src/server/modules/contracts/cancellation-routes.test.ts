import type { ContractDetail } from '@shared/schemas/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, payments } from '../../db/schema';
import { call } from '../../test/call';
import { createContract, createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { userBalances } from '../money';

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

describe('POST/DELETE /api/contracts/{id}/cancellation', () => {
  it('asks, and the other side agrees with a card refund sent through the provider', async () => {
    const c = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: [
        { status: 'funded', amountCents: 4_000 },
        { status: 'funded', amountCents: 6_000 },
      ],
    });
    const before = await userBalances(ctx.services.db, client.id);
    const asked = await call(ctx, 'POST', `/api/contracts/${c.contract.id}/cancellation`, freelancer, {
      reason: 'I am ill and cannot finish',
    });
    expect(asked.status).toBe(200);
    const detail = asked.body as unknown as ContractDetail;
    expect(detail.status).toBe('in_progress');
    expect(detail.cancelRequest).toMatchObject({ by: 'freelancer', reason: 'I am ill and cannot finish' });
    expect(detail.cancelRequested).toBe(true);

    // The asker may not answer it.
    const own = await call(
      ctx,
      'POST',
      `/api/contracts/${c.contract.id}/cancellation/accept`,
      freelancer,
      {},
    );
    expect(own.status).toBe(403);

    const agreed = await call(ctx, 'POST', `/api/contracts/${c.contract.id}/cancellation/accept`, client, {
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
    for (const id of c.paymentIds as string[]) {
      const [p] = await ctx.services.db.select().from(payments).where(eq(payments.id, id));
      expect(p!.status).toBe('refunded');
    }
    // Back to the card, not the wallet; nothing left in escrow.
    const after = await userBalances(ctx.services.db, client.id);
    expect(after.availableCents).toBe(before.availableCents);
    expect(after.escrowCents).toBe(before.escrowCents - 10_000);
  });

  it('declines and withdraws', async () => {
    const c = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: [{ status: 'funded', amountCents: 2_000 }],
    });
    expect(
      (
        await call(ctx, 'POST', `/api/contracts/${c.contract.id}/cancellation`, client, {
          reason: 'Too slow',
        })
      ).status,
    ).toBe(200);
    const declined = await call(
      ctx,
      'POST',
      `/api/contracts/${c.contract.id}/cancellation/decline`,
      freelancer,
    );
    expect(declined.status).toBe(200);
    expect((declined.body as unknown as ContractDetail).cancelRequest).toBeNull();
    // Nothing to withdraw now: 409 with a translated message.
    const none = await call(
      ctx,
      'DELETE',
      `/api/contracts/${c.contract.id}/cancellation`,
      client,
      undefined,
      {
        lang: 'tr',
      },
    );
    expect(none.status).toBe(409);
    expect(none.body.error).toMatchObject({ code: 'CANCEL_NOT_REQUESTED', message: 'İptal isteği yok' });

    await call(ctx, 'POST', `/api/contracts/${c.contract.id}/cancellation`, client, {
      reason: 'Too slow',
      refundTo: 'wallet',
    });
    const withdrawn = await call(ctx, 'DELETE', `/api/contracts/${c.contract.id}/cancellation`, client);
    expect(withdrawn.status).toBe(200);
    expect((withdrawn.body as unknown as ContractDetail).status).toBe('in_progress');
  });

  it('cancels an unpaid order at once for the client', async () => {
    const c = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: [{ status: 'unfunded', pendingPayment: true, amountCents: 3_000 }],
      status: 'awaiting_payment',
    });
    const res = await call(ctx, 'POST', `/api/contracts/${c.contract.id}/cancellation`, client, {
      reason: 'Changed my mind',
    });
    expect(res.status).toBe(200);
    expect((res.body as unknown as ContractDetail).status).toBe('cancelled');
    const [p] = await ctx.services.db.select().from(payments).where(eq(payments.id, c.paymentIds[0]!));
    expect(p!.status).toBe('canceled');
  });

  it('refuses strangers (404), anonymous (401), bad bodies (400) and closed contracts (409)', async () => {
    const c = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: [{ status: 'funded', amountCents: 1_500 }],
    });
    expect(
      (await call(ctx, 'POST', `/api/contracts/${c.contract.id}/cancellation`, stranger, { reason: 'x' }))
        .status,
    ).toBe(404);
    expect(
      (await call(ctx, 'POST', `/api/contracts/${c.contract.id}/cancellation`, undefined, { reason: 'x' }))
        .status,
    ).toBe(401);
    expect(
      (await call(ctx, 'POST', '/api/contracts/not-a-uuid/cancellation', client, { reason: 'x' })).status,
    ).toBe(404);
    const empty = await call(ctx, 'POST', `/api/contracts/${c.contract.id}/cancellation`, client, {
      reason: '  ',
    });
    expect(empty.status).toBe(400);
    const badTarget = await call(ctx, 'POST', `/api/contracts/${c.contract.id}/cancellation`, client, {
      reason: 'ok',
      refundTo: 'bank',
    });
    expect(badTarget.status).toBe(400);
    expect(
      (await call(ctx, 'POST', `/api/contracts/${c.contract.id}/cancellation/decline`, stranger)).status,
    ).toBe(404);
    await ctx.services.db
      .update(contracts)
      .set({ status: 'completed' })
      .where(eq(contracts.id, c.contract.id));
    expect(
      (await call(ctx, 'POST', `/api/contracts/${c.contract.id}/cancellation`, client, { reason: 'x' }))
        .status,
    ).toBe(409);
  });
});
