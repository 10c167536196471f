import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { name: 'Ada Admin' });
  member = await createUser(ctx);
  await ctx.services.db.insert(admins).values({ userId: admin.id });
});
afterAll(async () => {
  await ctx.close();
});

describe('administrators', () => {
  it('tells a signed-in user whether they are an administrator', async () => {
    expect((await call(ctx, 'GET', '/api/admin/access', admin)).body).toEqual({ admin: true });
    expect((await call(ctx, 'GET', '/api/admin/access', member)).body).toEqual({ admin: false });
    expect((await call(ctx, 'GET', '/api/admin/access')).status).toBe(401);
  });

  it('lets only administrators read the audit log, newest first, with the actor named', async () => {
    await recordAudit(ctx.services.db, {
      actorId: admin.id,
      action: 'payout.paid',
      entityType: 'payout',
      entityId: 'p-1',
      before: { status: 'pending' },
      after: { status: 'paid' },
      reason: 'Transfer 42',
    });
    await recordAudit(ctx.services.db, {
      actorId: null,
      action: 'admin.granted',
      entityType: 'user',
      entityId: admin.id,
    });
    const member403 = await call(ctx, 'GET', '/api/admin/audit', member);
    expect(member403.status).toBe(403);
    expect((member403.body.error as { code: string }).code).toBe('NOT_ADMIN');

    const page = await call(ctx, 'GET', '/api/admin/audit', admin);
    expect(page.status).toBe(200);
    const items = page.body.items as { action: string; actorName: string | null; before: unknown }[];
    expect(items.map((i) => i.action)).toEqual(['admin.granted', 'payout.paid']);
    expect(items[1]).toMatchObject({ actorName: 'Ada Admin', before: { status: 'pending' } });
    const searched = await call(ctx, 'GET', '/api/admin/audit?q=transfer', admin);
    expect((searched.body.items as unknown[]).length).toBe(1);
  });

  it('keeps the audit log append-only: no update, delete or truncate succeeds', async () => {
    const db = ctx.services.db;
    await expect(db.execute(sql`update audit_log set reason = 'changed'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [row] = (await db.execute(sql`select count(*)::int as n from audit_log`)).rows as { n: number }[];
    expect(row!.n).toBe(2);
  });

  it('lists entries written at the same moment newest first, in the order they were written', async () => {
    // One transaction: every entry has the same created_at (PGlite's clock counts milliseconds, so
    // an action's entries often share one anyway).
    const steps = ['order.step1', 'order.step2', 'order.step3', 'order.step4', 'order.step5', 'order.step6'];
    await ctx.services.db.transaction(async (tx) => {
      for (const action of steps)
        await recordAudit(tx, { actorId: null, action, entityType: 'test', entityId: action });
    });
    const page = await call(ctx, 'GET', '/api/admin/audit?q=order.step', admin);
    expect(page.status).toBe(200);
    expect((page.body.items as { action: string }[]).map((i) => i.action)).toEqual([...steps].reverse());
  });
});
