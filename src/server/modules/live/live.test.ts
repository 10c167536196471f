import type { LiveEvent } from '@shared/live';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createServices } from '../../bootstrap';
import { openDatabase } from '../../db/client';
import { userPresence } from '../../db/schema';
import { createLiveHub, publish } from '../../lib/live';
import { envelopes, MAX_PAYLOAD_BYTES } from '../../lib/live/publish';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { openLive } from '../../test/sse';
import { statementsOf } from '../../test/statements';
import { createNotification } from '../notifications/service';
import { MAX_CHANNELS_PER_USER } from './routes';

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

describe('live channel', () => {
  it('refuses anonymous callers', async () => {
    const res = await call(ctx, 'GET', '/api/events');
    expect(res.status).toBe(401);
  });

  it('answers with an event stream and delivers a published event to its user only', async () => {
    const a = await openLive(ctx, alice);
    const b = await openLive(ctx, bob);
    const event: LiveEvent = { type: 'message', conversationId: 'c1', messageId: 'm1' };
    await publish(ctx.services.db, [alice.id], event);
    const got = await a.nextOf('message');
    expect(JSON.parse(got.data)).toEqual(event);
    // Every channel of the process hears a NOTIFY at once; a heartbeat after it shows Bob got nothing.
    await ctx.services.live.beat();
    expect(await b.eventsBeforeComment()).toEqual([]);
    await a.cancel();
    await b.cancel();
  });

  it('sends the event of a transaction on commit, and never on rollback', async () => {
    const a = await openLive(ctx, alice);
    await ctx.services.db
      .transaction(async (tx) => {
        await publish(tx, [alice.id], { type: 'read', conversationId: 'rolled-back' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await ctx.services.db.transaction(async (tx) => {
      await publish(tx, [alice.id], { type: 'read', conversationId: 'committed' });
    });
    const got = await a.nextOf('message');
    expect(JSON.parse(got.data)).toEqual({ type: 'read', conversationId: 'committed' });
    await a.cancel();
  });

  it('tells a user live when a notification is created and when it is read', async () => {
    const a = await openLive(ctx, alice);
    const note = await createNotification(ctx.services.db, {
      userId: alice.id,
      type: 'deadline',
      key: 'notifications:event.deadlineSoon',
      vars: { project: 'Live' },
    });
    expect(JSON.parse((await a.nextOf('message')).data)).toEqual({ type: 'notifications' });
    const res = await call(ctx, 'POST', `/api/notifications/${note!.id}/read`, alice);
    expect(res.status).toBe(200);
    expect(JSON.parse((await a.nextOf('message')).data)).toEqual({ type: 'notifications' });
    await a.cancel();
  });

  it('records presence on connect and forgets the channel when the client goes away', async () => {
    await ctx.services.db.delete(userPresence).where(eq(userPresence.userId, bob.id));
    const b = await openLive(ctx, bob);
    expect(ctx.services.live.connectionCount(bob.id)).toBe(1);
    const [row] = await ctx.services.db.select().from(userPresence).where(eq(userPresence.userId, bob.id));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(10_000);
    await b.cancel();
    await expect.poll(() => ctx.services.live.connectionCount(bob.id)).toBe(0);
  });

  it('runs one heartbeat for all channels of the instance in two statements', async () => {
    const readers = [];
    for (let i = 0; i < 4; i++) {
      readers.push(await openLive(ctx, alice));
      readers.push(await openLive(ctx, bob));
    }
    // Each open recorded its presence before its `ready`, so only the heartbeat's statements follow.
    const seen = await statementsOf(ctx, () => ctx.services.live.beat(), { brackets: true });
    // The sessions of all eight channels in one, the presence of both users in the other; nobody
    // came online, so nothing is published.
    expect(seen).toHaveLength(2);
    for (const r of readers) {
      await r.eventsBeforeComment();
      expect(r.comments).toBeGreaterThanOrEqual(1);
    }
    for (const r of readers) await r.cancel();
    await expect.poll(() => ctx.services.live.connectionCount()).toBe(0);
  });

  it('tells the partners at a heartbeat when a user comes back online', async () => {
    const opened = await call(ctx, 'POST', '/api/chat/conversations', alice, { userId: bob.id });
    expect(opened.status).toBeLessThan(300);
    const a = await openLive(ctx, alice);
    const b = await openLive(ctx, bob);
    // Bob's channel was silent past the online window (a stalled connection): he was offline.
    await ctx.services.db
      .update(userPresence)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(userPresence.userId, bob.id));
    await ctx.services.live.beat();
    expect(JSON.parse((await a.nextOf('message')).data)).toEqual({ type: 'presence', userId: bob.id });
    await a.cancel();
    await b.cancel();
    await expect.poll(() => ctx.services.live.connectionCount()).toBe(0);
  });

  it('keeps the channels open with their comment when the session check fails', async () => {
    const b = await openLive(ctx, bob);
    const db = ctx.services.database.db as unknown as { execute: (...args: unknown[]) => Promise<unknown> };
    const execute = db.execute;
    db.execute = () => Promise.reject(new Error('database unavailable'));
    try {
      await ctx.services.live.beat();
    } finally {
      db.execute = execute;
    }
    // A database error is not a sign-out: no `signed-out` event, the heartbeat comment still arrives.
    expect(await b.eventsBeforeComment()).toEqual([]);
    expect(b.comments).toBeGreaterThanOrEqual(1);
    expect(b.ended).toBe(false);
    await b.cancel();
    await expect.poll(() => ctx.services.live.connectionCount()).toBe(0);
  });

  it('sends heartbeat comments and ends the channel after sign-out', async () => {
    ctx.services.live.heartbeatMs = 100;
    try {
      const a = await openLive(ctx, alice);
      // The hub's own timer writes the comment (no beat() here).
      await a.eventsBeforeComment();
      expect(a.comments).toBeGreaterThanOrEqual(1);
      const out = await call(ctx, 'POST', '/api/auth/sign-out', alice, {});
      expect(out.status).toBe(200);
      const ended = await a.nextOf('signed-out', 3000);
      expect(ended.event).toBe('signed-out');
      expect(await a.next(2000)).toBeNull();
    } finally {
      ctx.services.live.heartbeatMs = 25_000;
    }
  });

  it('refuses more than the allowed open channels of one user on an instance', async () => {
    const readers = [];
    for (let i = 0; i < MAX_CHANNELS_PER_USER; i++) readers.push(await openLive(ctx, bob));
    const res = await call(ctx, 'GET', '/api/events', bob);
    expect(res.status).toBe(429);
    for (const r of readers) await r.cancel();
    await expect.poll(() => ctx.services.live.connectionCount(bob.id)).toBe(0);
    const again = await openLive(ctx, bob);
    await again.cancel();
  });

  it('gives a resuming channel the events of its user after its last event id, or null for an id it never heard', async () => {
    const hub = createLiveHub(ctx.services.database);
    const [first, second, third] = [
      envelopes(['alice', 'bob'], { type: 'notifications' })[0]!,
      envelopes(['bob'], { type: 'presence', userId: 'alice' })[0]!,
      envelopes(['alice'], { type: 'presence', userId: 'bob' })[0]!,
    ];
    for (const payload of [first, second, third]) hub.dispatch(payload);
    const idOf = (payload: string) => (JSON.parse(payload) as { i: string }).i;
    expect(hub.since('alice', idOf(first))).toEqual([
      { id: idOf(third), data: JSON.stringify({ type: 'presence', userId: 'bob' }) },
    ]);
    expect(hub.since('bob', idOf(first))?.map((e) => e.id)).toEqual([idOf(second)]);
    expect(hub.since('alice', idOf(third))).toEqual([]);
    expect(hub.since('alice', 'never-heard')).toBeNull();
    await hub.close();
  });

  it('splits a large recipient list so every NOTIFY payload fits the limit', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `user-${i}-${'x'.repeat(24)}`);
    const payloads = envelopes(ids, { type: 'notifications' });
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const all = payloads.flatMap((p) => (JSON.parse(p) as { u: string[] }).u);
    expect(all).toEqual(ids);
  });
});

// Two instances on one PostgreSQL database hear each other's events (PGlite is one process).
describe.skipIf(!process.env.TEST_DATABASE_URL)('live channel across instances', () => {
  it('delivers an event published on one instance to a channel held by another', async () => {
    const url = ctx.services.database.pgPool!.options.connectionString!;
    const database = await openDatabase({ url });
    const other = await createServices(ctx.services.config, { database, rateLimit: false });
    const otherApp = createApp(other);
    const carol = await createUser(ctx);
    try {
      const a = await openLive({ app: otherApp, services: other }, carol);
      await publish(ctx.services.db, [carol.id], { type: 'presence', userId: bob.id });
      expect(JSON.parse((await a.nextOf('message')).data)).toEqual({ type: 'presence', userId: bob.id });
      await a.cancel();
    } finally {
      await other.live.close();
      await database.close();
    }
  });
});
