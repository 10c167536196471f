import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { call } from '../../test/call';
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

describe('better-auth endpoints the app does not use', () => {
  it('are not reachable: update-user cannot set an unchecked name or a javascript: image', async () => {
    const res = await call(ctx, 'POST', '/api/auth/update-user', me, {
      name: 'x'.repeat(5000),
      image: 'javascript:alert(1)',
    });
    expect(res.status).toBe(404);
    expect((res.body as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    const [row] = await ctx.services.db
      .select({ name: user.name, image: user.image })
      .from(user)
      .where(eq(user.id, me.id));
    expect(row!.name).not.toHaveLength(5000);
    expect(row!.image).toBeNull();
  });

  it('answers 404 to change-email and delete-user, which only our own routes may do', async () => {
    expect(
      (await call(ctx, 'POST', '/api/auth/change-email', me, { newEmail: 'other@example.com' })).status,
    ).toBe(404);
    expect((await call(ctx, 'POST', '/api/auth/delete-user', me, { password: me.password })).status).toBe(
      404,
    );
    const [row] = await ctx.services.db.select({ email: user.email }).from(user).where(eq(user.id, me.id));
    expect(row!.email).toBe(me.email);
  });

  it('still passes the ones the app uses through to better-auth', async () => {
    const session = await call(ctx, 'GET', '/api/auth/get-session', me);
    expect(session.status).toBe(200);
    expect((session.body as { user: { id: string } }).user.id).toBe(me.id);
    const accounts = await call(ctx, 'GET', '/api/auth/list-accounts', me);
    expect(accounts.status).toBe(200);
    expect((accounts.body as { providerId: string }[]).map((a) => a.providerId)).toEqual(['credential']);
  });
});
