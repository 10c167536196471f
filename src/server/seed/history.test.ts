import { CONTRACT } from '@shared/contract-machine';
import type { ServiceReviewList } from '@shared/schemas/contract';
import type { ProfilePage } from '@shared/schemas/profile';
import type { PublicService } from '@shared/schemas/service';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contracts,
  conversations,
  ledgerTransactions,
  notifications,
  profiles,
  reviews,
  services,
  user,
} from '../db/schema';
import { call } from '../test/call';
import { createTestContext, type TestContext } from '../test/harness';
import { seedDemo } from '.';
import { HISTORY_CLIENTS, planHistory } from './history';
import { emailFor, SEED_FREELANCERS } from './marketplace';

/*
 * The demo's history (issue 29, item 3: figures that agree): every review of a demo service comes
 * from a completed order of that service, and every figure a page shows counts those rows.
 */

const DAY = 24 * 60 * 60 * 1000;

describe('the plan of the history', () => {
  const now = Date.UTC(2026, 10, 27, 12);
  const plan = planHistory(now);

  it('gives each seller one reviewed order per rating, after they joined and their service existed', () => {
    for (const [i, f] of SEED_FREELANCERS.entries()) {
      const mine = plan.orders.filter((o) => o.seller === i);
      expect(
        mine.filter((o) => o.outcome === 'reviewed').map((o) => o.rating),
        f.name,
      ).toEqual(f.ratings);
      for (const o of mine) {
        expect(o.orderedAt).toBeGreaterThan(plan.serviceDates[i]![o.service]! + DAY);
        expect(o.orderedAt).toBeGreaterThan(plan.buyerSince[o.buyer]! + DAY);
        expect(plan.serviceDates[i]![o.service]!).toBeGreaterThan(plan.sellerSince[i]!);
        // Delivered, accepted and reviewed before today (the longest package is ten days).
        expect(o.orderedAt).toBeLessThan(now - 14 * DAY);
      }
      if (f.ratings.length === 0) continue;
      // The response time has its sample: three clients new to the seller wrote in the last 90 days.
      const recentFirsts = mine.filter((o) => o.firstContact && o.orderedAt > now - 85 * DAY);
      expect(new Set(recentFirsts.map((o) => o.buyer)).size, f.name).toBeGreaterThanOrEqual(3);
    }
  });

  it('spreads the sellers over two years, and the orders with them', () => {
    const joined = plan.sellerSince.filter((_, i) => SEED_FREELANCERS[i]!.ratings.length > 0);
    expect(Math.min(...joined)).toBeLessThan(now - 600 * DAY);
    expect(Math.max(...joined)).toBeGreaterThan(now - 300 * DAY);
    const dates = plan.orders.map((o) => o.orderedAt);
    expect(Math.min(...dates)).toBeLessThan(now - 540 * DAY);
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    // Some clients come back; some orders end cancelled; some completed orders are not reviewed.
    expect(plan.orders.some((o) => !o.firstContact)).toBe(true);
    expect(plan.orders.some((o) => o.outcome === 'cancelled')).toBe(true);
    expect(plan.orders.some((o) => o.outcome === 'completed')).toBe(true);
  });
});

describe('the demo history on a database', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDemo(ctx.services);
  }, 600_000);
  afterAll(async () => {
    await ctx?.close();
  });

  async function get<T>(path: string): Promise<T> {
    const res = await call(ctx, 'GET', path);
    expect(res.status, path).toBe(200);
    return res.body as T;
  }

  async function sellerRows() {
    return ctx.services.db
      .select({
        userId: profiles.userId,
        profileId: profiles.id,
        name: profiles.name,
        since: profiles.createdAt,
      })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(
        inArray(
          user.email,
          SEED_FREELANCERS.map((f) => emailFor(f.name)),
        ),
      );
  }

  it('every review of a demo service comes from a completed order of that service', async () => {
    const { db } = ctx.services;
    const sellers = await sellerRows();
    const written = await db
      .select({ review: reviews, contract: contracts })
      .from(reviews)
      .leftJoin(contracts, eq(contracts.id, reviews.contractId))
      .where(
        inArray(
          reviews.profileId,
          sellers.map((s) => s.profileId),
        ),
      );
    expect(written.length).toBeGreaterThan(80);
    for (const { review, contract } of written) {
      expect(contract, review.id).not.toBeNull();
      expect(contract!.status).toBe(CONTRACT.completed);
      expect(review.serviceId).toBe(contract!.serviceId);
      expect(review.reviewerId).toBe(contract!.clientId);
      expect(review.createdAt.getTime()).toBeGreaterThan(contract!.completedAt!.getTime());
    }
    // No demo review stands without an order.
    const orderless = await db.select().from(reviews).where(isNull(reviews.contractId));
    expect(orderless).toEqual([]);
  });

  it("each seller's page, service pages and cards count the same orders and reviews", async () => {
    const { db } = ctx.services;
    for (const s of await sellerRows()) {
      const { stats, createdAt } = await get<ProfilePage>(`/api/profiles/${s.profileId}`);
      const sold = await db.select().from(contracts).where(eq(contracts.freelancerId, s.userId));
      const completed = sold.filter((c) => c.status === CONTRACT.completed);
      expect(stats.projectsCompleted, s.name).toBe(completed.length);
      expect(stats.canceledWorks, s.name).toBe(sold.filter((c) => c.status === CONTRACT.cancelled).length);
      expect(stats.isNew, s.name).toBe(completed.length === 0);
      const own = await db
        .select({ id: services.id })
        .from(services)
        .where(eq(services.profileId, s.profileId));
      let serviceReviews = 0;
      for (const { id } of own)
        serviceReviews += (await get<ServiceReviewList>(`/api/services/${id}/reviews`)).count;
      expect(serviceReviews, s.name).toBe(stats.reviewCount);
      const page = await get<PublicService>(`/api/services/${own[0]!.id}`);
      expect(page.seller, s.name).toMatchObject({
        completedCount: stats.projectsCompleted,
        reviewCount: stats.reviewCount,
        rating: stats.averageRating,
        isNew: stats.isNew,
        memberSince: createdAt,
      });
      if (completed.length > 0) {
        // Replies are timed from the conversations before the orders.
        expect(stats.responseSeconds, s.name).not.toBeNull();
        // A member since before their first order.
        const first = Math.min(...sold.map((c) => c.createdAt.getTime()));
        expect(new Date(createdAt).getTime(), s.name).toBeLessThan(first);
      } else {
        expect(stats).toMatchObject({ reviewCount: 0, responseSeconds: null, isNew: true });
      }
    }
  });

  it('dates the history over two years, its ledger in date order and balanced, its notifications seen', async () => {
    const { db } = ctx.services;
    const buyers = await db
      .select({ id: user.id })
      .from(user)
      .where(
        inArray(
          user.email,
          HISTORY_CLIENTS.map((c) => emailFor(c.name)),
        ),
      );
    const buyerIds = buyers.map((b) => b.id);
    // The history's orders: its clients' orders of the demo's sellers (the demo freelancer's are seed/orders.ts').
    const sellers = (await sellerRows()).map((r) => r.userId);
    const orders = await db
      .select()
      .from(contracts)
      .where(and(inArray(contracts.clientId, buyerIds), inArray(contracts.freelancerId, sellers)));
    const created = orders.map((c) => c.createdAt.getTime());
    expect(Math.min(...created)).toBeLessThan(Date.now() - 540 * DAY);
    expect(Math.max(...created)).toBeGreaterThan(Date.now() - 60 * DAY);
    // Receipt numbers rise with the dates: the steps ran in date order on the app clock.
    const money = await db
      .select({ seq: ledgerTransactions.seq, at: ledgerTransactions.createdAt })
      .from(ledgerTransactions)
      .where(
        inArray(
          ledgerTransactions.contractId,
          orders.map((c) => c.id),
        ),
      )
      .orderBy(asc(ledgerTransactions.seq));
    expect(money.length).toBeGreaterThan(150);
    // (Within a minute: a step takes real time on its moved clock, longer on a busy machine, so
    // two steps planned seconds apart may record their rows a little out of order.)
    const times = money.map((m) => m.at.getTime());
    const late = times.filter((t, i) => i > 0 && t < Math.max(...times.slice(0, i)) - 60_000);
    expect(late).toEqual([]);
    const total = await db.execute(sql`select coalesce(sum(amount_cents), 0)::text as s from ledger_entries`);
    const rows =
      (total as unknown as { rows?: { s: string }[] }).rows ?? (total as unknown as { s: string }[]);
    expect(Number(rows[0]!.s)).toBe(0);
    const unseen = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, buyerIds),
          or(eq(notifications.read, false), isNull(notifications.emailedAt)),
        ),
      );
    expect(unseen).toEqual([]);
  });

  it('makes nothing twice when the seed runs again', async () => {
    const { db } = ctx.services;
    const census = async () => ({
      contracts: (await db.select({ n: sql<number>`count(*)::int` }).from(contracts))[0]!.n,
      reviews: (await db.select({ n: sql<number>`count(*)::int` }).from(reviews))[0]!.n,
      conversations: (await db.select({ n: sql<number>`count(*)::int` }).from(conversations))[0]!.n,
    });
    const before = await census();
    await seedDemo(ctx.services, { force: true });
    expect(await census()).toEqual(before);
  }, 600_000);
});
