import fs from 'node:fs';
import path from 'node:path';
import type { SearchQuery, SearchResult } from '@shared/schemas/search';
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQL_DIR } from '../../db/client';
import {
  contentHides,
  contracts,
  profiles,
  projects,
  reviews,
  sanctions,
  servicePackages,
  services,
  user,
} from '../../db/schema';
import { call } from '../../test/call';
import { createTestContext, type TestContext } from '../../test/harness';
import { search } from './service';
import { taxonomySqlRows } from './taxonomy-sql';

let ctx: TestContext;
const ids: Record<string, string> = {};

async function freelancer(
  key: string,
  fields: Partial<typeof profiles.$inferInsert> & { name: string },
  svc?: { category: string; subcategory: string; header: string; priceCents?: number; days?: number },
) {
  const userId = `search-${key}`;
  await ctx.services.db.insert(user).values({ id: userId, name: fields.name, email: `${key}@search.test` });
  // A profile may already exist (the account hook); make sure there is exactly one, with our fields.
  await ctx.services.db.delete(profiles).where(eq(profiles.userId, userId));
  const [profile] = await ctx.services.db
    .insert(profiles)
    .values({ userId, hourlyRateCents: 4000, ...fields })
    .returning();
  ids[key] = profile!.id;
  if (svc) {
    const [service] = await ctx.services.db
      .insert(services)
      .values({
        profileId: profile!.id,
        category: svc.category,
        subcategory: svc.subcategory,
        header: svc.header,
        explanation: 'A service written for the search tests, long enough to pass the length check.',
        pricing: 'See the packages of this service',
      })
      .returning();
    ids[`${key}-service`] = service!.id;
    if (svc.priceCents)
      await ctx.services.db.insert(servicePackages).values({
        serviceId: service!.id,
        tier: 'basic',
        name: 'Basic',
        description: 'The basic package',
        priceCents: svc.priceCents,
        deliveryDays: svc.days ?? 5,
      });
  }
  return profile!;
}

async function find(query: Record<string, string | number>) {
  const res = await call(
    ctx,
    'GET',
    `/api/search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  );
  if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
  const body = res.body as SearchResult;
  if (process.env.SEARCH_DEBUG)
    console.log(JSON.stringify(query), JSON.stringify(body.items.map((i) => i.why)));
  return body;
}
const names = async (query: Record<string, string | number>) =>
  (await find(query)).items.map((i) => ('name' in i ? i.name : 'header' in i ? i.header : i.title));

beforeAll(async () => {
  ctx = await createTestContext();
  const a = await freelancer(
    'ayse',
    {
      name: 'Ayşe Demir',
      title: 'Graphic Designer',
      location: 'İstanbul, Türkiye',
      skills: ['Illustrator', 'Branding'],
    },
    {
      category: 'graphic-design',
      subcategory: 'logo-design',
      header: 'A modern minimalist logo for your brand',
      priceCents: 5000,
      days: 3,
    },
  );
  const b = await freelancer(
    'mehmet',
    {
      name: 'Mehmet Kaya',
      title: 'Grafik Tasarımcı',
      location: 'Ankara, Türkiye',
      language: 'tr',
      skills: ['Photoshop'],
    },
    {
      category: 'graphic-design',
      subcategory: 'logo-design',
      header: 'Profesyonel logo ve kurumsal kimlik',
      priceCents: 2000,
      days: 7,
    },
  );
  await freelancer(
    'john',
    { name: 'John Smith', title: 'Translator', location: 'London, United Kingdom', skills: ['Proofreading'] },
    {
      category: 'writing-translation',
      subcategory: 'translation',
      header: 'Accurate English to Turkish documents',
    },
  );
  await freelancer(
    'elif',
    {
      name: 'Elif Şahin',
      title: 'Çevirmen',
      location: 'İzmir, Türkiye',
      language: 'tr',
      skills: ['Türkçe', 'İngilizce'],
    },
    {
      category: 'writing-translation',
      subcategory: 'proofreading-text-editing',
      header: 'Akademik metin düzenleme',
    },
  );
  await freelancer(
    'can',
    {
      name: 'Can Işık',
      title: 'Full-Stack Developer',
      location: 'Berlin, Germany',
      skills: ['React', 'Node.js'],
    },
    {
      category: 'software-tech',
      subcategory: 'web-software',
      header: 'A fast web application built with care',
    },
  );
  await freelancer(
    'hidden',
    { name: 'Hidden Logo Designer', title: 'Logo Designer', location: 'İstanbul', profileVisible: false },
    { category: 'graphic-design', subcategory: 'logo-design', header: 'A hidden logo service nobody sees' },
  );
  await ctx.services.db.insert(reviews).values([
    { profileId: a.id, rating: 5 },
    { profileId: a.id, rating: 5 },
    { profileId: b.id, rating: 4 },
  ]);
  const client = await freelancer('client', { name: 'Client Person', hourlyRateCents: null });
  const due = new Date('2030-01-01T00:00:00Z');
  const description = 'A project written for the search tests, with enough words to pass the length check.';
  const inserted = await ctx.services.db
    .insert(projects)
    .values([
      {
        userId: client.userId,
        title: 'Logo for a coffee shop brand',
        category: 'graphic-design',
        description,
        budgetCents: 30000,
        dueDate: due,
      },
      {
        userId: client.userId,
        title: 'Translate a catalogue to English',
        category: 'writing-translation',
        description,
        budgetCents: 90000,
        dueDate: due,
        requirements: ['Turkish', 'English'],
      },
      {
        userId: client.userId,
        title: 'Snoozed logo project waiting',
        category: 'graphic-design',
        description,
        budgetCents: 50000,
        dueDate: due,
        status: 'snoozed',
      },
    ])
    .returning();
  ids.coffee = inserted[0]!.id;
});
afterAll(async () => {
  await ctx?.close();
});

describe('search: words in any order, both languages', () => {
  it("'logo designer' finds both logo designers, the best rated first, and no hidden profile", async () => {
    expect(await names({ q: 'logo designer' })).toEqual(['Ayşe Demir', 'Mehmet Kaya']);
    expect(await names({ q: 'designer logo' })).toEqual(['Ayşe Demir', 'Mehmet Kaya']);
  });

  it("'logo tasarımı' finds the same people through the Turkish name of the subcategory", async () => {
    expect(await names({ q: 'logo tasarımı' })).toEqual(['Ayşe Demir', 'Mehmet Kaya']);
    expect(await names({ q: 'LOGO TASARIMI' })).toEqual(['Ayşe Demir', 'Mehmet Kaya']);
  });

  it("'çeviri' and 'translation' find the same translators, also written without Turkish letters", async () => {
    const turkish = (await names({ q: 'çeviri' })).sort();
    expect(turkish).toEqual(['Elif Şahin', 'John Smith']);
    expect((await names({ q: 'translation' })).sort()).toEqual(turkish);
    expect((await names({ q: 'ceviri' })).sort()).toEqual(turkish);
  });

  it('a Turkish or English suffix does not hide a match', async () => {
    expect((await names({ q: 'çevirmen' })).sort()).toEqual(['Elif Şahin', 'John Smith']);
    expect((await names({ q: 'tasarımcı' })).sort()).toEqual(['Ayşe Demir', 'Mehmet Kaya']);
    expect((await names({ q: 'translators' })).sort()).toEqual(['Elif Şahin', 'John Smith']);
  });

  it("'react developer' finds the React developer only; 'designer istanbul' the designer in İstanbul", async () => {
    expect(await names({ q: 'react developer' })).toEqual(['Can Işık']);
    // Every word (Ayşe, in İstanbul) before some of them (Mehmet, a 'Tasarımcı' in Ankara).
    expect(await names({ q: 'designer istanbul' })).toEqual(['Ayşe Demir', 'Mehmet Kaya']);
    expect(await names({ q: 'ISIK' })).toEqual(['Can Işık']);
  });

  it('tolerates small typos', async () => {
    expect(await names({ q: 'logo desinger' })).toEqual(['Ayşe Demir', 'Mehmet Kaya']);
    expect((await names({ q: 'translaton' })).sort()).toEqual(['Elif Şahin', 'John Smith']);
    expect(await names({ q: 'reactt developr' })).toEqual(['Can Işık']);
  });

  it('ORs the words: every word first, then most words, then some', async () => {
    // Ayşe and Mehmet: 'logo' and 'designer' ('Tasarımcı' through the pair design/tasarım); Can: 'react'.
    expect(await names({ q: 'logo designer react' })).toEqual(['Ayşe Demir', 'Mehmet Kaya', 'Can Işık']);
    const [all, most, some] = (await find({ q: 'logo designer react' })).items.map((i) => i.why.score ?? 0);
    expect(all).toBe(most);
    expect(some).toBeLessThan(most!);
    // Every word beats most words even with a lower rating: only Mehmet is in Ankara.
    expect(await names({ q: 'logo ankara' })).toEqual(['Mehmet Kaya', 'Ayşe Demir']);
  });

  it('puts the words found as typed, in a row, in a title above the same words apart', async () => {
    const phrase = await find({ q: 'kurumsal kimlik', kind: 'services' });
    const apart = await find({ q: 'kimlik kurumsal', kind: 'services' });
    expect(phrase.items.map((i) => ('header' in i ? i.header : ''))).toEqual([
      'Profesyonel logo ve kurumsal kimlik',
    ]);
    expect(phrase.items[0]!.why.score).toBe(1);
    expect(apart.items[0]!.why.score).toBeLessThan(1);
  });

  it("finds a freelancer's services by the words that find the freelancer, and follows profile changes", async () => {
    const headers = async (q: string) =>
      (await find({ q, kind: 'services' })).items.map((i) => ('header' in i ? i.header : ''));
    expect(await headers('full-stack developer')).toEqual(['A fast web application built with care']);
    expect(await headers('react')).toEqual(['A fast web application built with care']);
    await ctx.services.db
      .update(profiles)
      .set({ skills: ['Vue'] })
      .where(eq(profiles.id, ids.can!));
    expect(await headers('react')).toEqual([]);
    expect(await headers('vue')).toEqual(['A fast web application built with care']);
    await ctx.services.db
      .update(profiles)
      .set({ skills: ['React', 'Node.js'] })
      .where(eq(profiles.id, ids.can!));
  });

  it("does not read a short word inside a longer one: 'altyazı' is not 'yazı'", async () => {
    // John and Elif's services are in 'Yazı ve Çeviri' (writing and translation). (A word of four
    // letters still matches as a prefix: Can's 'Yazılım' too; decision 117.)
    expect(await names({ q: 'yazı' })).toEqual(expect.arrayContaining(['Elif Şahin', 'John Smith']));
    expect(await names({ q: 'altyazı' })).toEqual([]);
    // Nor does 'seo' match inside longer words, nor 'ui' inside 'build'.
    expect(await names({ q: 'ui' })).toEqual([]);
  });

  it('says why each result is listed', async () => {
    const [first] = (await find({ q: 'designer istanbul' })).items;
    expect(first?.why.matched).toEqual(expect.arrayContaining(['title', 'location']));
    expect(first?.why.score).toBeGreaterThan(0);
    const [service] = (await find({ q: 'tasarım', kind: 'services' })).items;
    expect(service?.why.matched).toContain('category');
  });
});

describe('search: kinds, filters and sorts', () => {
  it('filters freelancers by rating, language, location and subcategory', async () => {
    expect(await names({ q: 'logo', minRating: 4.5 })).toEqual(['Ayşe Demir']);
    expect(await names({ q: 'logo', language: 'tr' })).toEqual(['Mehmet Kaya']);
    expect(await names({ location: 'ankara' })).toEqual(['Mehmet Kaya']);
    expect((await names({ subcategory: 'translation' })).sort()).toEqual(['John Smith']);
    expect((await names({ category: 'writing-translation' })).sort()).toEqual(['Elif Şahin', 'John Smith']);
  });

  it('lists services with price and delivery filters and the price sort', async () => {
    const all = await find({ q: 'logo', kind: 'services', sort: 'price' });
    expect(all.kind).toBe('services');
    expect(all.items.map((s) => ('header' in s ? s.priceFrom : null))).toEqual([20, 50]);
    expect(await names({ q: 'logo tasarımı', kind: 'services', maxPrice: 30 })).toEqual([
      'Profesyonel logo ve kurumsal kimlik',
    ]);
    expect(await names({ q: 'logo', kind: 'services', maxDays: 3 })).toEqual([
      'A modern minimalist logo for your brand',
    ]);
    // The seller's location and language (the only filters that join the profile).
    expect(await names({ q: 'logo', kind: 'services', location: 'ankara' })).toEqual([
      'Profesyonel logo ve kurumsal kimlik',
    ]);
    expect(await names({ kind: 'services', language: 'tr', category: 'graphic-design' })).toEqual([
      'Profesyonel logo ve kurumsal kimlik',
    ]);
    expect(await names({ q: 'logo', kind: 'services', sort: 'rating' })).toEqual([
      'A modern minimalist logo for your brand',
      'Profesyonel logo ve kurumsal kimlik',
    ]);
  });

  it("sorts by most orders: a seller's completed orders first, then the rating order", async () => {
    const db = ctx.services.db;
    const completed = async (key: string, n: number) =>
      db.update(profiles).set({ completedCount: n }).where(eq(profiles.id, ids[key]!));
    const before = await db
      .select({ id: profiles.id, n: profiles.completedCount })
      .from(profiles)
      .where(eq(profiles.id, ids.mehmet!));
    await completed('mehmet', 40);
    try {
      const byOrders = await names({ kind: 'services', category: 'graphic-design', sort: 'orders' });
      expect(byOrders[0]).toBe('Profesyonel logo ve kurumsal kimlik');
      const byRating = await names({ kind: 'services', category: 'graphic-design', sort: 'rating' });
      expect(byRating[0]).toBe('A modern minimalist logo for your brand');
      // Freelancers too.
      expect((await names({ category: 'graphic-design', sort: 'orders' }))[0]).toBe('Mehmet Kaya');
    } finally {
      await completed('mehmet', before[0]!.n);
    }
  });

  it('lists active projects only, with budget filter and sorts', async () => {
    expect(await names({ q: 'logo', kind: 'projects' })).toEqual(['Logo for a coffee shop brand']);
    expect(await names({ q: 'çeviri', kind: 'projects' })).toEqual(['Translate a catalogue to English']);
    expect(await names({ kind: 'projects', minPrice: 500 })).toEqual(['Translate a catalogue to English']);
    expect(await names({ kind: 'projects', sort: 'price' })).toEqual([
      'Translate a catalogue to English',
      'Logo for a coffee shop brand',
    ]);
  });

  it('ranks by completed work after rating', async () => {
    await ctx.services.db.insert(reviews).values({ profileId: ids.mehmet!, rating: 5 });
    // Both now average 5 with... Mehmet 4.5: give him completed work to see the tie-breaker only on ties.
    await ctx.services.db.delete(reviews).where(eq(reviews.profileId, ids.mehmet!));
    await ctx.services.db.insert(reviews).values([
      { profileId: ids.mehmet!, rating: 5 },
      { profileId: ids.mehmet!, rating: 5 },
    ]);
    const [mehmet] = await ctx.services.db.select().from(profiles).where(eq(profiles.id, ids.mehmet!));
    const [client] = await ctx.services.db.select().from(profiles).where(eq(profiles.id, ids.client!));
    await ctx.services.db.insert(contracts).values({
      kind: 'service',
      clientId: client!.userId,
      freelancerId: mehmet!.userId,
      serviceId: ids['mehmet-service']!,
      title: 'A finished logo order',
      priceCents: 2000,
      deliveryDays: 7,
      status: 'completed',
    } as typeof contracts.$inferInsert);
    const page = await find({ q: 'logo', sort: 'rating' });
    expect(page.items.map((i) => ('name' in i ? i.name : ''))).toEqual(['Mehmet Kaya', 'Ayşe Demir']);
    expect(page.items[0] && 'completedCount' in page.items[0] ? page.items[0].completedCount : 0).toBe(1);
  });

  it('orders services by their seller, kept on the service, and hides a hidden seller at once', async () => {
    // After the test above Mehmet and Ayşe both average 5; Mehmet has the completed contract.
    expect(await names({ q: 'logo', kind: 'services', sort: 'rating' })).toEqual([
      'Profesyonel logo ve kurumsal kimlik',
      'A modern minimalist logo for your brand',
    ]);
    await ctx.services.db.insert(reviews).values({ profileId: ids.mehmet!, rating: 1 });
    expect(await names({ q: 'logo', kind: 'services', sort: 'rating' })).toEqual([
      'A modern minimalist logo for your brand',
      'Profesyonel logo ve kurumsal kimlik',
    ]);
    await ctx.services.db.update(profiles).set({ profileVisible: false }).where(eq(profiles.id, ids.mehmet!));
    expect(await names({ q: 'logo', kind: 'services' })).toEqual(['A modern minimalist logo for your brand']);
    await ctx.services.db.update(profiles).set({ profileVisible: true }).where(eq(profiles.id, ids.mehmet!));
    await ctx.services.db.delete(reviews).where(eq(reviews.rating, 1));
    expect(await names({ q: 'logo', kind: 'services' })).toHaveLength(2);
  });

  it('pages through best match as one list, across tiers', async () => {
    const queries: Record<string, string>[] = [
      { q: 'design' },
      { q: 'logo', kind: 'services' },
      { q: 'logo designer react english' },
    ];
    for (const query of queries) {
      const all = await names(query);
      expect(all.length).toBeGreaterThan(1);
      const paged: string[] = [];
      for (let page = 1; page <= all.length; page++)
        paged.push(...(await names({ ...query, pageSize: 1, page })));
      expect(paged).toEqual(all);
      const tiers = (await find(query)).items.map((i) => i.why.score ?? 0);
      expect([...tiers].sort((a, b) => b - a)).toEqual(tiers);
    }
  });

  it('reads a dense whole-document tier from the rank order, not by sorting every match', async () => {
    // 600 freelancers ranked above 1,100 that match only with their location (tier 1, more than
    // the count limit): the first page lies past the first 500 best-ranked rows.
    const db = ctx.services.db;
    await db.execute(sql`insert into "user" (id, name, email)
      select 'walk-' || g, 'Walk ' || g, 'walk' || g || '@example.test' from generate_series(1, 1700) g`);
    await db.execute(sql`insert into profiles (user_id, name, title, location, hourly_rate_cents, completed_count)
      select 'walk-' || g, 'Walk ' || g, case when g <= 600 then 'Ranker' else 'Walktester' end,
             case when g <= 600 then 'Elsewhere' else 'Qzville' end, 6000, case when g <= 600 then 3 else 0 end
        from generate_series(1, 1700) g`);
    try {
      const statements: string[] = [];
      const dialect = new PgDialect();
      const spy = new Proxy(db, {
        get: (target, key, receiver) =>
          key === 'execute'
            ? (query: SQL) => {
                statements.push(dialect.sqlToQuery(query).sql);
                return target.execute(query);
              }
            : Reflect.get(target, key, receiver),
      });
      const base = { kind: 'freelancers', q: 'walktester qzville', page: 1, pageSize: 12 } as const;
      const ask = async (query: Partial<SearchQuery>) =>
        (await search(spy, { ...base, sort: 'best', ...query } as SearchQuery)).items.map((i) =>
          'name' in i ? `${i.name} ${i.why.score}` : '',
        );
      const best = await ask({});
      const byRating = await ask({ sort: 'rating' });
      expect(best).toHaveLength(12);
      expect(best).toEqual(byRating);
      expect((await ask({ page: 3 })).join()).toEqual((await ask({ sort: 'rating', page: 3 })).join());
      // Tiers 3 and 2 (empty) are asked of their own indexes; the whole document is never sorted.
      expect(
        statements.filter((s) => /search_doc @@ \$\d+::tsquery\s+offset 0\) f\s+order by/.test(s)),
      ).toEqual([]);
    } finally {
      await db.execute(sql`delete from "user" where id like 'walk-%'`);
    }
  });

  it('suggests categories and spellings for an empty result', async () => {
    // 'desinge' is too far from 'design' to be read as it (similarity below 0.4), near enough to offer it.
    const empty = await find({ q: 'desinge zzqqxx' });
    expect(empty.total).toBe(0);
    expect(empty.suggestions?.spellings).toContain('design');
    // 'desifre' (transcription) is as near, but nobody offers it: it would find nothing.
    expect(empty.suggestions?.spellings).not.toContain('desifre');
    expect(empty.suggestions?.categories).toContain('graphic-design');
    // A word of three letters gets no spelling: 'seo' is not a typo of 'ses'.
    expect((await find({ q: 'seo' })).suggestions?.spellings).toEqual([]);
    const found = await find({ q: 'logo' });
    expect(found.suggestions).toBeNull();
  });

  it('keeps documents current when a service changes and treats odd text safely', async () => {
    await ctx.services.db
      .update(services)
      .set({
        header: 'Seslendirme and podcast voice work',
        category: 'sound-music',
        subcategory: 'voice-over',
      })
      .where(eq(services.id, ids['can-service']!));
    expect(await names({ q: 'voice' })).toEqual(['Can Işık']);
    expect(await names({ q: 'seslendirme' })).toEqual(['Can Işık']);
    expect((await find({ q: "'; drop table x; -- % _ \\ :* & |" })).total).toBe(0);
    expect((await find({ q: '!!!' })).total).toBe(0);
    expect((await find({ q: 'x'.repeat(1000) })).total).toBe(0);
  });

  it('does not match a seller by a hidden service, nor by the services their account state hides', async () => {
    const db = ctx.services.db;
    await freelancer(
      'zeynep',
      { name: 'Zeynep Aksoy', title: 'Film editor' },
      {
        category: 'video-animation',
        subcategory: 'video-production',
        header: 'Cinematic wedding film cutting',
      },
    );
    const byService = { q: 'cinematic wedding' };
    const inCategory = { category: 'video-animation' };
    const bySubcategory = { subcategory: 'video-production' };
    const shown = async () => ({
      text: await names(byService),
      category: await names(inCategory),
      subcategory: await names(bySubcategory),
      name: await names({ q: 'zeynep' }),
    });
    const all = { text: ['Zeynep Aksoy'], category: ['Zeynep Aksoy'], subcategory: ['Zeynep Aksoy'] };
    const none = { text: [], category: [], subcategory: [] };
    expect(await shown()).toEqual({ ...all, name: ['Zeynep Aksoy'] });
    expect((await find({ q: 'zeynep' })).items[0]!.why.matched).toEqual(['name']);
    // Hidden by moderation: the seller is still found by their own fields, not by the service.
    await db
      .insert(contentHides)
      .values({ kind: 'service', entityId: ids['zeynep-service']!, reason: 'spam' });
    expect(await shown()).toEqual({ ...none, name: ['Zeynep Aksoy'] });
    await db.delete(contentHides).where(eq(contentHides.entityId, ids['zeynep-service']!));
    expect(await shown()).toEqual({ ...all, name: ['Zeynep Aksoy'] });
    // A listing deactivation in force hides every service of theirs, for as long as it lasts.
    const [sanction] = await db
      .insert(sanctions)
      .values({
        userId: 'search-zeynep',
        kind: 'listing_deactivation',
        reason: 'No replies',
        startsAt: new Date(Date.now() - 60_000),
      })
      .returning();
    expect(await shown()).toEqual({ ...none, name: ['Zeynep Aksoy'] });
    await db.update(sanctions).set({ liftedAt: new Date() }).where(eq(sanctions.id, sanction!.id));
    expect(await shown()).toEqual({ ...all, name: ['Zeynep Aksoy'] });
    await db.delete(user).where(eq(user.id, 'search-zeynep'));
  });

  it('refuses unknown kinds, sorts and categories with 400', async () => {
    for (const q of ['kind=people', 'sort=cheap', 'category=cooking', 'page=0', 'minRating=9']) {
      expect((await call(ctx, 'GET', `/api/search?${q}`)).status).toBe(400);
    }
  });
});

describe('search SQL', () => {
  it('lists the taxonomy exactly as src/shared/taxonomy.ts does', () => {
    const text = fs.readFileSync(path.join(SQL_DIR, '052_search.sql'), 'utf8');
    const block = text.split('-- taxonomy:begin\n')[1]?.split('\n-- taxonomy:end')[0];
    expect(block).toBe(taxonomySqlRows());
  });
});
