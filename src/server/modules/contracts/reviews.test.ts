import type { ContractStatus } from '@shared/contract-machine';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, profiles, reviews, services } from '../../db/schema';
import { call, type Json } from '../../test/call';
import { createContract, createProject, createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { profileStats } from '../profiles/service';
import { REVIEW_BLIND_MS, revealDueReviews, reviewContract, reviewsForContract } from './reviews';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const DAY = 24 * 60 * 60 * 1000;

/**
 * A contract in a given state between two users, with no milestones: what these tests read is the
 * review machinery, which starts at a completed (or not) contract whatever made it so.
 */
const between = (client: TestUser, freelancer: TestUser, status: ContractStatus = 'completed') =>
  ({ client, freelancer, milestones: [], status }) as const;

async function storedRating(profileId: string) {
  const [p] = await ctx.services.db
    .select({ avg: profiles.ratingAvg, n: profiles.reviewCount })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return p!;
}

describe("the client's card on a project", () => {
  it('counts every contract the client completed, bought services too, so its reviews never outnumber it', async () => {
    const client = await createUser(ctx);
    const freelancer = await createUser(ctx);
    // Two bought services (no project) completed and reviewed by the freelancer, one still open.
    for (const status of ['completed', 'completed', 'in_progress'] as const) {
      const { contract } = await createContract(ctx.services.db, between(client, freelancer, status));
      if (status === 'completed')
        await ctx.services.db.insert(reviews).values({
          profileId: client.profileId,
          reviewerId: freelancer.id,
          contractId: contract.id,
          direction: 'freelancer_to_client',
          rating: 5,
          comment: 'A clear brief and quick answers.',
          visibleAt: new Date(0),
        });
    }
    const project = await createProject(ctx, client);
    const page = await call(ctx, 'GET', `/api/projects/${project.id}`);
    expect(page.status).toBe(200);
    expect(page.body.client).toMatchObject({ projectsPosted: 1, ordersCompleted: 2, reviewCount: 2 });
  });
});

describe('two-way reviews of a contract', () => {
  it('keeps the first review hidden from the other side and every public figure until the second arrives, then shows both', async () => {
    const client = await createUser(ctx, { name: 'Blind Client' });
    const freelancer = await createUser(ctx, { name: 'Blind Freelancer' });
    const stranger = await createUser(ctx);
    const { contract } = await createContract(ctx.services.db, between(client, freelancer));
    const url = `/api/contracts/${contract.id}/reviews`;

    expect((await call(ctx, 'POST', url, undefined, { rating: 5 })).status).toBe(401);
    expect((await call(ctx, 'POST', url, stranger, { rating: 5 })).status).toBe(404);
    const bad = await call(ctx, 'POST', url, client, { rating: 6 });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe('Please choose a rating from 1 to 5');
    const badTr = await call(ctx, 'POST', url, client, { rating: 0 }, { lang: 'tr' });
    expect(badTr.status).toBe(400);
    expect(badTr.body.error?.message).not.toBe('Please choose a rating from 1 to 5');

    const first = await call(ctx, 'POST', url, client, {
      rating: 4,
      comment: 'Lovely logo, delivered early.',
    });
    expect(first.status).toBe(201);
    expect(first.body.reviews).toEqual([
      expect.objectContaining({ direction: 'client_to_freelancer', rating: 4, visible: false }),
    ]);
    expect((await call(ctx, 'POST', url, client, { rating: 5 })).status).toBe(409);

    // The freelancer does not see it; no public figure counts it.
    expect(await reviewsForContract(ctx.services.db, contract, freelancer.id)).toEqual([]);
    expect((await call(ctx, 'GET', `/api/profiles/${freelancer.profileId}/reviews`)).body.items).toEqual([]);
    const [fp] = await ctx.services.db.select().from(profiles).where(eq(profiles.id, freelancer.profileId));
    expect(await profileStats(ctx.services.db, fp!)).toMatchObject({ averageRating: null, reviewCount: 0 });
    expect(await storedRating(freelancer.profileId)).toMatchObject({ n: 0 });
    // The freelancer is told a review waits, without its rating.
    const told = await ctx.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, freelancer.id));
    expect(told.map((n) => (n.data as { key: string }).key)).toContain('notifications:event.reviewWaiting');
    expect(told.some((n) => n.description.includes('4 out of 5'))).toBe(false);

    const second = await call(ctx, 'POST', url, freelancer, {
      rating: 5,
      comment: 'Clear brief, quick answers.',
    });
    expect(second.status).toBe(201);
    expect(second.body.reviews).toEqual([
      expect.objectContaining({ direction: 'client_to_freelancer', rating: 4, visible: true }),
      expect.objectContaining({ direction: 'freelancer_to_client', rating: 5, visible: true }),
    ]);
    expect((await call(ctx, 'POST', url, freelancer, { rating: 5 })).status).toBe(409);

    const list = (await call(ctx, 'GET', `/api/profiles/${freelancer.profileId}/reviews`)).body
      .items as Json[];
    expect(list).toEqual([expect.objectContaining({ rating: 4, comment: 'Lovely logo, delivered early.' })]);
    expect(await profileStats(ctx.services.db, fp!)).toMatchObject({ averageRating: 4, reviewCount: 1 });
    expect(await storedRating(freelancer.profileId)).toMatchObject({ avg: 4, n: 1 });
    // The client's own rating as a freelancer is untouched; the review of them as a client
    // is not a freelancer rating.
    expect(await storedRating(client.profileId)).toMatchObject({ n: 0 });

    // The client's card on a project they post shows what the freelancer wrote of them.
    const posted = await call(ctx, 'POST', '/api/projects', client, {
      title: 'Another logo for my second shop',
      description: 'A modern, simple logo for a second coffee shop in Istanbul, with two variants.',
      budget: 250,
      category: 'graphic-design',
      dueDate: new Date(Date.now() + 10 * DAY).toISOString(),
    });
    const card = (await call(ctx, 'GET', `/api/projects/${posted.body.id}`)).body.client as Json;
    expect(card).toMatchObject({ rating: 5, reviewCount: 1 });
  });

  it('refuses a review before completion (409) and shows a lone review after 14 days', async () => {
    const client = await createUser(ctx);
    const freelancer = await createUser(ctx);
    const { contract: open } = await createContract(
      ctx.services.db,
      between(client, freelancer, 'in_progress'),
    );
    const refused = await call(ctx, 'POST', `/api/contracts/${open.id}/reviews`, client, { rating: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('CONTRACT_WRONG_STATE');

    const completedAt = new Date(Date.now() - DAY);
    const { contract: done } = await createContract(ctx.services.db, {
      ...between(client, freelancer),
      fields: { completedAt },
    });
    await reviewContract(ctx.services.db, {
      contractId: done.id,
      actorId: client.id,
      rating: 2,
      comment: 'Late and sloppy.',
    });
    const [row] = await ctx.services.db.select().from(reviews).where(eq(reviews.contractId, done.id));
    // Hidden until completion + 14 days.
    expect(row!.visibleAt.getTime()).toBe(completedAt.getTime() + REVIEW_BLIND_MS);
    const beforeDay14 = new Date(completedAt.getTime() + 13 * DAY);
    expect(await reviewsForContract(ctx.services.db, done, freelancer.id, beforeDay14)).toEqual([]);
    expect(await reviewsForContract(ctx.services.db, done, client.id, beforeDay14)).toEqual([
      expect.objectContaining({ visible: false }),
    ]);
    const afterDay14 = new Date(completedAt.getTime() + 15 * DAY);
    expect(await reviewsForContract(ctx.services.db, done, freelancer.id, afterDay14)).toEqual([
      expect.objectContaining({ rating: 2, visible: true }),
    ]);
    // Fourteen days pass (the row is aged without its trigger, as time would leave it): the
    // stored discovery rating follows once the contract job reveals due reviews, once.
    await ctx.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(reviews)
        .set({ visibleAt: new Date(Date.now() - 60_000) })
        .where(eq(reviews.id, row!.id));
    });
    expect(await storedRating(freelancer.profileId)).toMatchObject({ n: 0 });
    expect(await revealDueReviews(ctx.services.db, new Date())).toBe(1);
    expect(await revealDueReviews(ctx.services.db, new Date())).toBe(0);
    expect(await storedRating(freelancer.profileId)).toMatchObject({ avg: 2, n: 1 });
  });

  it('lets the reviewed side answer a visible review once, publicly; nobody else', async () => {
    const client = await createUser(ctx);
    const freelancer = await createUser(ctx);
    const stranger = await createUser(ctx);
    const { contract } = await createContract(ctx.services.db, between(client, freelancer));
    const first = await call(ctx, 'POST', `/api/contracts/${contract.id}/reviews`, client, {
      rating: 3,
      comment: 'Ok.',
    });
    const reviewId = (first.body.reviews as { id: string }[])[0]!.id;
    const url = `/api/contracts/${contract.id}/reviews/${reviewId}/reply`;
    // Hidden from the freelancer for now: it does not exist for them.
    expect((await call(ctx, 'POST', url, freelancer, { reply: 'Thank you!' })).status).toBe(404);
    await call(ctx, 'POST', `/api/contracts/${contract.id}/reviews`, freelancer, { rating: 5 });

    expect((await call(ctx, 'POST', url, undefined, { reply: 'Hi' })).status).toBe(401);
    expect((await call(ctx, 'POST', url, stranger, { reply: 'Hi' })).status).toBe(404);
    expect((await call(ctx, 'POST', url, client, { reply: 'Answering myself' })).status).toBe(403);
    expect((await call(ctx, 'POST', url, freelancer, { reply: '   ' })).status).toBe(400);
    expect(
      (
        await call(ctx, 'POST', `/api/contracts/${contract.id}/reviews/not-a-uuid/reply`, freelancer, {
          reply: 'x',
        })
      ).status,
    ).toBe(404);
    const answered = await call(ctx, 'POST', url, freelancer, { reply: 'Thank you, glad it worked out.' });
    expect(answered.status).toBe(200);
    expect(answered.body.reviews).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: reviewId, reply: 'Thank you, glad it worked out.' }),
      ]),
    );
    const again = await call(ctx, 'POST', url, freelancer, { reply: 'Once more' });
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('ALREADY_REPLIED');
    const list = (await call(ctx, 'GET', `/api/profiles/${freelancer.profileId}/reviews`)).body
      .items as Json[];
    expect(list[0]).toMatchObject({ reply: 'Thank you, glad it worked out.' });
    const [n] = await ctx.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.id), eq(notifications.type, 'review')));
    expect(n).toBeDefined();
  });
});

describe('service reviews', () => {
  it("lists the visible client reviews of a service's orders with their package and average", async () => {
    const client = await createUser(ctx, { name: 'Ordering Client' });
    const other = await createUser(ctx);
    const freelancer = await createUser(ctx);
    const [service] = await ctx.services.db
      .insert(services)
      .values({
        profileId: freelancer.profileId,
        category: 'graphic-design',
        subcategory: 'Logo Design',
        header: 'I will design a modern logo',
        explanation: 'A modern logo with two variants and the source files, delivered in five days.',
        pricing: 'Basic 50 USD, standard 120 USD, premium 250 USD',
      })
      .returning();
    const { contract: a } = await createContract(ctx.services.db, {
      ...between(client, freelancer),
      fields: { serviceId: service!.id, packageTier: 'standard' },
    });
    const { contract: b } = await createContract(ctx.services.db, {
      ...between(other, freelancer),
      fields: { serviceId: service!.id, packageTier: 'premium' },
    });
    const url = `/api/services/${service!.id}/reviews`;
    expect((await call(ctx, 'GET', url)).body).toEqual({ items: [], average: null, count: 0 });

    await call(ctx, 'POST', `/api/contracts/${a.id}/reviews`, client, { rating: 5, comment: 'Superb.' });
    await call(ctx, 'POST', `/api/contracts/${b.id}/reviews`, other, { rating: 2, comment: 'Meh.' });
    // Both still hidden.
    expect((await call(ctx, 'GET', url)).body).toMatchObject({ count: 0 });
    await call(ctx, 'POST', `/api/contracts/${a.id}/reviews`, freelancer, { rating: 4 });
    const listed = (await call(ctx, 'GET', url)).body;
    expect(listed).toMatchObject({ count: 1, average: 5 });
    expect(listed.items).toEqual([
      expect.objectContaining({
        rating: 5,
        comment: 'Superb.',
        packageTier: 'standard',
        reviewer: expect.objectContaining({ name: 'Ordering Client' }),
      }),
    ]);
    expect(
      (await call(ctx, 'GET', '/api/services/00000000-0000-0000-0000-000000000000/reviews')).status,
    ).toBe(404);
    expect((await call(ctx, 'GET', '/api/services/nope/reviews')).status).toBe(404);
  });
});

describe('profile figures from contracts', () => {
  it('counts completed and cancelled contracts, repeat clients, and keeps reviews from before contracts', async () => {
    const freelancer = await createUser(ctx);
    const repeat = await createUser(ctx);
    const once = await createUser(ctx);
    await createContract(ctx.services.db, between(repeat, freelancer));
    await createContract(ctx.services.db, between(repeat, freelancer, 'in_progress'));
    await createContract(ctx.services.db, between(once, freelancer));
    await createContract(ctx.services.db, between(once, freelancer, 'awaiting_payment'));
    await createContract(ctx.services.db, between(await createUser(ctx), freelancer, 'cancelled'));
    // A review written before contracts (no contract, visible since written).
    await ctx.services.db
      .insert(reviews)
      .values({ profileId: freelancer.profileId, reviewerId: once.id, rating: 3, comment: 'Old times.' });
    const page = await call(ctx, 'GET', `/api/profiles/${freelancer.profileId}`);
    expect(page.status).toBe(200);
    expect(page.body.stats).toMatchObject({
      projectsCompleted: 2,
      canceledWorks: 1,
      successRate: 67,
      repeatedWorks: 1,
      averageRating: 3,
      reviewCount: 1,
    });
  });
});
