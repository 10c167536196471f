import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from './db/schema';
import { pageDataPaths } from './modules/site/page-data';
import { pageReader } from './page-reads';
import { call } from './test/call';
import { createProject, createService, createUser, updateProfile } from './test/factories';
import { createTestContext, type TestContext } from './test/harness';

// A page's first answers are read by calling the modules directly (page-reads.ts): each must be
// exactly the answer the API gives an anonymous visitor, status and body, for every path a page asks.

let ctx: TestContext;
let freelancerProfileId: string;
let serviceId: string;
let projectId: string;
let hiddenProfileId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const freelancer = await createUser(ctx, { name: 'Deniz Kaya' });
  await updateProfile(ctx, freelancer, { title: 'Logo designer', skills: ['logo', 'branding'] });
  const service = await createService(ctx, freelancer, {}, [{}, {}, {}]);
  serviceId = service.id;
  freelancerProfileId = freelancer.profileId;
  const client = await createUser(ctx, { name: 'Elif Şahin' });
  projectId = (await createProject(ctx, client)).id;
  await ctx.services.db.insert(reviews).values({
    profileId: freelancer.profileId,
    reviewerId: client.id,
    serviceId,
    rating: 5,
    comment: 'Quick, clear and exactly what we asked for.',
  });
  const hidden = await createUser(ctx, { name: 'Hidden Seller' });
  await createService(ctx, hidden, {}, [{}]);
  await updateProfile(ctx, hidden, { profileVisible: false });
  hiddenProfileId = hidden.profileId;
});
afterAll(() => ctx.close());

/** Every API path the pages ask first, for the paths given (site/page-data.ts). */
function pathsOf(...pages: string[]): string[] {
  const all = pages.flatMap((page) => {
    const url = new URL(page, 'http://x');
    return pageDataPaths(url.pathname, url.searchParams);
  });
  return [...new Set(all)].filter((path) => path !== '/api/auth/get-session');
}

describe("a page's first answers read directly", () => {
  it('are the answers the API gives an anonymous visitor, on every page that has them', async () => {
    const missing = '00000000-0000-0000-0000-000000000000';
    const paths = pathsOf(
      '/',
      '/projects',
      '/services',
      `/projects/${projectId}`,
      `/profile/${freelancerProfileId}`,
      `/services/${serviceId}`,
      `/projects/${missing}`,
      `/services/${missing}`,
      `/profile/${missing}`,
      '/services/not-an-id',
      `/profile/${hiddenProfileId}`,
    );
    expect(paths.length).toBeGreaterThan(12);
    for (const lang of ['en', 'tr']) {
      const read = pageReader(ctx.services);
      for (const path of paths) {
        const direct = read(path);
        expect(direct, path).not.toBeNull();
        const api = await call(ctx, 'GET', path, null, undefined, { lang });
        const mine = await direct!;
        expect({ path, status: mine.status }).toEqual({ path, status: api.status });
        if (api.status === 200) expect(JSON.parse(JSON.stringify(mine.body)), path).toEqual(api.body);
      }
    }
  });

  it('shows what the fixture holds: a service with its review, a profile with its service', async () => {
    const read = pageReader(ctx.services);
    const reviewsAnswer = (await read(`/api/services/${serviceId}/reviews`)!).body as {
      count: number;
      items: { rating: number }[];
    };
    expect(reviewsAnswer.count).toBe(1);
    expect(reviewsAnswer.items[0]!.rating).toBe(5);
    const services = (await read(`/api/profiles/${freelancerProfileId}/services`)!).body as {
      items: { id: string }[];
    };
    expect(services.items.map((s) => s.id)).toEqual([serviceId]);
    // A hidden profile is hidden from the public, as the API says.
    expect((await read(`/api/profiles/${hiddenProfileId}`)!).status).toBe(404);
  });

  it('leaves a path it has no direct read of, or a query it does not know, to the app', () => {
    const read = pageReader(ctx.services);
    expect(read('/api/blog/some-post')).toBeNull();
    expect(read('/api/projects?page=1&q=logo')).toBeNull();
    expect(read('/api/search?kind=services&q=logo')).toBeNull();
    expect(read('/api/search?kind=projects')).toBeNull();
    expect(read('/api/freelancers/featured?limit=99')).toBeNull();
    expect(read('/api/auth/get-session')).toBeNull();
  });
});
