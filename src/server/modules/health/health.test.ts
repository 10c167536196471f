import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createLifecycle } from '../../lib/lifecycle';
import { observeDatabase } from '../../lib/metrics';
import type { AppServices } from '../../services';
import { call } from '../../test/call';
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
      const answers = await Promise.all(Array.from({ length: 20 }, () => call(ctx, 'GET', '/api/health')));
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
    const app = { app: createApp(ctx.services, { lifecycle }), services: ctx.services };
    const ready = await call(app, 'GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: ctx.services.database.kind });
    lifecycle.drain();
    const draining = await call(app, 'GET', '/api/health/ready');
    expect(draining.status).toBe(503);
    expect(draining.body).toMatchObject({ status: 'draining' });
    expect((await call(app, 'GET', '/api/health/live')).status).toBe(200);
  });

  it('are not ready while the database is unreachable; /api/health answers 503 with Retry-After, not 500', async () => {
    const lost = () => Promise.reject(new Error('Connection terminated unexpectedly'));
    const services = {
      ...ctx.services,
      database: { ...ctx.services.database, db: { ...ctx.services.db, execute: lost }, ping: lost },
    } as unknown as AppServices;
    const app = { app: createApp(services), services };
    const ready = await call(app, 'GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'unavailable' });
    const health = await call(app, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');
    expect((await call(app, 'GET', '/api/health/live')).status).toBe(200);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('GET /api/health/ready on PostgreSQL', () => {
  it('is ready while every connection of the pool is taken and requests wait for one', async () => {
    const pool = ctx.services.database.pgPool!;
    const taken = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    try {
      // A request now waits for a connection (the instance is loaded, its database answers).
      const waiting = pool.query('select 1');
      expect(pool.waitingCount).toBe(1);
      // A new app: no earlier check of this file's to reuse.
      const ready = await createApp(ctx.services).request('/api/health/ready');
      expect(await ready.json()).toEqual({ status: 'ready', database: 'postgres' });
      expect(ready.status).toBe(200);
      taken[0]!.release();
      taken.shift();
      await waiting;
    } finally {
      for (const client of taken) client.release();
    }
  });
});
