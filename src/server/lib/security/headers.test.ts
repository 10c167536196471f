import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { lightParts } from '../light-response';
import { FILES_SECURE_HEADERS } from '../storage/files-route';
import { answerHeaders, secureHeaderPairs } from './headers';

const SITE_OPTIONS = {
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
};

/** What Hono's own secureHeaders() sets with these options (all but the content type). */
async function honoHeaders(options: Parameters<typeof secureHeaders>[0]) {
  const app = new Hono();
  app.use('*', secureHeaders(options));
  app.get('/', (c) => c.text('x'));
  const res = await app.request('/');
  return Object.fromEntries([...res.headers].filter(([name]) => name !== 'content-type'));
}

const asMap = (pairs: readonly (readonly [string, string])[]) =>
  Object.fromEntries(pairs.map(([name, value]) => [name.toLowerCase(), value]));

describe('secure headers made once', () => {
  it("are exactly Hono's secureHeaders() for the site's options and the stored files' options", async () => {
    expect(asMap(secureHeaderPairs(SITE_OPTIONS))).toEqual(
      await honoHeaders({ ...SITE_OPTIONS, xContentTypeOptions: 'nosniff' }),
    );
    expect(asMap(FILES_SECURE_HEADERS)).toEqual(
      await honoHeaders({
        contentSecurityPolicy: { defaultSrc: ["'none'"], sandbox: [] },
        xContentTypeOptions: 'nosniff',
        xFrameOptions: 'DENY',
        referrerPolicy: 'no-referrer',
      }),
    );
  });

  it('replace a header of the same name a handler set, drop X-Powered-By and add the request id', async () => {
    const apply = answerHeaders(secureHeaderPairs(SITE_OPTIONS));
    const app = new Hono();
    app.use('*', async (c, next) => {
      await next();
      apply(c, 'req-1');
    });
    app.get('/plain', (c) => c.json({ ok: true }, 200, { 'X-Frame-Options': 'SAMEORIGIN' }));
    app.get('/headers', (c) => {
      c.header('X-Powered-By', 'something');
      c.header('x-frame-options', 'SAMEORIGIN');
      return c.text('hello');
    });
    for (const path of ['/plain', '/headers']) {
      const res = await app.request(path);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('x-request-id')).toBe('req-1');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});

describe('answers behind the Node server', () => {
  let ctx: TestContext;
  let base: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ctx = await createTestContext();
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close();
    await ctx.close();
  });

  it('carry every secure header once, the request id and their own type', async () => {
    for (const [path, status, type] of [
      ['/api/health', 200, 'application/json'],
      ['/api/nothing-here', 404, 'application/json'],
    ] as const) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toBe(type);
      for (const [name, value] of secureHeaderPairs(SITE_OPTIONS))
        expect(res.headers.get(name), name).toBe(value);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('x-powered-by')).toBeNull();
      await res.arrayBuffer();
    }
    const given = await fetch(`${base}/api/health`, { headers: { 'x-request-id': 'trace-42' } });
    expect(given.headers.get('x-request-id')).toBe('trace-42');
    const refused = await fetch(`${base}/api/health`, { headers: { 'x-request-id': 'not ok!' } });
    expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keep the adapter's lightweight answer (status, body and plain headers, written at once)", async () => {
    // Behind serve(), Response is @hono/node-server's: an answer made by c.json() keeps its parts.
    const probe = new Hono();
    const apply = answerHeaders(secureHeaderPairs(SITE_OPTIONS));
    let kept: unknown;
    probe.use('*', async (c, next) => {
      await next();
      apply(c, 'req-2');
      kept = lightParts(c.res);
    });
    probe.get('/', (c) => c.json({ ok: true }));
    const res = await probe.request('/');
    expect(await res.json()).toEqual({ ok: true });
    expect(kept).toEqual([
      200,
      '{"ok":true}',
      expect.objectContaining({
        'Content-Type': 'application/json',
        'X-Frame-Options': 'DENY',
        'X-Request-Id': 'req-2',
      }),
    ]);
  });
});
