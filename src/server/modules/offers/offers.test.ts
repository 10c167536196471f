import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contractMilestones, contracts, customOffers, payments } from '../../db/schema';
import { setClockOffset } from '../../lib/clock';
import { call } from '../../test/call';
import { createConversation, createService, createUser, sanction, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { runOfferTimers } from './service';

/*
 * Custom offers in the chat (decision 121): the freelancer offers, the client accepts and pays
 * through the order checkout (the offer becomes an order like a package's), declines, or lets it
 * expire; the freelancer withdraws. Accepting twice at once makes one contract and one payment.
 * A client asks for an offer from a service page. Every refusal answers its 4xx, translated.
 */

const CARD = { cardNumber: '4242424242424242', expiry: '12/99', cvv: '123' };
const HOUR = 60 * 60 * 1000;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 240_000);
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  setClockOffset(0);
});

async function pair() {
  const [client, freelancer] = await Promise.all([createUser(ctx), createUser(ctx)]);
  const conversation = await createConversation(ctx, client, freelancer);
  return { client, freelancer, conversationId: conversation.id };
}

const OFFER = {
  description: 'A logo with two variants and a style guide.',
  price: 120,
  deliveryDays: 4,
  revisions: 2,
};

async function send(freelancer: TestUser, conversationId: string, body: Record<string, unknown> = OFFER) {
  const res = await call(ctx, 'POST', `/api/chat/conversations/${conversationId}/offers`, freelancer, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; status: string };
}

const list = (user: TestUser, conversationId: string) =>
  call(ctx, 'GET', `/api/chat/conversations/${conversationId}/offers`, user);

describe('an offer sent, accepted and paid', () => {
  it('becomes an order like a package: one milestone, paid, waiting for requirements; both see it accepted', async () => {
    const { client, freelancer, conversationId } = await pair();
    const offer = await send(freelancer, conversationId);
    const seen = await list(client, conversationId);
    expect(seen.body.offers).toHaveLength(1);
    expect(seen.body.offers[0]).toMatchObject({
      id: offer.id,
      mine: false,
      status: 'pending',
      priceCents: 12_000,
      deliveryDays: 4,
      revisions: 2,
      actions: ['accept', 'decline'],
    });
    expect((await list(freelancer, conversationId)).body.offers[0]).toMatchObject({
      mine: true,
      actions: ['withdraw'],
    });
    expect(JSON.stringify((await call(ctx, 'GET', '/api/notifications', client)).body)).toContain(
      'notifications:event.offer.sent',
    );

    const accepted = await call(ctx, 'POST', `/api/offers/${offer.id}/accept`, client);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body.amountCents).toBe(12_000);
    expect(JSON.stringify((await call(ctx, 'GET', '/api/notifications', freelancer)).body)).toContain(
      'notifications:event.offer.accepted',
    );
    const paid = await call(
      ctx,
      'POST',
      `/api/payments/${accepted.body.paymentId}/test-checkout`,
      client,
      CARD,
    );
    expect(paid.status).toBe(200);

    const contract = await call(ctx, 'GET', `/api/contracts/${accepted.body.contractId}`, freelancer);
    expect(contract.status).toBe(200);
    expect(contract.body).toMatchObject({
      kind: 'service',
      status: 'awaiting_requirements',
      priceCents: 12_000,
    });
    expect(contract.body.milestones).toHaveLength(1);
    for (const who of [client, freelancer]) {
      const card = (await list(who, conversationId)).body.offers[0];
      expect(card).toMatchObject({ status: 'accepted', contractId: accepted.body.contractId, actions: [] });
    }
  });

  it('with milestones: the contract has them, the first is paid at acceptance', async () => {
    const { client, freelancer, conversationId } = await pair();
    const offer = await send(freelancer, conversationId, {
      ...OFFER,
      price: 300,
      milestones: [
        { title: 'Sketches', amount: 100 },
        { title: 'Final files', amount: 200 },
      ],
    });
    const accepted = await call(ctx, 'POST', `/api/offers/${offer.id}/accept`, client);
    expect(accepted.status).toBe(201);
    expect(accepted.body.amountCents).toBe(10_000);
    const rows = await ctx.services.db
      .select()
      .from(contractMilestones)
      .where(eq(contractMilestones.contractId, accepted.body.contractId));
    expect(rows.map((m) => [m.title, m.amountCents]).sort()).toEqual([
      ['Final files', 20_000],
      ['Sketches', 10_000],
    ]);
  });

  it('accepted twice at once (two tabs) makes one contract and one payment', async () => {
    const { client, freelancer, conversationId } = await pair();
    const offer = await send(freelancer, conversationId);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call(ctx, 'POST', `/api/offers/${offer.id}/accept`, client)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    const made = await ctx.services.db.select().from(contracts).where(eq(contracts.clientId, client.id));
    expect(made).toHaveLength(1);
    const [milestone] = await ctx.services.db
      .select()
      .from(contractMilestones)
      .where(eq(contractMilestones.contractId, made[0]!.id));
    expect(
      await ctx.services.db.select().from(payments).where(eq(payments.milestoneId, milestone!.id)),
    ).toHaveLength(1);
    const [row] = await ctx.services.db.select().from(customOffers).where(eq(customOffers.id, offer.id));
    expect(row).toMatchObject({ status: 'accepted', contractId: made[0]!.id });
  });
});

describe('declining, withdrawing, expiring', () => {
  it('the client declines, the freelancer withdraws; neither moves an answered offer again (409)', async () => {
    const { client, freelancer, conversationId } = await pair();
    const a = await send(freelancer, conversationId);
    const b = await send(freelancer, conversationId);
    expect((await call(ctx, 'POST', `/api/offers/${a.id}/decline`, client)).body.status).toBe('declined');
    expect((await call(ctx, 'DELETE', `/api/offers/${b.id}`, freelancer)).body.status).toBe('withdrawn');
    const again = await call(ctx, 'POST', `/api/offers/${a.id}/accept`, client, undefined, { lang: 'tr' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Bu teklif zaten yanıtlandı, geri çekildi ya da süresi doldu.');
    expect((await call(ctx, 'DELETE', `/api/offers/${a.id}`, freelancer)).status).toBe(409);
    expect((await call(ctx, 'POST', `/api/offers/${b.id}/decline`, client)).status).toBe(409);
  });

  it("are in both parties' data exports, and no one else's", async () => {
    const { client, freelancer, conversationId } = await pair();
    const offer = await send(freelancer, conversationId);
    const other = await createUser(ctx);
    const exported = async (who: TestUser) =>
      ((await call(ctx, 'GET', '/api/settings/export', who)).body.customOffers as { id: string }[]).map(
        (o) => o.id,
      );
    expect(await exported(client)).toEqual([offer.id]);
    expect(await exported(freelancer)).toEqual([offer.id]);
    expect(await exported(other)).toEqual([]);
  });

  it('expires at its time on the test clock: refused to accept, then marked once by the job', async () => {
    const { client, freelancer, conversationId } = await pair();
    const offer = await send(freelancer, conversationId, { ...OFFER, expiresInDays: 1 });
    setClockOffset(25 * HOUR);
    const late = await call(ctx, 'POST', `/api/offers/${offer.id}/accept`, client);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('OFFER_EXPIRED');
    expect((await list(client, conversationId)).body.offers[0]).toMatchObject({
      status: 'expired',
      actions: [],
    });
    const now = new Date(Date.now() + 25 * HOUR);
    const runs = await Promise.all([
      runOfferTimers(ctx.services.db, now),
      runOfferTimers(ctx.services.db, now),
    ]);
    const [row] = await ctx.services.db.select().from(customOffers).where(eq(customOffers.id, offer.id));
    expect(row!.status).toBe('expired');
    expect(runs.reduce((n, r) => n + r.expired, 0)).toBeGreaterThanOrEqual(1);
    expect((await runOfferTimers(ctx.services.db, now)).expired).toBe(0);
  });
});

describe('who may, and what is refused', () => {
  it('a stranger is told the conversation and the offer do not exist; each side acts only its own moves', async () => {
    const { client, freelancer, conversationId } = await pair();
    const offer = await send(freelancer, conversationId);
    const stranger = await createUser(ctx);
    expect((await list(stranger, conversationId)).status).toBe(404);
    expect((await call(ctx, 'POST', `/api/offers/${offer.id}/accept`, stranger)).status).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/offers/${offer.id}`, stranger)).status).toBe(404);
    expect((await call(ctx, 'POST', `/api/offers/${offer.id}/accept`, freelancer)).status).toBe(403);
    expect((await call(ctx, 'POST', `/api/offers/${offer.id}/decline`, freelancer)).status).toBe(403);
    expect((await call(ctx, 'DELETE', `/api/offers/${offer.id}`, client)).status).toBe(403);
    expect((await call(ctx, 'POST', '/api/offers/not-a-uuid/accept', client)).status).toBe(404);
    expect(
      (await call(ctx, 'POST', `/api/chat/conversations/${conversationId}/offers`, stranger, OFFER)).status,
    ).toBe(404);
  });

  it('refuses bad input with translated messages (400)', async () => {
    const { freelancer, conversationId } = await pair();
    const url = `/api/chat/conversations/${conversationId}/offers`;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...OFFER, price: 4.99 }, 'offers:validation.price'],
      [{ ...OFFER, price: 10_000.01 }, 'offers:validation.price'],
      [{ ...OFFER, deliveryDays: 91 }, 'offers:validation.deliveryDays'],
      [{ ...OFFER, description: 'x'.repeat(2001) }, 'offers:validation.description'],
      [
        {
          ...OFFER,
          milestones: [
            { title: 'A', amount: 60 },
            { title: 'B', amount: 50 },
          ],
        },
        'offers:validation.milestonesSum',
      ],
      [{ ...OFFER, expiresInDays: 31 }, 'offers:validation.expiresInDays'],
    ];
    for (const [body] of cases) {
      const res = await call(ctx, 'POST', url, freelancer, body, { lang: 'tr' });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).not.toMatch(/^offers:/);
    }
    const en = await call(ctx, 'POST', url, freelancer, cases[4]![0]);
    expect(JSON.stringify(en.body)).toContain('The milestones must add up to the price.');
  });

  it('at most three pending offers per pair (409); a withdrawn one frees a place', async () => {
    const { freelancer, conversationId } = await pair();
    const first = await send(freelancer, conversationId);
    await send(freelancer, conversationId);
    await send(freelancer, conversationId);
    const fourth = await call(
      ctx,
      'POST',
      `/api/chat/conversations/${conversationId}/offers`,
      freelancer,
      OFFER,
    );
    expect(fourth.status).toBe(409);
    expect(fourth.body.error.code).toBe('OFFER_TOO_MANY');
    await call(ctx, 'DELETE', `/api/offers/${first.id}`, freelancer);
    await send(freelancer, conversationId);
  });

  it('a blocked pair can neither send nor accept (403)', async () => {
    const { client, freelancer, conversationId } = await pair();
    const offer = await send(freelancer, conversationId);
    expect((await call(ctx, 'PUT', `/api/blocks/${freelancer.id}`, client)).status).toBe(200);
    const sent = await call(
      ctx,
      'POST',
      `/api/chat/conversations/${conversationId}/offers`,
      freelancer,
      OFFER,
    );
    expect(sent.status).toBe(403);
    expect(sent.body.error.code).toBe('BLOCKED');
    expect((await call(ctx, 'POST', `/api/offers/${offer.id}/accept`, client)).body.error.code).toBe(
      'BLOCKED',
    );
  });

  it('a freelancer whose services are hidden cannot send (403), nor be paid for a waiting offer (409)', async () => {
    const { client, freelancer, conversationId } = await pair();
    const offer = await send(freelancer, conversationId);
    await sanction(ctx, freelancer.id, { kind: 'listing_deactivation', days: 7 });
    const sent = await call(
      ctx,
      'POST',
      `/api/chat/conversations/${conversationId}/offers`,
      freelancer,
      OFFER,
    );
    expect(sent.status).toBe(403);
    expect(sent.body.error.code).toBe('OFFER_SELLING_PAUSED');
    const accepted = await call(ctx, 'POST', `/api/offers/${offer.id}/accept`, client);
    expect(accepted.status).toBe(409);
    expect(accepted.body.error.code).toBe('OFFER_FREELANCER_UNAVAILABLE');
    expect(await ctx.services.db.select().from(contracts).where(eq(contracts.clientId, client.id))).toEqual(
      [],
    );
  });
});

describe('asking for an offer', () => {
  it('from a service page: the freelancer sees the request and answers it with an offer, or declines one', async () => {
    const { client, freelancer, conversationId } = await pair();
    const service = await createService(ctx, freelancer);
    const asked = await call(
      ctx,
      'POST',
      `/api/chat/conversations/${conversationId}/offer-requests`,
      client,
      {
        description: 'The same logo, for a second shop.',
        budget: 80,
        serviceId: service.id,
      },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const seen = (await list(freelancer, conversationId)).body.requests;
    expect(seen).toEqual([
      expect.objectContaining({
        id: asked.body.id,
        mine: false,
        status: 'open',
        budgetCents: 8_000,
        serviceId: service.id,
      }),
    ]);
    const answer = await send(freelancer, conversationId, { ...OFFER, requestId: asked.body.id });
    expect(answer.status).toBe('pending');
    expect((await list(client, conversationId)).body.requests[0].status).toBe('answered');
    // Answered already: neither a second answer nor a decline.
    const twice = await call(ctx, 'POST', `/api/chat/conversations/${conversationId}/offers`, freelancer, {
      ...OFFER,
      requestId: asked.body.id,
    });
    expect(twice.status).toBe(409);
    expect((await call(ctx, 'POST', `/api/offer-requests/${asked.body.id}/decline`, freelancer)).status).toBe(
      409,
    );

    const other = await call(
      ctx,
      'POST',
      `/api/chat/conversations/${conversationId}/offer-requests`,
      client,
      {
        description: 'A sign too.',
      },
    );
    expect((await call(ctx, 'POST', `/api/offer-requests/${other.body.id}/decline`, client)).status).toBe(
      403,
    );
    const declined = await call(ctx, 'POST', `/api/offer-requests/${other.body.id}/decline`, freelancer);
    expect(declined.body.status).toBe('declined');
    // The client cannot answer their own request with an offer to themselves.
    const own = await call(ctx, 'POST', `/api/chat/conversations/${conversationId}/offers`, client, {
      ...OFFER,
      requestId: other.body.id,
    });
    expect(own.status).toBe(403);
  });

  it("refuses another person's service (404) and a past date (400)", async () => {
    const { client, conversationId } = await pair();
    const elsewhere = await createService(ctx, await createUser(ctx));
    const url = `/api/chat/conversations/${conversationId}/offer-requests`;
    expect((await call(ctx, 'POST', url, client, { description: 'x', serviceId: elsewhere.id })).status).toBe(
      404,
    );
    expect((await call(ctx, 'POST', url, client, { description: 'x', dueOn: '2020-01-01' })).status).toBe(
      400,
    );
  });
});

describe('a checkout that cannot start', () => {
  it('leaves no contract and the offer waiting again (503)', async () => {
    const off = await createTestContext({ env: { NODE_ENV: 'production' } });
    try {
      const [client, freelancer] = await Promise.all([createUser(off), createUser(off)]);
      const conversation = await createConversation(off, client, freelancer);
      const sent = await call(
        off,
        'POST',
        `/api/chat/conversations/${conversation.id}/offers`,
        freelancer,
        OFFER,
      );
      expect(sent.status).toBe(201);
      const res = await call(off, 'POST', `/api/offers/${sent.body.id}/accept`, client);
      expect(res.status).toBe(503);
      expect(await off.services.db.select().from(contracts).where(eq(contracts.clientId, client.id))).toEqual(
        [],
      );
      const [row] = await off.services.db
        .select()
        .from(customOffers)
        .where(and(eq(customOffers.id, sent.body.id)));
      expect(row).toMatchObject({ status: 'pending', contractId: null });
      expect(JSON.stringify((await call(off, 'GET', '/api/notifications', freelancer)).body)).not.toContain(
        'notifications:event.offer.accepted',
      );
    } finally {
      await off.close();
    }
  });
});
