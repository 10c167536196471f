import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createWriteGate } from './lib/write-gate';
import { call } from './test/call';
import { createUser, type TestUser } from './test/factories';
import { createTestContext, type TestContext } from './test/harness';

// The app's writes go through the write gate (decision 120); reads and uploads do not.

let ctx: TestContext;
let member: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await createUser(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const letter = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  topic: 'general',
  message: 'A question about the write gate, long enough.',
};

describe('writes under load', () => {
  it('refuses a write with 503, Retry-After and a translated message when no turn is free; reads still pass', async () => {
    const gate = createWriteGate({ concurrency: 1, maxWaitMs: 60_000, maxQueue: 0 });
    const app = createApp(ctx.services, { writeGate: gate });
    const busy = { ...ctx, app };
    const held = await gate.enter();
    const refused = await call(busy, 'POST', '/api/contact', null, letter, {
      lang: 'tr',
      address: '192.0.2.7',
    });
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('SERVICE_BUSY');
    expect(refused.body.error.message).not.toBe('errors:serviceBusy');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(busy, 'GET', '/api/site-config')).status).toBe(200);
    expect((await call(busy, 'GET', '/api/notifications', member)).status).toBe(200);
    held();
    expect((await call(busy, 'POST', '/api/contact', null, letter, { address: '192.0.2.7' })).status).toBe(
      201,
    );
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('lets a waiting write through when the turn is given back, and gives every turn back, refused or not', async () => {
    const gate = createWriteGate({ concurrency: 1, maxWaitMs: 60_000, maxQueue: 5 });
    const app = createApp(ctx.services, { writeGate: gate });
    const busy = { ...ctx, app };
    const held = await gate.enter();
    const waiting = call(busy, 'POST', '/api/contact', null, letter, { address: '192.0.2.8' });
    // A refused write (bad input) also gives its turn back.
    const bad = call(
      busy,
      'POST',
      '/api/contact',
      null,
      { ...letter, message: 'short' },
      { address: '192.0.2.8' },
    );
    await expect.poll(() => gate.waiting).toBe(2);
    held();
    expect((await waiting).status).toBe(201);
    expect((await bad).status).toBe(400);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });
});
