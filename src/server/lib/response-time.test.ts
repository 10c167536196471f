import { randomUUID } from 'node:crypto';
import { RESPONSE_UNANSWERED_SECONDS, responseTimeBucket } from '@shared/response-time';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { conversations, replyWatches, user } from '../db/schema';
import { callOk, serviceBody } from '../security/world';
import { call } from '../test/call';
import { createUser } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { setClockOffset } from './clock';
import { responseTimeOf } from './response-time';

const MIN = 60 * 1000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(() => {
  setClockOffset(0);
});
afterAll(async () => {
  await ctx.close();
});

async function person(): Promise<string> {
  const id = randomUUID();
  await ctx.services.db.insert(user).values({ id, name: 'Someone', email: `${id}@example.test` });
  return id;
}

/** A client's first message to `freelancer` at `firstAt`, answered at `answeredAt` (or not). */
async function inquiry(freelancer: string, firstAt: Date, answeredAt: Date | null) {
  const client = await person();
  const [a, b] = [client, freelancer].sort();
  const [conv] = await ctx.services.db
    .insert(conversations)
    .values({ userA: a!, userB: b! })
    .returning({ id: conversations.id });
  await ctx.services.db.insert(replyWatches).values({
    conversationId: conv!.id,
    freelancerId: freelancer,
    clientId: client,
    firstMessageAt: firstAt,
    answeredAt,
  });
}

describe("a seller's response time", () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('is the lower median of the first replies, with no data below three first messages', async () => {
    const freelancer = await person();
    expect(await responseTimeOf(ctx.services.db, freelancer, now)).toBeNull();
    await inquiry(freelancer, ago(10 * DAY), new Date(ago(10 * DAY).getTime() + 10 * MIN));
    await inquiry(freelancer, ago(5 * DAY), new Date(ago(5 * DAY).getTime() + 5 * HOUR));
    expect(await responseTimeOf(ctx.services.db, freelancer, now)).toBeNull();
    await inquiry(freelancer, ago(2 * DAY), new Date(ago(2 * DAY).getTime() + 2 * HOUR));
    expect(await responseTimeOf(ctx.services.db, freelancer, now)).toBe(2 * 60 * 60);
    await inquiry(freelancer, ago(3 * DAY), new Date(ago(3 * DAY).getTime() + 30 * HOUR));
    // 10 min, 2 h, 5 h, 30 h: the lower middle value.
    expect(await responseTimeOf(ctx.services.db, freelancer, now)).toBe(2 * 60 * 60);
  });

  it('counts only the first messages of the last 90 days at the time asked', async () => {
    const freelancer = await person();
    for (const days of [80, 85, 89])
      await inquiry(freelancer, ago(days * DAY), new Date(ago(days * DAY).getTime() + HOUR));
    expect(await responseTimeOf(ctx.services.db, freelancer, now)).toBe(60 * 60);
    // Two days later the 89-day-old one has left the window.
    expect(await responseTimeOf(ctx.services.db, freelancer, new Date(now.getTime() + 2 * DAY))).toBeNull();
    // Before the first messages were written there was nothing to count.
    expect(await responseTimeOf(ctx.services.db, freelancer, ago(95 * DAY))).toBeNull();
  });

  it('counts a first message unanswered for 24 hours as longer than any reply, a younger one not yet', async () => {
    const freelancer = await person();
    await inquiry(freelancer, ago(3 * DAY), new Date(ago(3 * DAY).getTime() + 20 * MIN));
    await inquiry(freelancer, ago(30 * HOUR), null);
    await inquiry(freelancer, ago(2 * HOUR), null);
    // The 2-hour-old message may still be answered: two counted, no data yet.
    expect(await responseTimeOf(ctx.services.db, freelancer, now)).toBeNull();
    // A day later it has waited 26 hours: 20 min, never, never.
    expect(await responseTimeOf(ctx.services.db, freelancer, new Date(now.getTime() + DAY))).toBe(
      RESPONSE_UNANSWERED_SECONDS,
    );
    expect(responseTimeBucket(RESPONSE_UNANSWERED_SECONDS)).toEqual({ kind: 'overDay' });
  });

  it('a reply after the time asked does not count yet', async () => {
    const freelancer = await person();
    for (const h of [1, 2, 3]) await inquiry(freelancer, ago(h * HOUR), new Date(now.getTime() + 10 * MIN));
    expect(await responseTimeOf(ctx.services.db, freelancer, now)).toBeNull();
    expect(await responseTimeOf(ctx.services.db, freelancer, new Date(now.getTime() + HOUR))).toBe(130 * 60);
    // 70, 130 and 190 minutes: the middle one.
  });

  it('is shown in whole hours rounded up, up to a day', () => {
    expect(responseTimeBucket(null)).toEqual({ kind: 'none' });
    expect(responseTimeBucket(0)).toEqual({ kind: 'hours', hours: 1 });
    expect(responseTimeBucket(3600)).toEqual({ kind: 'hours', hours: 1 });
    expect(responseTimeBucket(3601)).toEqual({ kind: 'hours', hours: 2 });
    expect(responseTimeBucket(24 * 3600)).toEqual({ kind: 'hours', hours: 24 });
    expect(responseTimeBucket(24 * 3600 + 1)).toEqual({ kind: 'overDay' });
  });

  it('comes from chat: the service page and the profile carry it once three first messages count', async () => {
    const freelancer = await createUser(ctx, { name: 'Selin Seller' });
    const service = (await callOk(ctx, 'POST', '/api/services', freelancer, serviceBody)) as { id: string };
    const convs: string[] = [];
    for (const n of [1, 2, 3]) {
      const client = await createUser(ctx, { name: `Client ${n}` });
      const conv = (await callOk(ctx, 'POST', '/api/chat/conversations', client, {
        userId: freelancer.id,
      })) as {
        id: string;
      };
      await callOk(ctx, 'POST', `/api/chat/conversations/${conv.id}/messages`, client, {
        body: 'Are you free?',
      });
      convs.push(conv.id);
    }
    const page = async () =>
      (
        (await call(ctx, 'GET', `/api/services/${service.id}`)).body as {
          seller: { responseSeconds: number | null };
        }
      ).seller.responseSeconds;
    const profile = async () =>
      (
        (await call(ctx, 'GET', `/api/profiles/${freelancer.profileId}`)).body as {
          stats: { responseSeconds: number | null };
        }
      ).stats.responseSeconds;
    expect(await page()).toBeNull();
    // The seller answers the first client 45 minutes later (the server's clock moved, not waited).
    setClockOffset(45 * MIN);
    await callOk(ctx, 'POST', `/api/chat/conversations/${convs[0]}/messages`, freelancer, {
      body: 'Yes, I am.',
    });
    expect(await page()).toBeNull();
    // A day later the two unanswered first messages count as never answered.
    setClockOffset(25 * HOUR);
    expect(await page()).toBe(RESPONSE_UNANSWERED_SECONDS);
    expect(await profile()).toBe(RESPONSE_UNANSWERED_SECONDS);
  });
});
