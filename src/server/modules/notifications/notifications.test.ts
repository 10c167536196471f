import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { createNotification } from './service';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createUser(ctx);
  bob = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('notifications', () => {
  it('refuses anonymous callers on every notification route', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/notifications/00000000-0000-0000-0000-000000000000/read'],
    ] as const) {
      expect((await call(ctx, method, url)).status).toBe(401);
    }
  });

  it('lists only my notifications, newest first, with the key and values for the web', async () => {
    await createNotification(ctx.services.db, {
      userId: alice.id,
      type: 'project',
      key: 'notifications:event.applicationDeclined',
      vars: { project: 'First' },
    });
    // The first is a minute older (newest first is what is tested, not how fast the two were made).
    await ctx.services.db
      .update(notifications)
      .set({ createdAt: sql`${notifications.createdAt} - interval '1 minute'` })
      .where(eq(notifications.userId, alice.id));
    await createNotification(ctx.services.db, {
      userId: alice.id,
      type: 'deadline',
      key: 'notifications:event.deadlineSoon',
      vars: { project: 'Second' },
    });
    await createNotification(ctx.services.db, {
      userId: bob.id,
      type: 'review',
      key: 'notifications:event.reviewReceived',
      vars: { project: 'Bob', reviewer: 'X', rating: 5 },
    });
    const res = await call(ctx, 'GET', '/api/notifications', alice);
    const list = res.body as { type: string; description: string; data: { vars: { project: string } } }[];
    expect(list.map((n) => n.type)).toEqual(['deadline', 'project']);
    expect(list[0]?.description).toBe('"Second" is due within 24 hours.');
    expect(list[0]?.data.vars.project).toBe('Second');
    expect((await call(ctx, 'GET', '/api/notifications/unread-count', alice)).body).toEqual({ count: 2 });
  });

  it('marks one read only for its recipient; another user gets 404', async () => {
    const [note] = await ctx.services.db.select().from(notifications).where(eq(notifications.userId, bob.id));
    expect((await call(ctx, 'POST', `/api/notifications/${note!.id}/read`, alice)).status).toBe(404);
    expect((await call(ctx, 'POST', '/api/notifications/not-an-id/read', bob)).status).toBe(404);
    expect((await call(ctx, 'POST', `/api/notifications/${note!.id}/read`, bob)).status).toBe(200);
    expect((await call(ctx, 'GET', '/api/notifications/unread-count', bob)).body).toEqual({ count: 0 });
    expect((await call(ctx, 'GET', '/api/notifications/unread-count', alice)).body).toEqual({ count: 2 });
  });

  it('marks all of mine read and leaves everyone else alone', async () => {
    await createNotification(ctx.services.db, {
      userId: bob.id,
      type: 'message',
      key: 'notifications:event.deadlineSoon',
      vars: { project: 'Bob again' },
    });
    expect((await call(ctx, 'POST', '/api/notifications/read-all', alice)).body).toEqual({ updated: 2 });
    expect((await call(ctx, 'GET', '/api/notifications/unread-count', alice)).body).toEqual({ count: 0 });
    expect((await call(ctx, 'GET', '/api/notifications/unread-count', bob)).body).toEqual({ count: 1 });
  });

  it('creates a notification with a dedupe key only once', async () => {
    const input = {
      userId: alice.id,
      type: 'deadline' as const,
      key: 'notifications:event.deadlineSoon',
      vars: { project: 'Once' },
      dedupeKey: 'test:once',
    };
    const first = await createNotification(ctx.services.db, input);
    expect(first).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await createNotification(ctx.services.db, input)).toBeNull();
    const rows = await ctx.services.db
      .select({ id: notifications.id, userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.dedupeKey, 'test:once'));
    expect(rows).toEqual([{ id: first!.id, userId: alice.id }]);
  });
});
