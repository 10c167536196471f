import { MILESTONE } from '@shared/contract-machine';
import type { ServiceReviewList } from '@shared/schemas/contract';
import type { FreelancerPage } from '@shared/schemas/discovery';
import type { ProfilePage } from '@shared/schemas/profile';
import type { SearchResult } from '@shared/schemas/search';
import type { PublicService } from '@shared/schemas/service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call';
import { createContract, createService, createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { reviewContract } from '../contracts/reviews';

/*
 * Figures that agree (issue 29, item 3; decision 127): a seller's profile, their service's page,
 * its reviews and every card read the same orders and reviews, and a seller without a completed
 * order is 'new' in every answer.
 */

let ctx: TestContext;
let seller: TestUser;
let newcomer: TestUser;
let serviceId: string;
let otherServiceId: string;
let newServiceId: string;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  seller = await createUser(ctx, { name: 'Figures Seller', profile: { hourlyRateCents: 5_000 } });
  newcomer = await createUser(ctx, { name: 'Figures Newcomer', profile: { hourlyRateCents: 5_000 } });
  const buyers = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
  const header = { header: 'Figures agree on this logo service', subcategory: 'logo-design' };
  serviceId = (await createService(ctx, seller, header, [{}])).id;
  otherServiceId = (await createService(ctx, seller, { header: 'Figures agree on this second one' }, [{}]))
    .id;
  newServiceId = (await createService(ctx, newcomer, { header: 'Figures of a newcomer service' }, [{}])).id;
  const db = ctx.services.db;
  // Four completed orders (one client twice), three reviewed; one cancelled.
  const done = async (buyer: TestUser, service: string, rating: number | null) => {
    const { contract } = await createContract(db, {
      client: buyer,
      freelancer: seller,
      milestones: [MILESTONE.released],
      fields: { serviceId: service, completedAt: new Date(Date.now() - 20 * DAY) },
    });
    if (rating !== null) await reviewContract(db, { contractId: contract.id, actorId: buyer.id, rating });
  };
  await done(buyers[0]!, serviceId, 5);
  await done(buyers[0]!, serviceId, 4);
  await done(buyers[1]!, otherServiceId, 3);
  await done(buyers[2]!, otherServiceId, null);
  await createContract(db, {
    client: buyers[2]!,
    freelancer: seller,
    milestones: [MILESTONE.refunded],
    fields: { serviceId },
  });
});
afterAll(async () => {
  await ctx.close();
});

async function get<T>(path: string): Promise<T> {
  const res = await call(ctx, 'GET', path);
  expect(res.status, path).toBe(200);
  return res.body as T;
}

describe('figures that agree', () => {
  it("a seller's profile counts are their orders and reviews; the service pages and cards say the same", async () => {
    const { stats } = await get<ProfilePage>(`/api/profiles/${seller.profileId}`);
    // The reviews are public (out of their blind period: completed 20 days ago).
    expect(stats).toMatchObject({
      averageRating: 4,
      reviewCount: 3,
      projectsCompleted: 4,
      canceledWorks: 1,
      successRate: 80,
      repeatedWorks: 2,
      isNew: false,
    });
    const reviews = [
      await get<ServiceReviewList>(`/api/services/${serviceId}/reviews`),
      await get<ServiceReviewList>(`/api/services/${otherServiceId}/reviews`),
    ];
    // Every public review of the seller is a review of one of their services' orders.
    expect(reviews.reduce((n, r) => n + r.count, 0)).toBe(stats.reviewCount);
    const page = await get<PublicService>(`/api/services/${serviceId}`);
    expect(page.seller).toMatchObject({
      completedCount: stats.projectsCompleted,
      reviewCount: stats.reviewCount,
      rating: stats.averageRating,
      isNew: false,
    });
    const found = await get<SearchResult>(`/api/search?q=${encodeURIComponent('Figures Seller')}`);
    const card = found.items.find((i) => 'userId' in i && i.userId === seller.id);
    expect(card).toMatchObject({
      completedCount: 4,
      reviewCount: stats.reviewCount,
      rating: stats.averageRating,
    });
    const services = await get<SearchResult>(
      `/api/search?kind=services&q=${encodeURIComponent('Figures agree')}`,
    );
    const ours = services.items.filter((s) => 'seller' in s && s.seller.profileId === seller.profileId);
    expect(ours).toHaveLength(2);
    for (const s of ours)
      if ('seller' in s)
        expect(s.seller).toMatchObject({ completedCount: 4, reviewCount: stats.reviewCount });
    const listed = await get<FreelancerPage>(`/api/freelancers?q=${encodeURIComponent('Figures Seller')}`);
    expect(listed.items.find((f) => f.userId === seller.id)).toMatchObject({ completedCount: 4 });
  });

  it("a seller without a completed order is 'new' in every answer", async () => {
    const { stats } = await get<ProfilePage>(`/api/profiles/${newcomer.profileId}`);
    expect(stats).toMatchObject({ projectsCompleted: 0, reviewCount: 0, isNew: true });
    const page = await get<PublicService>(`/api/services/${newServiceId}`);
    expect(page.seller).toMatchObject({ completedCount: 0, isNew: true, rating: null });
    const found = await get<SearchResult>(`/api/search?q=${encodeURIComponent('Figures Newcomer')}`);
    expect(found.items.find((i) => 'userId' in i && i.userId === newcomer.id)).toMatchObject({
      completedCount: 0,
      rating: null,
    });
  });
});
