import { subcategoriesOf } from '@shared/taxonomy';
import { FOLD_FROM } from '@shared/text';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appState, blogPosts, profiles, reviews, services, user } from '../../db/schema';
import { seedDemo } from '../../seed';
import { SEED_FREELANCERS } from '../../seed/marketplace';
import { call } from '../../test/call';
import { createUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { SEARCH_COUNT_LIMIT, searchFreelancerCards } from './service';

interface Card {
  profileId: string;
  userId: string;
  name: string;
  title: string | null;
  location: string | null;
  skills: string[];
  hourlyRate: number | null;
  rating: number | null;
  reviewCount: number;
  avatarUrl: string | null;
}
interface Page {
  items: Card[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

let ctx: TestContext;

async function search(query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await call(ctx, 'GET', `/api/freelancers?${params}`);
  expect(res.status).toBe(200);
  return res.body as Page;
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.services);
});
afterAll(async () => {
  await ctx?.close();
});

describe('demo marketplace seed', () => {
  it('is skipped on a database where the same seed was applied, and runs when the seed differs', async () => {
    const countPosts = async () =>
      (await ctx.services.db.select({ n: sql<number>`count(*)::int` }).from(blogPosts))[0]!.n;
    const posts = await countPosts();
    expect(posts).toBeGreaterThan(0);
    await ctx.services.db.delete(blogPosts).where(eq(blogPosts.language, 'tr'));
    const withoutTurkish = await countPosts();
    expect(withoutTurkish).toBe(posts / 2);
    // Same fingerprint: nothing runs, the deleted rows stay deleted.
    await seedDemo(ctx.services);
    expect(await countPosts()).toBe(withoutTurkish);
    // Another fingerprint (the seed changed since): every step runs and restores them.
    await ctx.services.db
      .update(appState)
      .set({ value: 'an older seed' })
      .where(eq(appState.key, 'seed:demo'));
    await seedDemo(ctx.services);
    expect(await countPosts()).toBe(posts);
  });

  it('creates at least 24 freelancers over the six categories, and running it again adds nothing', async () => {
    const first = await search({ pageSize: 50 });
    expect(first.total).toBeGreaterThanOrEqual(24);
    const [before] = await ctx.services.db.select({ n: sql<number>`count(*)::int` }).from(services);
    await seedDemo(ctx.services, { force: true });
    const [after] = await ctx.services.db.select({ n: sql<number>`count(*)::int` }).from(services);
    expect(after!.n).toBe(before!.n);
    expect((await search({ pageSize: 50 })).total).toBe(first.total);
    const named = await ctx.services.db
      .select({ email: user.email, name: profiles.name, accountName: user.name })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(inArray(user.email, ['client@demo.test', 'freelancer@demo.test']));
    expect(named.every((r) => r.accountName === r.name)).toBe(true);
    expect(Object.fromEntries(named.map((r) => [r.email, r.name]))).toEqual({
      'client@demo.test': 'Demo Client',
      'freelancer@demo.test': 'Demo Freelancer',
    });
    for (const id of [
      'graphic-design',
      'web-advertisement',
      'writing-translation',
      'video-animation',
      'sound-music',
      'software-tech',
    ]) {
      const res = await call(ctx, 'GET', `/api/categories/${id}/freelancers`);
      const body = res.body as Page;
      expect(body.total).toBeGreaterThanOrEqual(4);
    }
  });

  it('serves the generated avatars as PNG images with nosniff', async () => {
    const featured = await call(ctx, 'GET', '/api/freelancers/featured');
    const { items } = featured.body as { items: Card[] };
    const res = await call(ctx, 'GET', items[0]!.avatarUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = res.bytes;
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });
});

describe('GET /api/freelancers/featured', () => {
  it('lists the best rated freelancers first, with hourly rates between 45 and 80', async () => {
    const res = await call(ctx, 'GET', '/api/freelancers/featured');
    const { items } = res.body as { items: Card[] };
    expect(items).toHaveLength(6);
    const ratings = items.map((i) => i.rating ?? 0);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    for (const item of items) {
      expect(item.reviewCount).toBeGreaterThan(0);
      expect(item.hourlyRate).toBeGreaterThanOrEqual(45);
      expect(item.hourlyRate).toBeLessThanOrEqual(80);
    }
  });
});

describe('GET /api/freelancers', () => {
  it("matches names with Turkish case rules: 'ISIK' finds 'Can Işık'", async () => {
    const { items } = await search({ q: 'ISIK' });
    expect(items.map((i) => i.name)).toContain('Can Işık');
  });

  it("matches locations: 'istanbul' finds every freelancer in İstanbul", async () => {
    const { items, total } = await search({ q: 'istanbul', pageSize: 50 });
    const expected = SEED_FREELANCERS.filter((f) => f.location.startsWith('İstanbul')).length;
    expect(total).toBe(expected);
    expect(items.every((i) => i.location?.startsWith('İstanbul'))).toBe(true);
  });

  it('matches titles and skills case-insensitively', async () => {
    // Every word matching ranks first; people matching one word follow (decision 117).
    expect((await search({ q: 'motion DESIGNER' })).items[0]?.name).toBe('Can Işık');
    expect((await search({ q: 'woocommerce' })).items.map((i) => i.name)).toEqual(['Jonas Lindberg']);
  });

  it('finds a profile by its new name after the name changes', async () => {
    const user = await createUser(ctx, { profile: { hourlyRateCents: 5000, name: 'Before Wqz' } });
    await ctx.services.db.update(profiles).set({ name: 'Ömer Wqy' }).where(eq(profiles.id, user.profileId));
    expect((await search({ q: 'wqz' })).total).toBe(0);
    expect((await search({ q: 'OMER WQY' })).items.map((i) => i.profileId)).toEqual([user.profileId]);
  });

  it('matches words in any order across fields, as /search does', async () => {
    // The substring search this replaced found nothing here.
    expect((await search({ q: 'Brand Şahin' })).items[0]?.name).toBe('Elif Şahin');
    expect((await search({ q: 'logo tasarımı' })).items.map((i) => i.name)).toContain('Elif Şahin');
    expect((await search({ q: 'çeviri' })).items.map((i) => i.name)).toContain('Ayşe Yıldız');
  });

  it('counts all matches and pages through them; a page beyond the end is empty', async () => {
    const all = await search({ q: 'türkiye', pageSize: 50 });
    expect(all.total).toBe(all.items.length);
    const p1 = await search({ q: 'türkiye', pageSize: 5, page: 1 });
    const p2 = await search({ q: 'türkiye', pageSize: 5, page: 2 });
    expect(p1.total).toBe(all.total);
    expect(p1.items).toHaveLength(5);
    expect(p2.items.map((i) => i.profileId)).toEqual(all.items.slice(5, 10).map((i) => i.profileId));
    const beyond = await search({ q: 'türkiye', pageSize: 5, page: 1000 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(all.total);
  });

  it('stops counting at the limit: a capped total, and the pages after it still come', async () => {
    const query = { q: 'türkiye', sort: 'rating' as const };
    const all = await search({ ...query, pageSize: 50 });
    expect(all.totalCapped).toBe(false);
    expect(all.total).toBeGreaterThan(8);
    const db = ctx.services.db;
    const p1 = await searchFreelancerCards(db, { ...query, page: 1, pageSize: 2 }, { countLimit: 3 });
    expect(p1).toMatchObject({ total: 3, totalCapped: true });
    expect(p1.items.map((i) => i.profileId)).toEqual(all.items.slice(0, 2).map((i) => i.profileId));
    // Counting goes on to the end of the requested page, so the page is full and has a next one.
    const p4 = await searchFreelancerCards(db, { ...query, page: 4, pageSize: 2 }, { countLimit: 3 });
    expect(p4).toMatchObject({ total: 8, totalCapped: true });
    expect(p4.items.map((i) => i.profileId)).toEqual(all.items.slice(6, 8).map((i) => i.profileId));
    // Near the end the count is exact again; beyond it the page is empty.
    const last = Math.ceil(all.total / 2);
    const end = await searchFreelancerCards(db, { ...query, page: last, pageSize: 2 }, { countLimit: 3 });
    expect(end).toMatchObject({ total: all.total, totalCapped: false });
    const beyond = await searchFreelancerCards(
      db,
      { ...query, page: last + 1, pageSize: 2 },
      { countLimit: 3 },
    );
    expect(beyond).toMatchObject({ items: [], total: all.total, totalCapped: false });
  });

  it(`answers ${SEARCH_COUNT_LIMIT}+ for a search with more matches than that`, async () => {
    const db = ctx.services.db;
    const n = SEARCH_COUNT_LIMIT + 1;
    await db.execute(sql`insert into "user" (id, name, email)
      select 'many-' || g, 'Many ' || g, 'many' || g || '@example.test' from generate_series(1, ${n}) g`);
    await db.execute(sql`insert into profiles (user_id, name, title, hourly_rate_cents)
      select 'many-' || g, 'Many Qxw ' || g, 'Tester', 6000 from generate_series(1, ${n}) g`);
    try {
      const first = await search({ q: 'qxw' });
      expect(first).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalCapped: true });
      expect(first.items).toHaveLength(12);
      // The page that reaches past the limit counts on to its end: 1,001 exactly.
      const lastPage = Math.ceil(n / 12);
      const last = await search({ q: 'qxw', page: lastPage });
      expect(last).toMatchObject({ total: n, totalCapped: false });
      expect(last.items).toHaveLength(n - (lastPage - 1) * 12);
      expect((await search({ q: 'qxw', page: lastPage + 1 })).items).toEqual([]);
    } finally {
      await db.execute(sql`delete from "user" where id like 'many-%'`);
    }
  });

  it('filters by category and hourly rate range and sorts by rate', async () => {
    const byRate = await search({ category: 'software-tech', sort: 'rate', minRate: 80, maxRate: 110 });
    expect(byRate.items.map((i) => i.hourlyRate)).toEqual([95, 105]);
    const unknown = await call(ctx, 'GET', '/api/freelancers?category=cooking');
    expect(unknown.status).toBe(404);
  });

  it('lists a profile without an hourly rate by the categories of its services, kept current', async () => {
    const user = await createUser(ctx, { name: 'Servicer Vjk' });
    const db = ctx.services.db;
    const inCategory = async (category: string) =>
      (await search({ q: 'vjk', category })).items.map((i) => i.profileId);
    // No rate and no service: not a freelancer.
    expect((await search({ q: 'vjk' })).total).toBe(0);
    const [service] = await db
      .insert(services)
      .values({
        profileId: user.profileId,
        category: 'sound-music',
        subcategory: 'mixing-mastering',
        header: 'Mixing and mastering for podcasts',
        explanation: 'I mix and master your podcast episodes so every voice sounds clear and even.',
        pricing: 'Basic $50, Premium $150',
      })
      .returning();
    expect(await inCategory('sound-music')).toEqual([user.profileId]);
    expect(await inCategory('software-tech')).toEqual([]);
    await db.update(services).set({ category: 'software-tech' }).where(eq(services.id, service!.id));
    expect(await inCategory('sound-music')).toEqual([]);
    expect(await inCategory('software-tech')).toEqual([user.profileId]);
    await db.delete(services).where(eq(services.id, service!.id));
    expect((await search({ q: 'vjk' })).total).toBe(0);
    // Deleting the account (services cascade with the profile) leaves nothing behind.
    await db.insert(services).values({ ...service!, id: undefined, createdAt: undefined });
    expect((await search({ q: 'vjk' })).total).toBe(1);
    await db.execute(sql`delete from "user" where id = ${user.id}`);
    expect((await search({ q: 'vjk' })).total).toBe(0);
  });

  it('sorts by newest sign-up', async () => {
    const fresh = await createUser(ctx, { profile: { hourlyRateCents: 5000, name: 'Newest Person Zqx' } });
    const { items } = await search({ sort: 'newest', pageSize: 1 });
    expect(items[0]!.profileId).toBe(fresh.profileId);
  });

  it('leaves out hidden profiles and accounts that are not freelancers', async () => {
    const hidden = await createUser(ctx, {
      profile: { hourlyRateCents: 5000, name: 'Hidden Kwv Person', profileVisible: false },
    });
    const client = await createUser(ctx, { name: 'Client Kwv Person' });
    const shown = await createUser(ctx, { profile: { hourlyRateCents: 5000, name: 'Shown Kwv Person' } });
    const { items } = await search({ q: 'kwv' });
    const ids = items.map((i) => i.profileId);
    expect(ids).toContain(shown.profileId);
    expect(ids).not.toContain(hidden.profileId);
    expect(ids).not.toContain(client.profileId);
  });

  it('finds nobody for text without a word, and survives SQL-looking and very long text', async () => {
    const literal = await createUser(ctx, {
      profile: { hourlyRateCents: 5000, name: 'Percent Man', title: '100%_Sure Expert' },
    });
    expect((await search({ q: 'sure percent' })).items.map((i) => i.profileId)).toEqual([literal.profileId]);
    expect((await search({ q: '%' })).total).toBe(0);
    expect((await search({ q: '_' })).total).toBe(0);
    // Words are OR-ed now (decision 117): SQL-looking text is searched as its one word, nothing more.
    expect((await search({ q: "' or 1=1 --" })).items).toEqual((await search({ q: 'or' })).items);
    expect((await search({ q: "'); drop table profiles; --" })).total).toBe(0);
    expect((await search({ q: '\\' })).total).toBe(0);
    expect((await search({ q: 'a'.repeat(1000) })).total).toBe(0);
    expect((await call(ctx, 'GET', `/api/freelancers?q=${'a'.repeat(1001)}`)).status).toBe(400);
    expect((await search({ pageSize: 1 })).total).toBeGreaterThan(24);
  });

  it('treats a blank search as no search', async () => {
    const all = await search({});
    expect((await search({ q: '   ' })).total).toBe(all.total);
  });

  it('refuses bad paging and sort values with 400', async () => {
    for (const qs of ['page=0', 'pageSize=500', 'sort=price', 'page=abc', 'minRate=-1']) {
      expect((await call(ctx, 'GET', `/api/freelancers?${qs}`)).status).toBe(400);
    }
  });

  it('gives the average rating to one decimal and the review count', async () => {
    const user = await createUser(ctx, { profile: { hourlyRateCents: 5000, name: 'Rated Qpz' } });
    const reviewer = await createUser(ctx);
    for (const rating of [5, 4, 4]) {
      await ctx.services.db
        .insert(reviews)
        .values({ profileId: user.profileId, reviewerId: reviewer.id, rating });
    }
    const { items } = await search({ q: 'qpz' });
    expect(items[0]).toMatchObject({ rating: 4.3, reviewCount: 3, hourlyRate: 50 });
    await ctx.services.db
      .delete(reviews)
      .where(and(eq(reviews.profileId, user.profileId), eq(reviews.rating, 5)));
    const after = await search({ q: 'qpz' });
    expect(after.items[0]).toMatchObject({ rating: 4, reviewCount: 2 });
  });
});

describe('GET /api/categories/{categoryId}/freelancers', () => {
  it('lists the freelancers of the category with their services in it', async () => {
    const res = await call(ctx, 'GET', '/api/categories/sound-music/freelancers?pageSize=50');
    expect(res.status).toBe(200);
    const body = res.body as {
      items: (Card & { services: { subcategory: string; imageUrl: string | null }[] })[];
    };
    const names = body.items.map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['Deniz Arslan', 'İlayda Koç']));
    expect(names).not.toContain('Oğuz Demir');
    const deniz = body.items.find((i) => i.name === 'Deniz Arslan')!;
    // Their services in this category (the demo sells more than one in a subcategory, decision 125).
    const sound = subcategoriesOf('sound-music').map((s) => s.id);
    const theirs = deniz.services.map((s) => s.subcategory);
    expect(theirs).toEqual(expect.arrayContaining(['mixing-mastering', 'podcast-editing']));
    expect(theirs.filter((id) => !sound.includes(id))).toEqual([]);
    expect(deniz.services[0]!.imageUrl).toMatch(/^\/api\/files\/seed\/v3\/services\/.+\.png$/);
  });

  it("accepts the old short ids and answers 'Category not found' for unknown ones", async () => {
    expect((await call(ctx, 'GET', '/api/categories/sound/freelancers')).status).toBe(200);
    const res = await call(ctx, 'GET', '/api/categories/cooking/freelancers');
    expect(res.status).toBe(404);
    const body = res.body as { error: { code: string; message: string } };
    expect(body.error).toEqual({ code: 'CATEGORY_NOT_FOUND', message: 'Category not found' });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await call(ctx, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/freelancers',
        '/api/freelancers/featured',
        '/api/categories/{categoryId}/freelancers',
      ]),
    );
  });
});

describe('SQL fold', () => {
  it('folds exactly like foldSearchText', async () => {
    const { foldSearchText } = await import('@shared/text');
    const sample = `${FOLD_FROM} ABCxyz Éé`;
    const result = await ctx.services.db.execute(sql`select discovery_fold(${sample}) as f`);
    const rows = ((result as unknown as { rows?: { f: string }[] }).rows ?? result) as unknown as {
      f: string;
    }[];
    // Letters outside the Turkish table are lowered by the database locale; compare the table part.
    expect(rows[0]!.f.slice(0, FOLD_FROM.length + 7)).toBe(
      foldSearchText(sample).slice(0, FOLD_FROM.length + 7),
    );
  });
});
