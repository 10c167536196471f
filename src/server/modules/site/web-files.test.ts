import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGES } from '@shared/page-meta';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { sanctions } from '../../db/schema';
import { now } from '../../lib/clock';
import { seedBlog } from '../../seed/blog';
import { createProject, createService, createUser, hideItem, updateProfile } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { entityEntries, sitemapParts } from './sitemap';
import { robotsDisallows } from './web-files';

const BASE = 'https://pazar.example';
const publicDir = path.resolve(import.meta.dirname, '../../../web/public');

// The built index.html's head, as Vite leaves it (src/web/index.html).
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description" />
    <title>Marketplace</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let ctx: TestContext;
let site: ReturnType<typeof createApp>;
let dir: string;
const ids = {} as Record<
  | 'shownService'
  | 'hiddenService'
  | 'restrictedService'
  | 'hiddenProfileService'
  | 'shownProject'
  | 'hiddenProject'
  | 'restrictedProject'
  | 'shownProfile'
  | 'hiddenProfile'
  | 'restrictedProfile',
  string
>;

beforeAll(async () => {
  ctx = await createTestContext({
    env: { BASE_URL: BASE, SITE_NAME: 'Pazar', CONTACT_EMAIL: 'security@pazar.example' },
  });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-files-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.copyFileSync(path.join(publicDir, 'favicon.ico'), path.join(dir, 'favicon.ico'));
  site = createApp(ctx.services, { webDist: dir });
  await seedBlog(ctx.services.db);

  const seller = await createUser(ctx);
  ids.shownProfile = seller.profileId;
  ids.shownService = (await createService(ctx, seller)).id;
  ids.hiddenService = (await createService(ctx, seller, { header: 'Hidden by moderation' })).id;
  await hideItem(ctx, { kind: 'service', id: ids.hiddenService });
  ids.shownProject = (await createProject(ctx, seller)).id;
  ids.hiddenProject = (await createProject(ctx, seller)).id;
  await hideItem(ctx, { kind: 'project', id: ids.hiddenProject });

  // A restricted account: its profile, services and projects are hidden from others (decision 063).
  const restricted = await createUser(ctx);
  ids.restrictedProfile = restricted.profileId;
  ids.restrictedService = (await createService(ctx, restricted)).id;
  ids.restrictedProject = (await createProject(ctx, restricted)).id;
  await ctx.services.db
    .insert(sanctions)
    .values({ userId: restricted.id, kind: 'restriction', reason: 'Test', startsAt: now() });

  // A profile its owner hid: the profile and its services.
  const shy = await createUser(ctx);
  ids.hiddenProfile = shy.profileId;
  ids.hiddenProfileService = (await createService(ctx, shy)).id;
  await updateProfile(ctx, shy, { profileVisible: false });
});
afterAll(async () => {
  await ctx?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function get(pathname: string, headers: Record<string, string> = {}) {
  const res = await site.request(pathname, { headers });
  return { res, text: await res.text() };
}

/** The <loc>s of a sitemap. */
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** Whether a robots.txt path rule (RFC 9309, with `*` and `$`) matches `pathAndQuery`. */
function ruleMatches(rule: string, pathAndQuery: string): boolean {
  const anchored = rule.endsWith('$');
  const body = (anchored ? rule.slice(0, -1) : rule)
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`).test(pathAndQuery);
}

describe('robots.txt', () => {
  it('keeps crawlers out of private pages and the API, never out of a public page, and names the sitemap', async () => {
    const { res, text } = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    const rules = [...text.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]!);
    expect(rules.sort()).toEqual(robotsDisallows().sort());
    const blocked = (p: string) => rules.some((r) => ruleMatches(r, p));
    for (const p of [
      '/wallet',
      '/wallet?tab=x',
      '/contracts/abc',
      '/admin/users/1',
      '/privacy',
      '/services/mine',
    ])
      expect(blocked(p), p).toBe(true);
    for (const [pattern, meta] of Object.entries(PAGES)) {
      if (meta.access === 'private') continue;
      const p = pattern.replace(/:\w+/g, 'some-id');
      expect(blocked(p), p).toBe(false);
      expect(blocked(`${p}?lang=tr`), p).toBe(false);
    }
  });
});

describe('sitemap', () => {
  it('is an index of the fixed pages, the blog and the pages of profiles, services and projects', async () => {
    const { res, text } = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(text).toContain('<sitemapindex');
    expect(locs(text)).toEqual([
      `${BASE}/sitemaps/pages.xml`,
      `${BASE}/sitemaps/blog.xml`,
      `${BASE}/sitemaps/profiles-1.xml`,
      `${BASE}/sitemaps/services-1.xml`,
      `${BASE}/sitemaps/projects-1.xml`,
    ]);
  });

  it('lists only the services, projects and profiles an anonymous visitor may open, in both languages', async () => {
    const services = (await get('/sitemaps/services-1.xml')).text;
    expect(locs(services)).toEqual([
      `${BASE}/services/${ids.shownService}`,
      `${BASE}/services/${ids.shownService}?lang=tr`,
    ]);
    for (const id of [ids.hiddenService, ids.restrictedService, ids.hiddenProfileService])
      expect(services).not.toContain(id);
    // Each address names both languages and the default.
    expect(services).toContain(
      `<xhtml:link rel="alternate" hreflang="tr" href="${BASE}/services/${ids.shownService}?lang=tr"/>`,
    );
    expect(services).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/services/${ids.shownService}"/>`,
    );
    const projects = locs((await get('/sitemaps/projects-1.xml')).text);
    expect(projects).toContain(`${BASE}/projects/${ids.shownProject}?lang=tr`);
    expect(projects.join()).not.toContain(ids.hiddenProject);
    expect(projects.join()).not.toContain(ids.restrictedProject);
    const profiles = locs((await get('/sitemaps/profiles-1.xml')).text);
    expect(profiles).toContain(`${BASE}/profile/${ids.shownProfile}`);
    expect(profiles.join()).not.toContain(ids.hiddenProfile);
    expect(profiles.join()).not.toContain(ids.restrictedProfile);
    // And the pages themselves agree: the left-out service is a 404 page.
    expect((await get(`/services/${ids.hiddenService}`)).res.status).toBe(404);
    expect((await get(`/services/${ids.shownService}`)).res.status).toBe(200);
  });

  it('lists the listed pages, categories, help articles and blog posts, never a private page', async () => {
    const pages = locs((await get('/sitemaps/pages.xml')).text);
    expect(pages).toContain(`${BASE}/about`);
    expect(pages).toContain(`${BASE}/about?lang=tr`);
    expect(pages).toContain(`${BASE}/category/graphic-design?lang=tr`);
    expect(pages).not.toContain(`${BASE}/wallet`);
    expect(pages).not.toContain(`${BASE}/signin`);
    const blog = locs((await get('/sitemaps/blog.xml')).text);
    expect(blog).toContain(`${BASE}/blog/winning-your-first-client`);
    expect(blog).toContain(`${BASE}/blog/winning-your-first-client?lang=tr`);
  });

  it('pages a kind with many entries, and a page past the last or a bad name is 404', async () => {
    const parts = await sitemapParts(ctx.services.db, 1);
    expect(parts.filter((p) => p.startsWith('/sitemaps/projects-'))).toEqual(['/sitemaps/projects-1.xml']);
    const extra = await createProject(ctx, { id: (await createUser(ctx)).id });
    const more = await sitemapParts(ctx.services.db, 1);
    expect(more.filter((p) => p.startsWith('/sitemaps/projects-'))).toEqual([
      '/sitemaps/projects-1.xml',
      '/sitemaps/projects-2.xml',
    ]);
    const [first, second] = [
      await entityEntries(ctx.services.db, 'projects', 1, 1),
      await entityEntries(ctx.services.db, 'projects', 2, 1),
    ];
    expect([...first!, ...second!].map((e) => e.path).sort()).toEqual(
      [`/projects/${ids.shownProject}`, `/projects/${extra.id}`].sort(),
    );
    expect(await entityEntries(ctx.services.db, 'projects', 3, 1)).toBeNull();
    expect((await get('/sitemaps/projects-999.xml')).res.status).toBe(404);
    expect((await get('/sitemaps/wallets-1.xml')).res.status).toBe(404);
    expect((await get('/sitemaps/projects-0.xml')).res.status).toBe(404);
  });
});

describe('security.txt', () => {
  it('names the configured contact and an expiry within a year', async () => {
    const { res, text } = await get('/.well-known/security.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).toContain('Contact: mailto:security@pazar.example');
    const expires = new Date(/^Expires: (.+)$/m.exec(text)![1]!);
    const days = (expires.getTime() - now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(150);
    expect(days).toBeLessThan(366);
  });
});

describe('web manifest and icons', () => {
  it('describes an installable app in the asked language, with icons that exist at their sizes', async () => {
    const { res, text } = await get('/manifest.webmanifest?lang=tr');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(text) as {
      name: string;
      lang: string;
      start_url: string;
      display: string;
      description: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Pazar',
      lang: 'tr',
      start_url: '/?lang=tr',
      display: 'standalone',
    });
    expect(manifest.description).toContain('serbest çalışan');
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const meta = await sharp(path.join(publicDir, icon.src)).metadata();
      expect(`${meta.format} ${meta.width}x${meta.height}`).toBe(`png ${icon.sizes}`);
    }
  });

  it('serves /favicon.ico, an icon file of 16, 32 and 48 pixels', async () => {
    const res = await site.request('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/icon/);
    const ico = Buffer.from(await res.arrayBuffer());
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    expect(Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i))).toEqual([16, 32, 48]);
  });
});

describe('blog feed', () => {
  it('is an Atom feed of the posts in each language, linked from the blog pages', async () => {
    const { res, text } = await get('/feeds/blog.tr.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    expect(text).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(text).toContain('Yeni Bir Serbest Çalışan Olarak İlk Müşterinizi Nasıl Kazanırsınız');
    expect(text).toContain(`${BASE}/blog/winning-your-first-client?lang=tr`);
    expect(text).not.toContain('How to Win Your First Client');
    const en = (await get('/feeds/blog.en.xml')).text;
    expect(en).toContain('How to Win Your First Client as a New Freelancer');
    expect(en.match(/<entry>/g)).toHaveLength(20);

    const blogPage = (await get('/blog?lang=tr')).text;
    expect(blogPage).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Blog · Pazar" href="/feeds/blog.tr.xml" />',
    );
    const post = (await get('/blog/winning-your-first-client')).text;
    expect(post).toContain('href="/feeds/blog.en.xml"');
    expect((await get('/about')).text).not.toContain('application/atom+xml');
  });
});

describe('page heads and status', () => {
  it('gives a Turkish page its Turkish address as canonical, and names both languages', async () => {
    const { res, text } = await get(`/projects/${ids.shownProject}?lang=tr&utm_source=x`);
    expect(res.status).toBe(200);
    const here = `${BASE}/projects/${ids.shownProject}`;
    expect(text).toContain(`<link rel="canonical" href="${here}?lang=tr" />`);
    expect(text).toContain(`<meta property="og:url" content="${here}?lang=tr" />`);
    expect(text).toContain(`<link rel="alternate" hreflang="en" href="${here}" />`);
    expect(text).toContain(`<link rel="alternate" hreflang="tr" href="${here}?lang=tr" />`);
    expect(text).toContain(`<link rel="alternate" hreflang="x-default" href="${here}" />`);
    expect(text).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=tr" />');
    // The same page in English (a Turkish visitor's language cookie says otherwise only without ?lang).
    const en = (await get('/about', { 'accept-language': 'en' })).text;
    expect(en).toContain(`<link rel="canonical" href="${BASE}/about" />`);
    const tr = (await get('/about/', { 'accept-language': 'tr' })).text;
    expect(tr).toContain(`<link rel="canonical" href="${BASE}/about?lang=tr" />`);
  });

  it('marks a private page noindex, with no canonical', async () => {
    const { res, text } = await get('/wallet');
    expect(res.status).toBe(200);
    expect(text).toContain('<meta name="robots" content="noindex" />');
    expect(text).not.toContain('rel="canonical"');
  });

  it("answers an unknown page 404 with the app's translated not-found page, and an unknown API path 404 in JSON", async () => {
    const { res, text } = await get('/no/such/page?lang=tr');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(text).toContain('<title>Sayfa bulunamadı · Pazar</title>');
    expect(text).toContain('<div id="root"></div>');
    expect(text).toContain('<meta name="robots" content="noindex" />');
    expect((await get('/projects/00000000-0000-4000-8000-000000000000')).res.status).toBe(404);
    expect((await get(`/projects/${ids.hiddenProject}`)).res.status).toBe(404);

    const api = await site.request('/api/no/such/thing');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    // A hashed asset that is not there is a 404 too, not the app's page.
    expect((await get('/assets/nothing-123.js')).res.status).toBe(404);
  });
});
