import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, user } from '../../db/schema';
import { type LiveConnection, publish } from '../../lib/live';
import { call } from '../../test/call';
import { createUser, type TestUser, updateProfile } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { statementsOf } from '../../test/statements';
import { createNotification, type NotificationInput, notifyInStep } from './service';

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

  describe('inside a step', () => {
    /** Statements the driver ran during `work`, transaction brackets left out. */
    const statementsDuring = (work: () => unknown) => statementsOf(ctx, work);

    /** The live events `who` receives, as the hub hands them out. */
    function liveOf(who: TestUser) {
      const received: unknown[] = [];
      const conn: LiveConnection = {
        userId: who.id,
        sessionId: null,
        send: (data) => received.push(JSON.parse(data)),
        ping: () => {},
        signedOut: () => {},
        reconnect: () => {},
        resync: () => {},
      };
      const unsubscribe = ctx.services.live.subscribe(conn);
      return { received, unsubscribe };
    }

    const input = (who: TestUser, project: string): NotificationInput => ({
      userId: who.id,
      type: 'deadline',
      key: 'notifications:event.deadlineSoon',
      vars: { project },
    });

    it('is one statement: the reader language, the row and its live event together, in the reader language', async () => {
      const carol = await createUser(ctx);
      await updateProfile(ctx, carol, { language: 'tr' });
      let made: { id: string } | null = null;
      const statements = await statementsDuring(() =>
        ctx.services.db.transaction(async (tx) => {
          made = await notifyInStep(tx, input(carol, 'Tek'));
        }),
      );
      expect(statements).toHaveLength(1);
      const [row] = await ctx.services.db.select().from(notifications).where(eq(notifications.id, made!.id));
      expect(row).toMatchObject({
        userId: carol.id,
        type: 'deadline',
        title: expect.any(String),
        description: expect.stringContaining('"Tek"'),
        data: { key: 'notifications:event.deadlineSoon', vars: { project: 'Tek' } },
        read: false,
        dedupeKey: null,
      });
      // Turkish, not the English text.
      expect(row!.description).not.toBe('"Tek" is due within 24 hours.');
      // The reader's language as it is when the notification is made.
      await updateProfile(ctx, carol, { language: 'en' });
      const english = await createNotification(ctx.services.db, input(carol, 'Eng'));
      const [en] = await ctx.services.db
        .select()
        .from(notifications)
        .where(eq(notifications.id, english!.id));
      expect(en!.description).toBe('"Eng" is due within 24 hours.');
    });

    it('tells the reader live on commit only, never for a rolled-back step', async () => {
      const dave = await createUser(ctx);
      const live = liveOf(dave);
      try {
        await ctx.services.live.ready();
        await expect(
          ctx.services.db.transaction(async (tx) => {
            expect(await notifyInStep(tx, input(dave, 'Undone'))).not.toBeNull();
            throw new Error('the step fails after its notification');
          }),
        ).rejects.toThrow('the step fails');
        await ctx.services.db.transaction(async (tx) => {
          await notifyInStep(tx, input(dave, 'Kept'));
          // Not before the commit.
          expect(live.received).toEqual([]);
        });
        await expect.poll(() => live.received.length, { timeout: 10_000 }).toBe(1);
        // A marker published after both: once it arrives, nothing from the rolled-back step can.
        await publish(ctx.services.db, [dave.id], { type: 'notifications' });
        await expect.poll(() => live.received.length, { timeout: 10_000 }).toBe(2);
        expect(live.received).toEqual([{ type: 'notifications' }, { type: 'notifications' }]);
        const rows = await ctx.services.db
          .select({ vars: notifications.data })
          .from(notifications)
          .where(eq(notifications.userId, dave.id));
        expect(rows).toEqual([
          { vars: { key: 'notifications:event.deadlineSoon', vars: { project: 'Kept' } } },
        ]);
      } finally {
        live.unsubscribe();
      }
    });

    it('never undoes the step: what can fail is refused before any statement, a missing reader gets nothing', async () => {
      const erin = await createUser(ctx);
      const outcome = await ctx.services.db.transaction(async (tx) => {
        // An unknown type (only a cast gets one here) is logged, and the step goes on.
        const bad = await notifyInStep(tx, {
          ...input(erin, 'Bad'),
          type: 'nope' as NotificationInput['type'],
        });
        // A recipient deleted meanwhile: no row, no error.
        const gone = await notifyInStep(tx, { ...input(erin, 'Gone'), userId: 'no-such-user' });
        const [still] = await tx.select({ id: user.id }).from(user).where(eq(user.id, erin.id));
        return { bad, gone, still };
      });
      expect(outcome).toEqual({ bad: null, gone: null, still: { id: erin.id } });
      const rows = await ctx.services.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, erin.id));
      expect(rows).toEqual([]);
      // createNotification itself still throws on an unknown type.
      await expect(
        createNotification(ctx.services.db, {
          ...input(erin, 'Bad'),
          type: 'nope' as NotificationInput['type'],
        }),
      ).rejects.toThrow('unknown notification type');
    });
  });
});
