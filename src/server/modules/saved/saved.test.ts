import type { FavouriteKeys, FavouriteList, SavedSearch, SavedSearchList } from '@shared/schemas/saved';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  favourites,
  notifications,
  profiles,
  savedSearchDigests,
  savedSearches,
  savedSearchMatches,
  savedSearchQueue,
} from '../../db/schema';
import type { MailMessage } from '../../lib/mail';
import { projectBody, serviceBody } from '../../security/world';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { sendNotificationEmails } from '../notifications/email';
import { runSavedSearchAlerts, sendSavedSearchDigests } from './alerts';

let ctx: TestContext;
let saver: TestUser;
let other: TestUser;
let author: TestUser;
const outbox = () => (ctx.services.mailer as unknown as { sent: MailMessage[] }).sent;

async function postProject(who: TestUser, fields: Partial<ReturnType<typeof projectBody>> = {}) {
  const res = await call<{ id: string }>(ctx, 'POST', '/api/projects', who, { ...projectBody(), ...fields });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function postService(who: TestUser, fields: Partial<typeof serviceBody> = {}) {
  const res = await call<{ id: string }>(ctx, 'POST', '/api/services', who, { ...serviceBody, ...fields });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function saveSearch(who: TestUser, name: string, query: Record<string, unknown>, emailDigest = true) {
  const res = await call<SavedSearch>(ctx, 'POST', '/api/saved/searches', who, { name, query, emailDigest });
  expect(res.status).toBe(201);
  return res.body;
}

const alertsOf = (userId: string) =>
  ctx.services.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'saved_search')));

beforeAll(async () => {
  ctx = await createTestContext();
  saver = await createUser(ctx, { name: 'Selin Saver' });
  other = await createUser(ctx, { name: 'Orhan Other' });
  author = await createUser(ctx, { name: 'Ada Author' });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  // Each test starts with an empty queue and no saved searches.
  await runSavedSearchAlerts(ctx.services.db);
  await ctx.services.db.delete(savedSearches);
  await ctx.services.db.delete(savedSearchDigests);
  outbox().length = 0;
});

describe('favourites', () => {
  it('saving is idempotent (one row per user and item) and so is removing', async () => {
    const service = await postService(author);
    const project = await postProject(author);
    for (let i = 0; i < 2; i++) {
      expect((await call(ctx, 'PUT', `/api/saved/favourites/services/${service}`, saver)).body).toEqual({
        saved: true,
      });
      expect(
        (await call(ctx, 'PUT', `/api/saved/favourites/freelancers/${author.profileId}`, saver)).status,
      ).toBe(200);
      expect((await call(ctx, 'PUT', `/api/saved/favourites/projects/${project}`, saver)).status).toBe(200);
    }
    // Two concurrent saves still make one row.
    await Promise.all([
      call(ctx, 'PUT', `/api/saved/favourites/services/${service}`, other),
      call(ctx, 'PUT', `/api/saved/favourites/services/${service}`, other),
    ]);
    const rows = await ctx.services.db.select().from(favourites).where(eq(favourites.serviceId, service));
    expect(rows.map((r) => r.userId).sort()).toEqual([saver.id, other.id].sort());

    const keys = (await call<FavouriteKeys>(ctx, 'GET', '/api/saved/favourites/keys', saver)).body;
    expect(keys).toEqual({ freelancers: [author.profileId], services: [service], projects: [project] });
    const list = (await call<FavouriteList>(ctx, 'GET', '/api/saved/favourites?kind=services', saver)).body;
    expect(list.kind).toBe('services');
    expect(list.total).toBe(1);
    expect(list.items.map((i) => ('id' in i ? i.id : ''))).toEqual([service]);

    for (let i = 0; i < 2; i++)
      expect((await call(ctx, 'DELETE', `/api/saved/favourites/services/${service}`, saver)).body).toEqual({
        saved: false,
      });
    expect(
      (await call<FavouriteList>(ctx, 'GET', '/api/saved/favourites?kind=services', saver)).body.total,
    ).toBe(0);
  });

  it('refuses own items and unknown ones; hidden and deleted items drop out of the list', async () => {
    const service = await postService(author);
    expect((await call(ctx, 'PUT', `/api/saved/favourites/services/${service}`, author)).status).toBe(403);
    expect(
      (await call(ctx, 'PUT', `/api/saved/favourites/freelancers/${author.profileId}`, author)).status,
    ).toBe(403);
    expect((await call(ctx, 'PUT', '/api/saved/favourites/services/not-a-uuid', saver)).status).toBe(404);
    expect(
      (await call(ctx, 'PUT', `/api/saved/favourites/projects/${crypto.randomUUID()}`, saver)).status,
    ).toBe(404);
    expect((await call(ctx, 'PUT', `/api/saved/favourites/people/${service}`, saver)).status).toBe(400);
    expect((await call(ctx, 'PUT', `/api/saved/favourites/services/${service}`, null)).status).toBe(401);

    await call(ctx, 'PUT', `/api/saved/favourites/services/${service}`, saver);
    await call(ctx, 'PUT', `/api/saved/favourites/freelancers/${author.profileId}`, saver);
    await ctx.services.db
      .update(profiles)
      .set({ profileVisible: false })
      .where(eq(profiles.id, author.profileId));
    try {
      const free = (await call<FavouriteList>(ctx, 'GET', '/api/saved/favourites?kind=freelancers', saver))
        .body;
      const svc = (await call<FavouriteList>(ctx, 'GET', '/api/saved/favourites?kind=services', saver)).body;
      expect(free.items.map((i) => ('profileId' in i ? i.profileId : ''))).not.toContain(author.profileId);
      expect(svc.items.map((i) => ('id' in i ? i.id : ''))).not.toContain(service);
      // A hidden profile cannot be saved anew either.
      expect((await call(ctx, 'PUT', `/api/saved/favourites/services/${service}`, other)).status).toBe(404);
    } finally {
      await ctx.services.db
        .update(profiles)
        .set({ profileVisible: true })
        .where(eq(profiles.id, author.profileId));
    }
    expect((await call(ctx, 'DELETE', `/api/services/${service}`, author)).status).toBe(204);
    const after = await ctx.services.db.select().from(favourites).where(eq(favourites.serviceId, service));
    expect(after).toEqual([]);
  });
});

describe('saved searches', () => {
  it('validates the query with the search schema and keeps it without empty filters', async () => {
    const bad = [
      { name: 'x', query: { kind: 'people' } },
      { name: 'x', query: { kind: 'services', maxDays: 0 } },
      { name: 'x', query: { kind: 'services', minPrice: -1 } },
      { name: 'x', query: { kind: 'services', category: 'cooking' } },
      { name: 'x', query: { kind: 'services', page: 2 } },
      { name: 'x', query: { kind: 'services', minPrice: '10' } },
      { name: '   ', query: { kind: 'services' } },
      { name: 'x'.repeat(81), query: { kind: 'services' } },
      { name: 'x', query: { kind: 'services' }, extra: true },
    ];
    for (const body of bad)
      expect((await call(ctx, 'POST', '/api/saved/searches', saver, body)).status).toBe(400);

    const saved = await saveSearch(saver, '  Logo work  ', {
      q: 'logo',
      kind: 'projects',
      category: 'graphic-design',
      minPrice: 100,
      location: '',
    });
    expect(saved.name).toBe('Logo work');
    expect(saved.query).toEqual({
      q: 'logo',
      kind: 'projects',
      category: 'graphic-design',
      minPrice: 100,
      sort: 'best',
    });
    expect(saved.alerts).toBe(true);
    expect(saved.emailDigest).toBe(true);
  });

  it('lists, renames, switches the digest and deletes, only for the owner', async () => {
    const saved = await saveSearch(saver, 'Designers', { q: 'designer' });
    expect(saved.alerts).toBe(false);
    expect(
      (await call(ctx, 'PATCH', `/api/saved/searches/${saved.id}`, other, { name: 'Mine' })).status,
    ).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/saved/searches/${saved.id}`, other)).status).toBe(404);
    expect((await call(ctx, 'PATCH', `/api/saved/searches/${saved.id}`, saver, {})).status).toBe(400);
    const renamed = await call<SavedSearch>(ctx, 'PATCH', `/api/saved/searches/${saved.id}`, saver, {
      name: 'Good designers',
      emailDigest: false,
    });
    expect(renamed.body).toMatchObject({ name: 'Good designers', emailDigest: false });
    const list = await call<SavedSearchList>(ctx, 'GET', '/api/saved/searches', saver);
    expect(list.body.items.map((s) => s.name)).toEqual(['Good designers']);
    expect((await call<SavedSearchList>(ctx, 'GET', '/api/saved/searches', other)).body.total).toBe(0);
    expect((await call(ctx, 'DELETE', `/api/saved/searches/${saved.id}`, saver)).status).toBe(200);
    expect((await call(ctx, 'DELETE', `/api/saved/searches/${saved.id}`, saver)).status).toBe(404);
  });
});

describe('saved-search alerts', () => {
  it('alerts once per item and saved search, even when two job runs overlap', async () => {
    const search = await saveSearch(saver, 'Coffee logos', { q: 'coffee logo', kind: 'projects' });
    const project = await postProject(author, { title: 'Logo for a coffee roastery' });
    const [a, b] = await Promise.all([
      runSavedSearchAlerts(ctx.services.db),
      runSavedSearchAlerts(ctx.services.db),
    ]);
    expect(a + b).toBe(1);
    expect(await runSavedSearchAlerts(ctx.services.db)).toBe(0);
    const alerts = await alertsOf(saver.id);
    const mine = alerts.filter(
      (n) => n.data.vars && (n.data.vars as Record<string, unknown>).itemId === project,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.title).toBe('New project for "Coffee logos"');
    expect(mine[0]!.data).toMatchObject({
      vars: { kind: 'projects', itemId: project, search: 'Coffee logos' },
    });
    // Queued again (the trigger never does, but a replay must not alert twice).
    await ctx.services.db.insert(savedSearchQueue).values({ kind: 'projects', itemId: project });
    expect(await runSavedSearchAlerts(ctx.services.db)).toBe(0);
    const matches = await ctx.services.db
      .select()
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, search.id));
    expect(matches).toHaveLength(1);
  });

  it('does not alert for items the search would not list, nor the author for their own item', async () => {
    await saveSearch(saver, 'Cheap translation', {
      q: 'translation',
      kind: 'projects',
      category: 'writing-translation',
      maxPrice: 100,
    });
    await saveSearch(author, 'Coffee', { q: 'coffee', kind: 'projects' });
    await saveSearch(saver, 'Logo services', { q: 'logo', kind: 'services' });
    const before = (await alertsOf(saver.id)).length;
    // Words that do not match; the right words over the budget; the right category elsewhere.
    await postProject(author, { title: 'Write a blog about coffee beans' });
    await postProject(author, {
      title: 'Translation of a coffee menu',
      category: 'writing-translation',
      budget: 900,
    });
    // The author's own project matches their own search: no alert to them.
    expect(await runSavedSearchAlerts(ctx.services.db)).toBe(0);
    expect(await alertsOf(saver.id)).toHaveLength(before);
    expect(await alertsOf(author.id)).toHaveLength(0);

    // The saver's own service matches their own services search: no alert either.
    await postService(saver, { header: 'I will draw a logo for your shop' });
    expect(await runSavedSearchAlerts(ctx.services.db)).toBe(0);
    // Another person's matching service does.
    await postService(author, { header: 'I will draw a logo for your startup' });
    expect(await runSavedSearchAlerts(ctx.services.db)).toBe(1);
  });

  it("matches Turkish words: a saved 'logo tasarımı' search hears of a new Turkish logo project", async () => {
    await saveSearch(saver, 'Logo tasarımı', { q: 'logo tasarımı', kind: 'projects' });
    const project = await postProject(author, {
      title: 'Kafemiz için logo tasarımı',
      description:
        'Kadıköy’deki kafemiz için sade ve modern bir logo tasarımı istiyoruz, iki renk seçeneğiyle.',
    });
    await postProject(author, {
      title: 'Web sitesi metin çevirisi',
      category: 'writing-translation',
      description:
        'Şirket web sitemizin İngilizceden Türkçeye çevirisi, yaklaşık beş bin kelime, teknik terimler.',
    });
    expect(await runSavedSearchAlerts(ctx.services.db)).toBe(1);
    const alerts = await alertsOf(saver.id);
    expect(alerts.some((n) => (n.data.vars as Record<string, unknown>).itemId === project)).toBe(true);
  });

  it('an item whose matching fails is logged and dropped; the items queued with it still get their alerts', async () => {
    await saveSearch(saver, 'Coffee', { q: 'coffee', kind: 'projects' });
    // A fault in the match of one item alone (the database refuses its match row).
    await ctx.services.db.execute(sql`
      create function refuse_poison_match() returns trigger language plpgsql as $$
      begin
        if new.title like 'Poison%' then raise exception 'poisoned match'; end if;
        return new;
      end $$`);
    await ctx.services.db.execute(sql`
      create trigger refuse_poison_match before insert on saved_search_matches
      for each row execute function refuse_poison_match()`);
    try {
      const poisoned = await postProject(author, { title: 'Poison coffee label' });
      const fine = await postProject(author, { title: 'Coffee roastery signage' });
      expect(await runSavedSearchAlerts(ctx.services.db)).toBe(1);
      const ids = (await alertsOf(saver.id)).map((n) => (n.data.vars as Record<string, unknown>).itemId);
      expect(ids).toContain(fine);
      expect(ids).not.toContain(poisoned);
      // Neither stays queued to block the items after them.
      expect(await ctx.services.db.select().from(savedSearchQueue)).toEqual([]);
    } finally {
      await ctx.services.db.execute(sql`drop trigger refuse_poison_match on saved_search_matches`);
      await ctx.services.db.execute(sql`drop function refuse_poison_match()`);
    }
  });

  it('leaves items that are no longer news, and a deleted item, without alerts', async () => {
    await saveSearch(saver, 'Coffee', { q: 'coffee', kind: 'projects' });
    await postProject(author, { title: 'Coffee shop menu design' });
    expect(await runSavedSearchAlerts(ctx.services.db, new Date(Date.now() + 2 * 86_400_000))).toBe(0);
    const queued = await ctx.services.db.select().from(savedSearchQueue);
    expect(queued).toEqual([]);
  });
});

describe('daily digest', () => {
  const day = (d: number, h = 9) => new Date(Date.UTC(2031, 0, d, h));
  /** The queued items were published at this (simulated) time. */
  const publishedAt = (at: Date) => ctx.services.db.update(savedSearchQueue).set({ createdAt: at });
  const digests = () =>
    sendSavedSearchDigests(ctx.services.db, ctx.services.mailer, 'https://market.test', day(2));

  it('mails the earlier days’ matches once a day per user, in their language, across instances', async () => {
    await ctx.services.db
      .update(profiles)
      .set({ language: 'tr', emailNotifications: true })
      .where(eq(profiles.userId, saver.id));
    await saveSearch(saver, 'Kahve', { q: 'coffee', kind: 'projects' });
    const first = await postProject(author, { title: 'Coffee cup illustration' });
    await publishedAt(day(1, 10));
    expect(await runSavedSearchAlerts(ctx.services.db, day(1, 10))).toBe(1);
    // Not before the day has ended.
    expect(
      await sendSavedSearchDigests(ctx.services.db, ctx.services.mailer, 'https://market.test', day(1, 23)),
    ).toBe(0);
    // The next day, two instances at once: one mail.
    const [a, b] = await Promise.all([digests(), digests()]);
    expect(a + b).toBe(1);
    expect(await digests()).toBe(0);
    expect(outbox()).toHaveLength(1);
    const [mail] = outbox();
    expect(mail!.to).toBe(saver.email);
    expect(mail!.subject).toBe('Kayıtlı aramalarınız için yeni eşleşmeler');
    expect(mail!.text).toContain(`https://market.test/projects/${first}`);
    expect(mail!.text).toContain('Coffee cup illustration');

    // A match of day 2 waits for day 3, even though day 2's digest has been sent.
    await postProject(author, { title: 'Coffee bag label' });
    await publishedAt(day(2, 12));
    expect(await runSavedSearchAlerts(ctx.services.db, day(2, 12))).toBe(1);
    expect(await digests()).toBe(0);
    expect(
      await sendSavedSearchDigests(ctx.services.db, ctx.services.mailer, 'https://market.test', day(3)),
    ).toBe(1);
    expect(outbox()[1]!.text).toContain('Coffee bag label');
    expect(outbox()[1]!.text).not.toContain('Coffee cup illustration');

    // The per-notification e-mail job leaves saved-search alerts to the digest.
    await sendNotificationEmails(ctx.services.db, ctx.services.mailer, 'https://market.test');
    expect(outbox()).toHaveLength(2);
  });

  it("respects the user's e-mail switch and the saved search's digest switch", async () => {
    await ctx.services.db
      .update(profiles)
      .set({ emailNotifications: false })
      .where(eq(profiles.userId, saver.id));
    await saveSearch(saver, 'Coffee', { q: 'coffee', kind: 'projects' });
    await saveSearch(other, 'Coffee quiet', { q: 'coffee', kind: 'projects' }, false);
    await postProject(author, { title: 'Coffee truck branding' });
    await publishedAt(day(1, 10));
    expect(await runSavedSearchAlerts(ctx.services.db, day(1, 10))).toBe(2);
    expect(await digests()).toBe(0);
    expect(outbox()).toHaveLength(0);
    // In-app notifications still came.
    expect((await alertsOf(other.id)).length).toBeGreaterThan(0);
    await ctx.services.db
      .update(profiles)
      .set({ emailNotifications: true })
      .where(eq(profiles.userId, saver.id));
  });
});
