import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../db/schema';
import { call } from '../../test/call';
import { createUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { statementsOf } from '../../test/statements';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** Statements the driver ran during `work`, transaction brackets left out. */
const statementsDuring = (work: () => unknown) => statementsOf(ctx, work);

describe('reading the session', () => {
  it('asks the database nothing for a request without a session cookie', async () => {
    const seen = await statementsDuring(() =>
      call(ctx, 'GET', '/api/health', { cookie: 'language=tr; theme=dark' }),
    );
    // At most the health check itself (shared for a second), never a session read.
    expect(seen.filter((s) => s !== 'select 1')).toEqual([]);
  });

  it('reads a valid session in one statement', async () => {
    const user = await createUser(ctx);
    const seen = await statementsDuring(async () => {
      const res = await call(ctx, 'GET', '/api/health', user);
      expect(res.status).toBe(200);
    });
    const reads = seen.filter((s) => s !== 'select 1');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/from "session" inner join "user"/);
    const me = await call(ctx, 'GET', '/api/profiles/me', user);
    expect(me.status).toBe(200);
  });

  it('treats a forged signature or an unknown token as signed out, without a query for a bad signature', async () => {
    const user = await createUser(ctx);
    const forged = user.cookie.replace(/session_token=([^.;]+)\.[^;]+/, (_m, token) => {
      return `session_token=${token}.${encodeURIComponent(Buffer.alloc(32, 7).toString('base64'))}`;
    });
    expect(forged).not.toBe(user.cookie);
    const seen = await statementsDuring(async () => {
      const res = await call(ctx, 'GET', '/api/profiles/me', { cookie: forged });
      expect(res.status).toBe(401);
    });
    expect(seen.some((s) => s.includes('"session"'))).toBe(false);
  });

  it('sees a revoked session at once: deleting the row signs the cookie out on the next request', async () => {
    const user = await createUser(ctx);
    expect((await call(ctx, 'GET', '/api/profiles/me', user)).status).toBe(200);
    await ctx.services.db.delete(session).where(eq(session.userId, user.id));
    expect((await call(ctx, 'GET', '/api/profiles/me', user)).status).toBe(401);
  });

  it('refuses an expired session', async () => {
    const user = await createUser(ctx);
    await ctx.services.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, user.id));
    expect((await call(ctx, 'GET', '/api/profiles/me', user)).status).toBe(401);
  });

  it('lets better-auth extend a session that is due, as before', async () => {
    const user = await createUser(ctx);
    // Created 29 days ago: expires in a day, past the one-day update age.
    const soon = new Date(Date.now() + 24 * 3600 * 1000);
    await ctx.services.db.update(session).set({ expiresAt: soon }).where(eq(session.userId, user.id));
    const res = await call(ctx, 'GET', '/api/profiles/me', user);
    expect(res.status).toBe(200);
    const [row] = await ctx.services.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(soon.getTime() + 20 * 24 * 3600 * 1000);
  });

  it('answers 503 when the lookup fails, never signed out', async () => {
    const user = await createUser(ctx);
    await ctx.services.db.execute(sql`ALTER TABLE "session" RENAME TO "session_gone"`);
    try {
      const res = await call(ctx, 'GET', '/api/profiles/me', user);
      expect(res.status).toBe(503);
    } finally {
      await ctx.services.db.execute(sql`ALTER TABLE "session_gone" RENAME TO "session"`);
    }
  });
});
