import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { messages } from '../db/schema';
import { call } from '../test/call';
import { createUser } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { createRouter, handleError } from './http';
import { createLogger, loggablePath } from './logger';

const PASSWORD = 'Pa55word-never-logged';
const CHAT_TEXT = 'my bank PIN is 4711, keep it between us';

let ctx: TestContext;
let lines: string[];
/** The app writing its log to `lines`. */
let withLog: Pick<TestContext, 'app' | 'services'>;
const log = () => lines.join('');

beforeAll(async () => {
  ctx = await createTestContext();
  lines = [];
  const logger = createLogger({ level: 'trace', destination: { write: (line: string) => lines.push(line) } });
  withLog = { app: createApp(ctx.services, { logger }), services: ctx.services };
});
afterAll(async () => {
  await ctx.close();
});

describe('logs', () => {
  it('record a sign-in and a chat message without the password, cookie or text', async () => {
    const alice = await createUser(ctx, { password: PASSWORD });
    const bob = await createUser(ctx);
    lines.length = 0;

    const signIn = await call(withLog, 'POST', '/api/auth/sign-in/email', null, {
      email: alice.email,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const start = await call(
      withLog,
      'POST',
      '/api/chat/conversations',
      { cookie: cookie },
      { userId: bob.id },
    );
    const { id } = start.body as { id: string };
    const send = await call(
      withLog,
      'POST',
      `/api/chat/conversations/${id}/messages`,
      { cookie: cookie },
      { body: CHAT_TEXT },
    );
    expect(send.status).toBe(201);

    // The requests were logged (so the capture works) ...
    const requests = lines.map((l) => JSON.parse(l) as { msg: string; path?: string; status?: number });
    expect(requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'request', path: '/api/auth/sign-in/email', status: 200 }),
        expect.objectContaining({
          msg: 'request',
          path: `/api/chat/conversations/${id}/messages`,
          status: 201,
        }),
      ]),
    );
    // ... and nothing secret was.
    expect(log()).not.toContain(PASSWORD);
    expect(log()).not.toContain(CHAT_TEXT);
    expect(log()).not.toContain(cookie.split('=')[1]!);
  });

  it('keep the values a failed query was sent with out of an unexpected error', async () => {
    const app = createRouter();
    const logger = createLogger({
      level: 'trace',
      destination: { write: (line: string) => lines.push(line) },
    });
    app.use('*', async (c, next) => {
      c.set('log', logger);
      await next();
    });
    app.post('/send', async () => {
      // An integrity violation (class 23, not one mapped to a 4xx): logged as unexpected.
      await ctx.services.db.insert(messages).values({
        conversationId: '00000000-0000-0000-0000-000000000000',
        senderId: 'nobody',
        receiverId: 'nobody',
        body: CHAT_TEXT,
      });
      return new Response('sent');
    });
    app.onError(handleError);
    lines.length = 0;
    const res = await app.request('/send', { method: 'POST' });
    expect(res.status).toBe(500);
    const entry = JSON.parse(lines.find((l) => l.includes('unhandled error'))!) as {
      err: { message: string; stack: string; cause?: { code?: string } };
    };
    expect(entry.err.message).toMatch(/^Failed query: insert into "messages"/);
    expect(entry.err.cause?.code).toMatch(/^23\d{3}$/);
    expect(log()).not.toContain(CHAT_TEXT);
  });

  it('redact secret fields wherever they are passed', () => {
    lines.length = 0;
    const logger = createLogger({
      level: 'trace',
      destination: { write: (line: string) => lines.push(line) },
    });
    logger.info(
      {
        password: PASSWORD,
        body: { text: CHAT_TEXT },
        input: { newPassword: PASSWORD, body: CHAT_TEXT },
        req: { headers: { cookie: 'better-auth.session_token=abc123secret' } },
      },
      'anything',
    );
    expect(log()).toContain('[redacted]');
    expect(log()).not.toContain(PASSWORD);
    expect(log()).not.toContain(CHAT_TEXT);
    expect(log()).not.toContain('abc123secret');
    expect(loggablePath('/api/auth/reset-password/tok3n-value')).toBe('/api/auth/reset-password/[redacted]');
  });
});
