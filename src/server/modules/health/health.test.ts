import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createLifecycle } from '../../lib/lifecycle';
import { observeDatabase } from '../../lib/metrics';
import type { AppServices } from '../../services';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/health', () => {
  it('answers a burst of checks with one database query', async () => {
    let queries = 0;
    const stop = observeDatabase(ctx.services.database, (e) => {
      if (e.kind === 'query') queries++;
    });
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => ctx.app.request('/api/health')));
      for (const res of answers) expect(res.status).toBe(200);
    } finally {
      stop();
    }
    expect(queries).toBeLessThanOrEqual(1);
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('are ready while the process runs, and not ready (503) once it is stopping, while still alive', async () => {
    const lifecycle = createLifecycle();
    const app = createApp(ctx.services, { lifecycle });
    const ready = await app.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: ctx.services.database.kind });
    lifecycle.drain();
    const draining = await app.request('/api/health/ready');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: 'draining' });
    expect((await app.request('/api/health/live')).status).toBe(200);
  });

  it('are not ready while the database is unreachable; /api/health answers 503 with Retry-After, not 500', async () => {
    const lost = () => Promise.reject(new Error('Connection terminated unexpectedly'));
    const services = {
      ...ctx.services,
      database: { ...ctx.services.database, db: { ...ctx.services.db, execute: lost } },
    } as unknown as AppServices;
    const app = createApp(services);
    const ready = await app.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable' });
    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');
    expect((await app.request('/api/health/live')).status).toBe(200);
  });
});
