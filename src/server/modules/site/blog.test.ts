import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBlog } from '../../seed/blog';
import { call } from '../../test/call';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedBlog(ctx.services.db);
  await seedBlog(ctx.services.db);
});
afterAll(async () => {
  await ctx.close();
});

interface BlogPage {
  posts: Array<{ slug: string; title: string }>;
  page: number;
  total: number;
  totalPages: number;
}

describe('blog API', () => {
  it('serves 20 posts, 10 per page, and seeding twice adds nothing', async () => {
    const first = (await call(ctx, 'GET', '/api/blog?page=1&lang=en')).body as BlogPage;
    expect(first).toMatchObject({ page: 1, total: 20, totalPages: 2 });
    expect(first.posts).toHaveLength(10);
    const second = (await call(ctx, 'GET', '/api/blog?page=2&lang=en')).body as BlogPage;
    expect(second.posts).toHaveLength(10);
    expect(second.posts[0]!.slug).not.toBe(first.posts[0]!.slug);
  });

  it('clamps an out-of-range page to the last page', async () => {
    const res = (await call(ctx, 'GET', '/api/blog?page=99')).body as BlogPage;
    expect(res.page).toBe(2);
    const low = (await call(ctx, 'GET', '/api/blog?page=-4')).body as BlogPage;
    expect(low.page).toBe(1);
  });

  it('answers in Turkish when asked and serves one post by its slug', async () => {
    const tr = (await call(ctx, 'GET', '/api/blog?lang=tr')).body as BlogPage;
    expect(tr.posts[0]!.title).toContain('İlk Müşterinizi');
    const post = await call(ctx, 'GET', '/api/blog/pricing-your-services', null, undefined, { lang: 'tr' });
    expect(post.status).toBe(200);
    const body = post.body as { title: string; body: string };
    expect(body.title).toContain('Fiyatlandırmak');
    expect(body.body.split('\n\n').length).toBeGreaterThan(4);
  });

  it('answers 404 for an unknown post', async () => {
    const res = await call(ctx, 'GET', '/api/blog/no-such-post');
    expect(res.status).toBe(404);
  });
});

describe('answer contracts in the OpenAPI document', () => {
  const PREFIXES = [
    '/api/chat/',
    '/api/messages/',
    '/api/notifications',
    '/api/settings',
    '/api/site-config',
    '/api/blog',
    '/api/health',
    '/api/help/articles',
    '/api/ai/',
    '/api/auth/sign-up/email',
    '/api/auth/sign-in/email',
    '/api/auth/change-password',
  ];
  // AI purchases live in the money module.
  const MONEY_AI = ['/api/ai/chatbot-orders', '/api/ai/analytics/', '/api/ai/orders'];

  it('names a shared schema for every JSON 2xx answer of these routes', async () => {
    type Op = { responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> };
    const doc = (await call(ctx, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, Op>>;
      components: { schemas: Record<string, unknown> };
    };
    const unnamed: string[] = [];
    let checked = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!PREFIXES.some((p) => path.startsWith(p)) || MONEY_AI.some((p) => path.startsWith(p))) continue;
      for (const [method, op] of Object.entries(ops)) {
        for (const [status, answer] of Object.entries(op.responses)) {
          const json = answer.content?.['application/json'];
          if (!status.startsWith('2') || !json) continue;
          checked++;
          const ref = json.schema?.$ref ?? (json.schema as { items?: { $ref?: string } })?.items?.$ref;
          if (!ref || !(ref.split('/').at(-1)! in doc.components.schemas))
            unnamed.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(unnamed).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(25);
  });
});
