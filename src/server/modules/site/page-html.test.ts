import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { seedBlog } from '../../seed/blog';
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

beforeAll(async () => {
  ctx = await createTestContext({ env: { SITE_NAME: 'Pazar & Co' } });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-html-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  site = createApp(ctx.services, { webDist: dir });
  await seedBlog(ctx.services.db);
  const client = await createUser(ctx, { name: 'Elif <Şahin>' });
  const res = await ctx.app.request('/api/projects', {
    method: 'POST',
    headers: client.headers,
    body: JSON.stringify({
      title: 'Logo for a "café" <b>now</b>',
      description: 'A modern, simple logo for a small coffee shop in Istanbul, with two variants.',
      budget: 250,
      category: 'graphic-design',
      dueDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    }),
  });
  expect(res.status).toBe(201);
  projectId = ((await res.json()) as { id: string }).id;
  profileId = client.profileId;
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function page(pathname: string, headers: Record<string, string> = {}) {
  const res = await site.request(pathname, { headers });
  expect(res.status).toBe(200);
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

  it("writes a blog post's preview in the reader's language", async () => {
    const list = (await (await ctx.app.request('/api/blog?lang=tr')).json()) as {
      posts: { slug: string; title: string }[];
    };
    const post = list.posts[0]!;
    const html = await page(`/blog/${post.slug}`, { cookie: 'language=tr' });
    expect(meta(html, 'og:title')).toContain(post.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(meta(html, 'og:locale')).toBe('tr_TR');
  });

  it('gives a missing project the generic page tags, never an error', async () => {
    const html = await page('/projects/00000000-0000-0000-0000-000000000000');
    expect(html).toContain('<title>Project · Pazar &amp; Co</title>');
    expect(meta(html, 'og:image')).toBe('http://localhost:3999/og-image.png');
  });

  it('gives every other page its own title and description, without preview tags', async () => {
    const html = await page('/wallet');
    expect(html).toContain('<title>Wallet · Pazar &amp; Co</title>');
    expect(meta(html, 'description')).toBe('Your balance, escrow and payouts.');
    expect(meta(html, 'og:title')).toBeUndefined();
    expect(await page('/no/such/page')).toContain('<title>Page not found · Pazar &amp; Co</title>');
  });
});
