import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimit } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: true });
});
afterAll(async () => {
  await ctx.close();
});

describe('sign-in rate limit', () => {
  it('refuses the 11th sign-in attempt from one address within a minute, counting in the database', async () => {
    const attempt = () =>
      ctx.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    const rows = await ctx.services.db.select().from(rateLimit);
    expect(rows.some((r) => r.key.includes('203.0.113.9') && r.count >= 10)).toBe(true);
  });

  it('counts another address separately', async () => {
    const res = await ctx.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });
    expect(res.status).toBe(401);
  });
});
