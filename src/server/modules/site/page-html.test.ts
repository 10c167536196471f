import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { imageSrcSet, SERVICE_GALLERY_SIZES } from '@shared/image-variants';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { projects, session } from '../../db/schema';
import { seedBlog } from '../../seed/blog';
import { call } from '../../test/call';
import { createUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

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
let projectId: string;
let profileId: string;
let clientCookie: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { SITE_NAME: 'Pazar & Co' } });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-html-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  site = createApp(ctx.services, { webDist: dir });
  await seedBlog(ctx.services.db);
  const client = await createUser(ctx, { name: 'Elif <Şahin>' });
  const res = await call(ctx, 'POST', '/api/projects', client, {
    title: 'Logo for a "café" <b>now</b>',
    description: 'A modern, simple logo for a small coffee shop in Istanbul, with two variants.',
    budget: 250,
    category: 'graphic-design',
    dueDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  });
  expect(res.status).toBe(201);
  projectId = (res.body as { id: string }).id;
  profileId = client.profileId;
  clientCookie = client.headers.cookie!;
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function page(pathname: string, headers: Record<string, string> = {}, status = 200) {
  const res = await site.request(pathname, { headers });
  expect(res.status).toBe(status);
  return res.text();
}

function meta(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`);
  return re.exec(html)?.[1];
}

describe('page HTML', () => {
  it("writes a project page's title and link-preview tags from the project, escaped", async () => {
    const html = await page(`/projects/${projectId}`);
    const title = 'Logo for a &quot;café&quot; &lt;b&gt;now&lt;/b&gt; · Pazar &amp; Co';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain('<b>now</b>');
    expect(html).not.toContain('Default description');
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'twitter:title')).toBe(title);
    expect(meta(html, 'description')).toBe(
      'A modern, simple logo for a small coffee shop in Istanbul, with two variants.',
    );
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe(`http://localhost:3999/projects/${projectId}`);
    expect(meta(html, 'og:image')).toBe('http://localhost:3999/og-image.png');
    expect(meta(html, 'og:locale')).toBe('en_US');
    expect(meta(html, 'og:site_name')).toBe('Pazar &amp; Co');
    expect(html).toContain('<html lang="en">');
  });

  it('answers in the language of the cookie, the query or Accept-Language', async () => {
    const byCookie = await page(`/projects/${projectId}`, { cookie: 'language=tr' });
    expect(byCookie).toContain('<html lang="tr">');
    expect(meta(byCookie, 'og:locale')).toBe('tr_TR');
    const byHeader = await page('/projects', { 'accept-language': 'tr-TR,tr;q=0.9' });
    expect(byHeader).toContain('<title>Projeler · Pazar &amp; Co</title>');
    const byQuery = await page('/projects?lang=en', { cookie: 'language=tr' });
    expect(byQuery).toContain('<title>Projects · Pazar &amp; Co</title>');
  });

  it("writes a profile page's preview from the profile", async () => {
    const html = await page(`/profile/${profileId}`);
    expect(html).toContain('<title>Elif &lt;Şahin&gt; · Pazar &amp; Co</title>');
    expect(meta(html, 'og:type')).toBe('profile');
  });

  it("previews a service its seller wrote in both languages in the reader's version (decision 130)", async () => {
    const seller = await createUser(ctx, { name: 'Ayşe Demir' });
    const res = await call(ctx, 'POST', '/api/services', seller, {
      category: 'graphic-design',
      subcategory: 'logo-design',
      header: 'Kafeniz için sade ve modern bir logo',
      explanation: 'Üç taslak, iki düzeltme turu ve baskı ile web için her biçimde son dosyalar veriyorum.',
      pricing: 'Paketlere bakın lütfen',
      alt: {
        lang: 'en',
        header: 'A simple, modern logo for your café',
        explanation: 'Three drafts, two rounds of changes and final files in every format for print and web.',
      },
    });
    expect(res.status).toBe(201);
    const { id } = res.body as { id: string };
    expect(meta(await page(`/services/${id}`, { cookie: 'language=en' }), 'og:title')).toBe(
      'A simple, modern logo for your café · Pazar &amp; Co',
    );
    expect(meta(await page(`/services/${id}`, { cookie: 'language=tr' }), 'og:title')).toBe(
      'Kafeniz için sade ve modern bir logo · Pazar &amp; Co',
    );
  });

  it("writes a service page's preview from the service, in the reader's language", async () => {
    const seller = await createUser(ctx, { name: 'Deniz Kaya' });
    const res = await call(ctx, 'POST', '/api/services', seller, {
      category: 'graphic-design',
      subcategory: 'logo-design',
      header: 'Kafeniz için modern bir logo tasarlarım',
      explanation: 'Üç taslak, iki düzeltme turu ve baskı ile web için her biçimde son dosyalar.',
      pricing: 'Paketlere bakın lütfen',
    });
    expect(res.status).toBe(201);
    const { id } = res.body as { id: string };
    const html = await page(`/services/${id}`, { cookie: 'language=tr' });
    const title = 'Kafeniz için modern bir logo tasarlarım · Pazar &amp; Co';
    expect(html).toContain(`<title>${title}</title>`);
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'twitter:title')).toBe(title);
    expect(meta(html, 'og:description')).toBe(
      'Üç taslak, iki düzeltme turu ve baskı ile web için her biçimde son dosyalar.',
    );
    // The page in Turkish: its Turkish address (decision 110).
    expect(meta(html, 'og:url')).toBe(`http://localhost:3999/services/${id}?lang=tr`);
    // Without images or a photo, the site's own preview image.
    expect(meta(html, 'og:image')).toBe('http://localhost:3999/og-image.png');
    expect(meta(html, 'og:locale')).toBe('tr_TR');
    expect(html).toContain('<html lang="tr">');
  });

  it("writes a blog post's preview in the reader's language", async () => {
    const list = (await call(ctx, 'GET', '/api/blog?lang=tr')).body as {
      posts: { slug: string; title: string }[];
    };
    const post = list.posts[0]!;
    const html = await page(`/blog/${post.slug}`, { cookie: 'language=tr' });
    expect(meta(html, 'og:title')).toContain(post.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(meta(html, 'og:locale')).toBe('tr_TR');
  });

  it('answers a missing project 404 with the generic page tags and no preview, never an error', async () => {
    const html = await page('/projects/00000000-0000-0000-0000-000000000000', {}, 404);
    expect(html).toContain('<title>Project · Pazar &amp; Co</title>');
    expect(meta(html, 'og:image')).toBeUndefined();
    expect(meta(html, 'robots')).toBe('noindex');
  });

  it('gives every other page its own title and description, without preview tags', async () => {
    const html = await page('/wallet');
    expect(html).toContain('<title>Wallet · Pazar &amp; Co</title>');
    expect(meta(html, 'description')).toBe('Your balance, escrow and payouts.');
    expect(meta(html, 'og:title')).toBeUndefined();
    expect(await page('/no/such/page', {}, 404)).toContain('<title>Page not found · Pazar &amp; Co</title>');
    // A category page is named by its category, in the reader's language.
    expect(await page('/category/graphic-design', { cookie: 'language=tr' })).toContain(
      '<title>Grafik ve Tasarım · Pazar &amp; Co</title>',
    );
    expect(await page('/category/no-such-category')).toContain('<title>Category · Pazar &amp; Co</title>');
  });
});

/** The answers a page's HTML carries (its `<script type="application/json" id="page-data">`). */
function pageData(html: string): { lang: string; answers: Record<string, unknown> } | undefined {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe("a page's first answers in its HTML", () => {
  it("gives an anonymous visitor the project page's answers, as the API gives them", async () => {
    const html = await page(`/projects/${projectId}`, { cookie: 'language=tr' });
    const data = pageData(html)!;
    expect(data.lang).toBe('tr');
    const project = await call(ctx, 'GET', `/api/projects/${projectId}`, null, undefined, { lang: 'tr' });
    expect(data.answers[`/api/projects/${projectId}`]).toEqual(project.body);
    expect(data.answers['/api/auth/get-session']).toBeNull();
    expect(data.answers['/api/site-config']).toMatchObject({ contact: expect.any(Object) });
    // The title's markup stays text: no answer can close the script element.
    expect(html).not.toContain('<b>now</b>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('carries the list, profile and service answers the pages ask for first, and no failed answer', async () => {
    expect(Object.keys(pageData(await page('/projects'))!.answers)).toContain('/api/projects?page=1');
    expect(Object.keys(pageData(await page('/projects?q=logo'))!.answers)).not.toContain(
      '/api/projects?page=1',
    );
    expect(Object.keys(pageData(await page('/'))!.answers)).toContain('/api/freelancers/featured?limit=6');
    const profile = pageData(await page(`/profile/${profileId}`))!.answers;
    expect(profile[`/api/profiles/${profileId}`]).toMatchObject({ name: 'Elif <Şahin>' });
    expect(profile[`/api/profiles/${profileId}/services`]).toEqual({ items: [] });
    const missing = '00000000-0000-0000-0000-000000000000';
    const answers = pageData(await page(`/services/${missing}`, {}, 404))!.answers;
    expect(Object.keys(answers).sort()).toEqual(['/api/auth/get-session', '/api/site-config']);
  });

  it("writes only a signed-in visitor's own session and the site settings, in a page no cache keeps", async () => {
    const res = await site.request(`/projects/${projectId}`, { headers: { cookie: clientCookie } });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('<title>Logo for a');
    const data = pageData(html)!;
    // The page's own answers depend on who is asking: it reads them itself.
    expect(Object.keys(data.answers).sort()).toEqual(['/api/auth/get-session', '/api/site-config']);
    const session = await call(ctx, 'GET', '/api/auth/get-session', { cookie: clientCookie });
    const own = session.body as { user: { id: string } };
    expect(own.user.id).toBeTruthy();
    expect(data.answers['/api/auth/get-session']).toMatchObject({ user: { id: own.user.id } });
    // An anonymous visitor's page may be kept, as before.
    const anonymous = await site.request(`/projects/${projectId}`);
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');
  });

  it('says signed out for a session cookie that is no longer valid', async () => {
    const res = await site.request('/', {
      headers: { cookie: 'better-auth.session_token=forged.signature' },
    });
    // Read as a signed-in visitor's page (it carries a session cookie), which says signed out.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(pageData(html)!.answers['/api/auth/get-session']).toBeNull();
  });

  it('sends the renewed session cookie with the page when the session is due to be extended', async () => {
    const user = await createUser(ctx);
    // Created 29 days ago: expires in a day, past the one-day update age.
    const soon = new Date(Date.now() + 24 * 3600 * 1000);
    await ctx.services.db.update(session).set({ expiresAt: soon }).where(eq(session.userId, user.id));
    const res = await site.request('/', { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    expect(pageData(await res.text())!.answers['/api/auth/get-session']).toMatchObject({
      user: { id: user.id },
    });
    const renewed = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(renewed).toMatch(/Max-Age=\d+/);
    const [row] = await ctx.services.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(soon.getTime() + 20 * 24 * 3600 * 1000);
  });

  it("reads an anonymous visitor's answers without a request to the app, the session included", async () => {
    const fetches = vi.spyOn(site, 'fetch');
    try {
      for (const pathname of ['/', '/projects', `/projects/${projectId}`, `/profile/${profileId}`]) {
        const data = pageData(await page(pathname))!;
        expect(Object.keys(data.answers).length, pathname).toBeGreaterThanOrEqual(3);
      }
      // The requests of the pages themselves only: none to the API for their data.
      const paths = fetches.mock.calls.map(([req]) => new URL((req as Request).url).pathname);
      expect(paths.length).toBe(4);
      expect(paths.filter((p) => p.startsWith('/api/'))).toEqual([]);
    } finally {
      fetches.mockRestore();
    }
  });

  it('writes a `$` in an answer as it is', async () => {
    const client = await createUser(ctx, { name: "Dollar $' $& Person" });
    const html = await page(`/profile/${client.profileId}`);
    expect(html).toContain('<title>Dollar $&#39; $&amp; Person · Pazar &amp; Co</title>');
    expect(pageData(html)!.answers[`/api/profiles/${client.profileId}`]).toMatchObject({
      name: "Dollar $' $& Person",
    });
  });
});

describe("a page's code as preload hints", () => {
  let withManifest: ReturnType<typeof createApp>;
  let manifestDir: string;
  beforeAll(() => {
    manifestDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-assets-'));
    fs.writeFileSync(path.join(manifestDir, 'index.html'), INDEX);
    fs.mkdirSync(path.join(manifestDir, '.vite'));
    const manifest = {
      'main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime-1.js' },
      '_button.js': { file: 'assets/button-1.js', imports: ['_runtime.js'] },
      'features/projects/routes/project-detail.tsx': {
        file: 'assets/project-detail-1.js',
        imports: ['main.tsx', '_button.js'],
      },
      'lib/locales/tr-core.ts': { file: 'assets/tr-core-1.js' },
      'lib/locales/en-core.ts': { file: 'assets/en-core-1.js' },
      ...Object.fromEntries(
        ['moderation', 'projects', 'saved', 'translate'].flatMap((ns) =>
          ['en', 'tr'].map((lang) => [
            `../shared/locales/${lang}/${ns}.json`,
            { file: `assets/${ns}-${lang}-1.js` },
          ]),
        ),
      ),
    };
    fs.writeFileSync(path.join(manifestDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    withManifest = createApp(ctx.services, { webDist: manifestDir });
  });
  afterAll(() => fs.rmSync(manifestDir, { recursive: true, force: true }));

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);

  it("names the language's catalogues the page waits for and the page's own chunk", async () => {
    const res = await withManifest.request(`/projects/${projectId}`, { headers: { cookie: 'language=tr' } });
    expect(preloads(await res.text())).toEqual([
      '/assets/tr-core-1.js',
      '/assets/projects-tr-1.js',
      '/assets/project-detail-1.js',
    ]);
    const home = await (await withManifest.request('/')).text();
    expect(preloads(home)).toEqual(['/assets/en-core-1.js']);
  });

  it('does not serve the build manifest', async () => {
    const res = await withManifest.request('/.vite/manifest.json');
    expect(await res.text()).not.toContain('project-detail-1.js');
  });

  it("preloads a service's first image, the largest thing on its page, at high priority", async () => {
    const freelancer = await createUser(ctx, { name: 'Deniz Arslan' });
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [key, value] of Object.entries({
      category: 'graphic-design',
      subcategory: 'logo-design',
      header: 'I will design your logo',
      explanation: 'A clean, modern logo with three concepts, revisions and all source files.',
      pricing: 'Basic $50, premium $150',
    }))
      form.append(key, value);
    for (const name of ['a.png', 'b.png'])
      form.append('images', new File([new Uint8Array(png)], name, { type: 'image/png' }));
    const created = await call(ctx, 'POST', '/api/services', { cookie: freelancer.headers.cookie! }, form);
    expect(created.status).toBe(201);
    const service = created.body as { id: string; images: { url: string }[] };
    const html = await page(`/services/${service.id}`);
    const hints = [
      ...html.matchAll(
        /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high" \/>/g,
      ),
    ];
    const url = service.images[0]!.url;
    // The same WebP width candidates and sizes as the gallery's <img>, so it is not fetched twice.
    expect(hints.map((m) => [m[1], m[2], m[3]])).toEqual([
      [url, imageSrcSet(url), SERVICE_GALLERY_SIZES.replace(/&/g, '&amp;')],
    ]);
    expect(hints[0]![2]).toContain(`${url}?w=640 640w`);
    expect(await page(`/projects/${projectId}`)).not.toContain('as="image"');
  });

  it('names no hints without a manifest', async () => {
    expect(preloads(await page(`/projects/${projectId}`))).toEqual([]);
  });
});

describe('a page rendered on the server (decision 134)', () => {
  // A stand-in for dist/ssr/entry-server.js: draws the project's title from the server's read.
  const BUNDLE = `export async function render({ url, lang, zone, read }) {
    const id = url.split('/')[2];
    const answer = await read('/api/projects/' + id);
    if (answer.status !== 200) return null;
    return {
      html: '<main id="main"><h1>' + answer.body.project.title.replace(/</g, '&lt;') + '</h1></main>',
      state: { queries: [{ queryKey: ['projects', id], state: { data: answer.body } }] },
      paths: ['/api/projects/' + id],
      namespaces: ['common', 'projects'],
    };
  }`;
  let rendered: ReturnType<typeof createApp>;
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-ssr-'));
    fs.mkdirSync(path.join(root, 'web', 'assets'), { recursive: true });
    fs.mkdirSync(path.join(root, 'ssr'));
    fs.writeFileSync(
      path.join(root, 'web', 'index.html'),
      INDEX.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/app.css">\n  </head>'),
    );
    fs.writeFileSync(path.join(root, 'web', 'assets', 'app.css'), 'main{color:red}');
    fs.writeFileSync(path.join(root, 'ssr', 'entry-server.js'), BUNDLE);
    // The bundle beside a web build named `web`, as dist/web and dist/ssr.
    rendered = createApp(ctx.services, { webDist: path.join(root, 'web') });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('carries the markup, its answers and its stylesheet for an anonymous visitor', async () => {
    const res = await rendered.request(`/projects/${projectId}`, {
      headers: { cookie: 'tz=Europe%2FIstanbul' },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      '<div id="root"><main id="main"><h1>Logo for a "café" &lt;b>now&lt;/b></h1></main></div>',
    );
    expect(html).toContain(
      '<script type="application/json" id="ssr-state" data-lang="en" data-zone="Europe/Istanbul" data-ns="common,projects">',
    );
    // The answer once, as the query cache: no page-data block beside it.
    expect(html).not.toContain('id="page-data"');
    expect(html).toContain('\\u003cb>now');
    expect(html).toContain('<style>main{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<link rel="expect" href="#site-footer" blocking="render" />');
  });

  it('sends a signed-in visitor, a missing entity and a private page without markup', async () => {
    const signedIn = await (
      await rendered.request(`/projects/${projectId}`, { headers: { cookie: clientCookie } })
    ).text();
    expect(signedIn).toContain('<div id="root"></div>');
    expect(signedIn).toContain('rel="stylesheet"');
    const missing = await rendered.request('/projects/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root"></div>');
    expect(await (await rendered.request('/wallet')).text()).toContain('<div id="root"></div>');
  });

  it('sends a repeated page as the bytes it kept, in the encoding asked, and new bytes once its answer changes', async () => {
    const get = async (encoding?: string) => {
      const res = await rendered.request(`/projects/${projectId}`, {
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      return { encoding: res.headers.get('content-encoding'), bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const plain = await get();
    expect(plain.encoding).toBeNull();
    const br = await get('br');
    expect(br.encoding).toBe('br');
    // The same page, compressed: what the visitor reads is the plain page.
    expect(zlib.brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    const gzip = await get('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    // Asked again, the kept bytes themselves.
    expect((await get('br')).bytes.equals(br.bytes)).toBe(true);
    // The project renamed: the next visitor reads the new title, in every encoding.
    await ctx.services.db
      .update(projects)
      .set({ title: 'Logo for a tea house' })
      .where(eq(projects.id, projectId));
    const renamed = await get('br');
    const html = zlib.brotliDecompressSync(renamed.bytes).toString();
    expect(html).toContain('<h1>Logo for a tea house</h1>');
    expect(html).not.toContain('café');
    expect((await get()).bytes.toString()).toBe(html);
  });
});
