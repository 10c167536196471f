import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBlog } from '../../seed/blog';
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
    const first = (await (await ctx.app.request('/api/blog?page=1&lang=en')).json()) as BlogPage;
    expect(first).toMatchObject({ page: 1, total: 20, totalPages: 2 });
    expect(first.posts).toHaveLength(10);
    const second = (await (await ctx.app.request('/api/blog?page=2&lang=en')).json()) as BlogPage;
    expect(second.posts).toHaveLength(10);
    expect(second.posts[0]!.slug).not.toBe(first.posts[0]!.slug);
  });

  it('clamps an out-of-range page to the last page', async () => {
    const res = (await (await ctx.app.request('/api/blog?page=99')).json()) as BlogPage;
    expect(res.page).toBe(2);
    const low = (await (await ctx.app.request('/api/blog?page=-4')).json()) as BlogPage;
    expect(low.page).toBe(1);
  });

  it('answers in Turkish when asked and serves one post by its slug', async () => {
    const tr = (await (await ctx.app.request('/api/blog?lang=tr')).json()) as BlogPage;
    expect(tr.posts[0]!.title).toContain('İlk Müşterinizi');
    const post = await ctx.app.request('/api/blog/pricing-your-services', {
      headers: { 'accept-language': 'tr' },
    });
    expect(post.status).toBe(200);
    const body = (await post.json()) as { title: string; body: string };
    expect(body.title).toContain('Fiyatlandırmak');
    expect(body.body.split('\n\n').length).toBeGreaterThan(4);
  });

  it('answers 404 for an unknown post', async () => {
    const res = await ctx.app.request('/api/blog/no-such-post');
    expect(res.status).toBe(404);
  });
});
