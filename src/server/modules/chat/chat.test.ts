import { CHAT_MIN_INTERVAL_MS } from '@shared/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  messageTranslations,
  notifications,
  profiles,
  services,
  userPresence,
} from '../../db/schema';
import { withClockOffset } from '../../lib/clock';
import { resetLimit } from '../../lib/rate-limit';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { type FakeRequest, startFakeServer } from '../../test/fake-http';
import { createTestContext, type TestContext } from '../../test/harness';
import { openLive } from '../../test/sse';
import { CHAT_SEND_LIMIT } from './service';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely in these tests
type Loose = any;

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let eve: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createUser(ctx, { name: 'Alice Client' });
  bob = await createUser(ctx, { name: 'Bob Freelancer' });
  eve = await createUser(ctx, { name: 'Eve Other' });
});
afterAll(async () => {
  await ctx.close();
});

/** The one-per-second limit is tested on its own; other tests forget the last send time. */
async function forgetSendTimes() {
  await resetLimit(ctx.services.db, CHAT_SEND_LIMIT);
}

async function open(me: TestUser, other: TestUser) {
  const res = await call(ctx, 'POST', '/api/chat/conversations', me, { userId: other.id });
  expect(res.status).toBe(200);
  return res.body as { id: string; partner: { userId: string; name: string } };
}

async function send(me: TestUser, conversationId: string, body: string) {
  await forgetSendTimes();
  return call(ctx, 'POST', `/api/chat/conversations/${conversationId}/messages`, me, { body });
}

describe('chat', () => {
  it('refuses anonymous callers on every chat route', async () => {
    const id = '00000000-0000-0000-0000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/chat/conversations'],
      ['POST', '/api/chat/conversations'],
      ['GET', `/api/chat/conversations/${id}`],
      ['GET', `/api/chat/conversations/${id}/messages`],
      ['POST', `/api/chat/conversations/${id}/messages`],
      ['POST', `/api/chat/conversations/${id}/read`],
      ['POST', `/api/chat/conversations/${id}/translations`],
      ['GET', '/api/chat/translation'],
    ] as const) {
      expect((await call(ctx, method, url, undefined, method === 'POST' ? {} : undefined)).status).toBe(401);
    }
  });

  it('opens one conversation per pair, whoever starts it, and never with yourself', async () => {
    const a = await open(alice, bob);
    const b = await open(bob, alice);
    expect(b.id).toBe(a.id);
    expect(a.partner).toMatchObject({ userId: bob.id, name: 'Bob Freelancer' });
    const self = await call(ctx, 'POST', '/api/chat/conversations', alice, { userId: alice.id });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe('You cannot message yourself');
    expect((await call(ctx, 'POST', '/api/chat/conversations', alice, { userId: 'nobody' })).status).toBe(
      404,
    );
    expect((await call(ctx, 'POST', '/api/chat/conversations', alice, { userId: bob.id, x: 1 })).status).toBe(
      400,
    );
  });

  it('does not start a conversation with a hidden profile', async () => {
    await ctx.services.db.update(profiles).set({ profileVisible: false }).where(eq(profiles.userId, eve.id));
    expect((await call(ctx, 'POST', '/api/chat/conversations', alice, { userId: eve.id })).status).toBe(404);
    await ctx.services.db.update(profiles).set({ profileVisible: true }).where(eq(profiles.userId, eve.id));
  });

  it('delivers a message live, counts it unread and notifies the receiver once per conversation', async () => {
    const conv = await open(alice, bob);
    const live = await openLive(ctx, bob);
    const sent = await send(alice, conv.id, '  Hello Bob, is the logo ready?  ');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      body: 'Hello Bob, is the logo ready?',
      mine: true,
      lang: 'en',
      read: false,
    });
    const events: unknown[] = [];
    for (let i = 0; i < 2; i++) events.push(JSON.parse((await live.nextOf('message')).data));
    expect(events).toContainEqual({ type: 'message', conversationId: conv.id, messageId: sent.body.id });
    expect(events).toContainEqual({ type: 'notifications' });
    await live.cancel();

    expect((await call(ctx, 'GET', '/api/messages/unread-count', bob)).body).toEqual({ count: 1 });
    expect((await call(ctx, 'GET', '/api/messages/unread-count', alice)).body).toEqual({ count: 0 });
    const second = await send(alice, conv.id, 'Merhaba, teşekkürler!');
    expect(second.body.lang).toBe('tr');
    expect((await call(ctx, 'GET', '/api/messages/unread-count', bob)).body).toEqual({ count: 2 });

    const notes = await ctx.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, bob.id), eq(notifications.type, 'message')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.description).toBe('Alice Client sent you a message.');

    const list = await call(ctx, 'GET', '/api/chat/conversations', bob);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      id: conv.id,
      partner: { userId: alice.id, name: 'Alice Client' },
      lastMessage: { body: 'Merhaba, teşekkürler!', mine: false },
      unread: 2,
    });
  });

  it('marks read when the receiver opens it, tells the sender live, and clears its notification', async () => {
    const conv = await open(alice, bob);
    const live = await openLive(ctx, alice);
    const read = await call(ctx, 'POST', `/api/chat/conversations/${conv.id}/read`, bob);
    expect(read.body).toEqual({ updated: 2 });
    expect(JSON.parse((await live.nextOf('message')).data)).toEqual({
      type: 'read',
      conversationId: conv.id,
    });
    await live.cancel();
    expect((await call(ctx, 'GET', '/api/messages/unread-count', bob)).body).toEqual({ count: 0 });
    expect((await call(ctx, 'GET', '/api/notifications/unread-count', bob)).body).toEqual({ count: 0 });
    const msgs = await call(ctx, 'GET', `/api/chat/conversations/${conv.id}/messages`, alice);
    expect(msgs.body.map((m: { read: boolean }) => m.read)).toEqual([true, true]);
    // Reading again changes nothing; the sender reading marks nothing of the other's.
    expect((await call(ctx, 'POST', `/api/chat/conversations/${conv.id}/read`, bob)).body).toEqual({
      updated: 0,
    });
  });

  it('keeps a conversation from anyone outside it (404)', async () => {
    const conv = await open(alice, bob);
    expect((await call(ctx, 'GET', `/api/chat/conversations/${conv.id}`, eve)).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/chat/conversations/${conv.id}/messages`, eve)).status).toBe(404);
    expect((await send(eve, conv.id, 'let me in')).status).toBe(404);
    expect((await call(ctx, 'POST', `/api/chat/conversations/${conv.id}/read`, eve)).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/chat/conversations/not-a-uuid/messages', alice)).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/chat/conversations', eve)).body).toEqual([]);
  });

  it('does not count a refused send against the one-per-second limit', async () => {
    const conv = await open(alice, bob);
    const own = await open(eve, bob);
    await forgetSendTimes();
    // Eve's send into a conversation that is not hers is refused (404) and her limit stays untouched:
    // her next send, at once, goes through.
    const refused = await call(ctx, 'POST', `/api/chat/conversations/${conv.id}/messages`, eve, {
      body: 'let me in',
    });
    expect(refused.status).toBe(404);
    const gone = await call(
      ctx,
      'POST',
      '/api/chat/conversations/00000000-0000-4000-8000-000000000000/messages',
      eve,
      {
        body: 'anyone?',
      },
    );
    expect(gone.status).toBe(404);
    expect(
      (await call(ctx, 'POST', `/api/chat/conversations/${own.id}/messages`, eve, { body: 'hello' })).status,
    ).toBe(201);
    // The limit itself still holds.
    expect(
      (await call(ctx, 'POST', `/api/chat/conversations/${own.id}/messages`, eve, { body: 'again' })).status,
    ).toBe(429);
  });

  it('pages back through a long conversation with `before`, and refuses a foreign cursor', async () => {
    const carol = await createUser(ctx, { name: 'Carol Long' });
    const dave = await createUser(ctx, { name: 'Dave Long' });
    const conv = await open(carol, dave);
    const start = Date.parse('2026-01-01T00:00:00Z');
    await ctx.services.db.insert(messages).values(
      Array.from({ length: 260 }, (_, i) => ({
        conversationId: conv.id,
        senderId: i % 2 ? carol.id : dave.id,
        receiverId: i % 2 ? dave.id : carol.id,
        body: `message ${i + 1}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const url = `/api/chat/conversations/${conv.id}/messages`;
    const latest = (await call(ctx, 'GET', url, carol)).body as { id: string; body: string }[];
    expect(latest).toHaveLength(200);
    expect([latest[0]!.body, latest.at(-1)!.body]).toEqual(['message 61', 'message 260']);
    const older = (await call(ctx, 'GET', `${url}?before=${latest[0]!.id}`, carol)).body as typeof latest;
    expect(older.map((m) => m.body)).toEqual(Array.from({ length: 50 }, (_, i) => `message ${i + 11}`));
    const oldest = (await call(ctx, 'GET', `${url}?before=${older[0]!.id}`, carol)).body as typeof latest;
    expect(oldest.map((m) => m.body)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${i + 1}`));
    expect((await call(ctx, 'GET', `${url}?before=${oldest[0]!.id}`, carol)).body).toEqual([]);

    // A cursor from another conversation, or not an id at all, is refused; outsiders still get 404.
    const other = await open(alice, bob);
    const foreign = (await send(alice, other.id, 'elsewhere')).body as { id: string };
    const refused = await call(ctx, 'GET', `${url}?before=${foreign.id}`, carol);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('That message is not in this conversation.');
    expect((await call(ctx, 'GET', `${url}?before=nope`, carol)).status).toBe(400);
    expect((await call(ctx, 'GET', `${url}?before=${latest[0]!.id}`, eve)).status).toBe(404);
  });

  it('refuses empty and over-long messages with the spec messages', async () => {
    const conv = await open(alice, bob);
    const empty = await send(alice, conv.id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Message cannot be empty');
    const long = await send(alice, conv.id, 'x'.repeat(5001));
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('Maximum 5000 characters allowed');
    expect((await send(alice, conv.id, 'y'.repeat(5000))).status).toBe(201);
    // The list carries only the start of a long last message.
    const list = await call(ctx, 'GET', '/api/chat/conversations', alice);
    expect(list.body[0].lastMessage.body).toBe('y'.repeat(200));
    expect(
      (await call(ctx, 'POST', `/api/chat/conversations/${conv.id}/messages`, alice, { body: 5 })).status,
    ).toBe(400);
  });

  it('allows one message per second per sender, with a translated 429', async () => {
    const conv = await open(alice, bob);
    await forgetSendTimes();
    // Two sends at once: exactly one gets through, whatever the timing.
    const post = (body: string) =>
      call(
        ctx,
        'POST',
        `/api/chat/conversations/${conv.id}/messages`,
        null,
        { body },
        { lang: 'tr', headers: { ...alice.headers } },
      );
    const both = await Promise.all([post('first'), post('second')]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 429]);
    const refused = both.find((r) => r.status === 429)!;
    expect((refused.body as Loose).error.message).toBe('Başka bir mesaj göndermeden önce lütfen bekleyin');
    // Another sender is not held back.
    expect(
      (await call(ctx, 'POST', `/api/chat/conversations/${conv.id}/messages`, bob, { body: 'from bob' }))
        .status,
    ).toBe(201);
    // Once the interval has passed on the server clock she is let through again.
    const later = () =>
      withClockOffset(CHAT_MIN_INTERVAL_MS + 100, () =>
        call(ctx, 'POST', `/api/chat/conversations/${conv.id}/messages`, alice, { body: 'later' }),
      );
    expect((await later()).status).toBe(201);
  });

  it('lists the partner main service category and online state', async () => {
    await ctx.services.db.insert(services).values(
      ['graphic-design', 'software-tech', 'software-tech'].map((category, i) => ({
        profileId: bob.profileId,
        category,
        subcategory: category === 'software-tech' ? 'web-development' : 'logo-design',
        header: `Service number ${i} header`,
        explanation: 'An explanation that is long enough to pass the fifty character check.',
        pricing: 'Fixed price per job',
      })),
    );
    // Seen more than two minutes ago counts as offline.
    await ctx.services.db
      .update(userPresence)
      .set({ lastSeenAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(userPresence.userId, bob.id));
    const before = await call(ctx, 'GET', '/api/chat/conversations', alice);
    expect(before.body[0].partner).toMatchObject({ category: 'software-tech', online: false });
    const live = await openLive(ctx, bob);
    // The stream records presence as it opens; on PostgreSQL that write may land just after.
    await expect
      .poll(async () => (await call(ctx, 'GET', '/api/chat/conversations', alice)).body[0].partner.online, {
        timeout: 5_000,
        interval: 50,
      })
      .toBe(true);
    await live.cancel();
  });
});

describe('chat translation', () => {
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let tctx: TestContext;
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    fake = await startFakeServer((req: FakeRequest) => {
      const body = req.body as { q: string; target: string };
      if (body.q.includes('FAIL')) return { status: 503, json: { error: 'down' } };
      return { json: { translatedText: `[${body.target}] ${body.q}` } };
    });
    tctx = await createTestContext({
      env: { TRANSLATE_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: fake.url },
    });
    a = await createUser(tctx);
    b = await createUser(tctx);
  });
  afterAll(async () => {
    await tctx.close();
    await fake.close();
  });

  it('says translation is unavailable without a provider and shows the original', async () => {
    const conv = await open(alice, bob);
    expect((await call(ctx, 'GET', '/api/chat/translation', alice)).body).toEqual({
      available: false,
      provider: 'none',
    });
    const msgs = (await call(ctx, 'GET', `/api/chat/conversations/${conv.id}/messages`, alice)).body;
    const tr = msgs.find((m: { lang: string }) => m.lang === 'tr');
    const res = await call(ctx, 'POST', `/api/chat/conversations/${conv.id}/translations`, alice, {
      target: 'en',
      messageIds: [tr.id],
    });
    expect(res.body).toEqual({
      available: false,
      provider: 'none',
      items: [{ messageId: tr.id, body: tr.body, translated: false }],
    });
  });

  it('translates a message once per language, leaves same-language ones alone, and falls back on failure', async () => {
    const req = async (user: TestUser, method: string, url: string, body?: unknown) => {
      const r = await call(tctx, method, url, user, body ? JSON.stringify(body) : undefined, {
        headers: { 'content-type': 'application/json' },
        raw: true,
      });
      return { status: r.status, body: r.body as Loose };
    };
    const conv = (await req(a, 'POST', '/api/chat/conversations', { userId: b.id })).body;
    const m1 = (
      await req(a, 'POST', `/api/chat/conversations/${conv.id}/messages`, { body: 'Merhaba, nasılsın?' })
    ).body;
    const m2 = (await req(b, 'POST', `/api/chat/conversations/${conv.id}/messages`, { body: 'Hello there' }))
      .body;
    await resetLimit(tctx.services.db, CHAT_SEND_LIMIT);
    const m3 = (
      await req(b, 'POST', `/api/chat/conversations/${conv.id}/messages`, { body: 'This will FAIL' })
    ).body;
    const ask = () =>
      req(b, 'POST', `/api/chat/conversations/${conv.id}/translations`, {
        target: 'en',
        messageIds: [m1.id, m2.id, m3.id],
      });
    const first = await ask();
    expect(first.status).toBe(200);
    expect(first.body.available).toBe(true);
    expect(first.body.items).toEqual([
      { messageId: m1.id, body: '[en] Merhaba, nasılsın?', translated: true },
      { messageId: m2.id, body: 'Hello there', translated: false },
      { messageId: m3.id, body: 'This will FAIL', translated: false },
    ]);
    // m3 is English already; only m1 went to the provider, and only once.
    const calls = fake.requests.length;
    expect(calls).toBe(1);
    const again = await ask();
    expect(again.body.items[0].body).toBe('[en] Merhaba, nasılsın?');
    expect(fake.requests.length).toBe(calls);
    const stored = await tctx.services.db.select().from(messageTranslations);
    expect(stored).toHaveLength(1);

    const failing = await req(b, 'POST', `/api/chat/conversations/${conv.id}/translations`, {
      target: 'tr',
      messageIds: [m3.id],
    });
    expect(failing.body.items).toEqual([{ messageId: m3.id, body: 'This will FAIL', translated: false }]);
    // Another user's message ids are not translated for an outsider.
    const outsider = await createUser(tctx);
    expect(
      (
        await req(outsider, 'POST', `/api/chat/conversations/${conv.id}/translations`, {
          target: 'en',
          messageIds: [m1.id],
        })
      ).status,
    ).toBe(404);
  });
});
