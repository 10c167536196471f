import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
let me: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  me = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

function post(path: string, body: unknown) {
  return ctx.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: me.cookie },
    body: JSON.stringify(body),
  });
}

describe('better-auth endpoints the app does not use', () => {
  it('are not reachable: update-user cannot set an unchecked name or a javascript: image', async () => {
    const res = await post('/api/auth/update-user', {
      name: 'x'.repeat(5000),
      image: 'javascript:alert(1)',
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    const [row] = await ctx.services.db
      .select({ name: user.name, image: user.image })
      .from(user)
      .where(eq(user.id, me.id));
    expect(row!.name).not.toHaveLength(5000);
    expect(row!.image).toBeNull();
  });

  it('answers 404 to change-email and delete-user, which only our own routes may do', async () => {
    expect((await post('/api/auth/change-email', { newEmail: 'other@example.com' })).status).toBe(404);
    expect((await post('/api/auth/delete-user', { password: me.password })).status).toBe(404);
    const [row] = await ctx.services.db.select({ email: user.email }).from(user).where(eq(user.id, me.id));
    expect(row!.email).toBe(me.email);
  });

  it('still passes the ones the app uses through to better-auth', async () => {
    const session = await ctx.app.request('/api/auth/get-session', { headers: { cookie: me.cookie } });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(me.id);
    const accounts = await ctx.app.request('/api/auth/list-accounts', { headers: { cookie: me.cookie } });
    expect(accounts.status).toBe(200);
    expect(((await accounts.json()) as { providerId: string }[]).map((a) => a.providerId)).toEqual([
      'credential',
    ]);
  });
});
