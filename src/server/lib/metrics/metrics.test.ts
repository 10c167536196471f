import { Histogram, Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { call } from '../../test/call';
import { createTestContext, type TestContext } from '../../test/harness';
import { createMetrics, observeDatabase, timeDatabase } from '.';
import { FastHistogram, Series } from './fast-histogram';

const TOKEN = 'metrics-token-0123456789abcdef';
let ctx: TestContext;
let plain: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
  plain = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await plain.close();
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const res = await call(plain, 'GET', '/metrics', null, undefined, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(404);
  });

  it('refuses a missing or wrong token with 401', async () => {
    expect((await call(ctx, 'GET', '/metrics')).status).toBe(401);
    const wrong = await call(ctx, 'GET', '/metrics', null, undefined, {
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.status).toBe(401);
    const bare = await call(ctx, 'GET', '/metrics', null, undefined, { headers: { authorization: TOKEN } });
    expect(bare.status).toBe(401);
  });

  it('shows request durations by route, event-loop delay, database time and live channels', async () => {
    await call(ctx, 'GET', '/api/health');
    await call(ctx, 'GET', '/api/health');
    await call(ctx, 'GET', '/api/projects?page=1');
    await call(ctx, 'GET', '/api/no-such-route');
    const res = await call(ctx, 'GET', '/metrics', null, undefined, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = res.text;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="2xx"\} 2\n/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/projects"/,
    );
    expect(text).toMatch(/route="\/api\/\*",status="4xx"/);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('nodejs_eventloop_lag_max_seconds');
    expect(text).toMatch(/db_query_duration_seconds_count [1-9]/);
    expect(text).toContain('db_pool_wait_seconds');
    expect(text).toMatch(/live_connections 0\n/);
    expect(text).toContain('background_job_runs_total');
    // Every metric the process has published stays there.
    for (const name of [
      'http_request_duration_seconds',
      'db_query_duration_seconds',
      'db_pool_wait_seconds',
      'db_pool_waiting_clients',
      'background_job_runs_total',
      'background_job_duration_seconds',
      'background_jobs_running',
      'live_connections',
      'http_open_connections',
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
    ])
      expect(text).toContain(`# TYPE ${name} `);
    expect(text).toMatch(/db_pool_wait_seconds_count \d+\n/);
  });
});

/** A PGlite-shaped driver whose statements answer at once; `fail` makes the next one reject. */
function fakePglite() {
  const driver = {
    fail: false,
    query: async (_sql: unknown, _params?: unknown[]) => {
      if (driver.fail) throw new Error('relation does not exist');
      return { rows: [] };
    },
    exec: async (_sql: unknown) => [],
    transaction: async (callback: (tx: unknown) => Promise<unknown>) => callback(driver),
  };
  return { driver, database: { kind: 'pglite', pglite: driver } as unknown as Database };
}

/** A statement whose text and parameters count their reads (PGlite takes a string; the wrapper takes either). */
function countedStatement() {
  const reads = { text: 0, values: 0 };
  const statement = {
    get text() {
      reads.text++;
      return 'select * from projects where id = $1';
    },
    get values() {
      reads.values++;
      return ['0f5e2c1a-secret-parameter'];
    },
  };
  return { statement, reads };
}

describe('what metrics cost per statement and per request', () => {
  it('times a statement with its kind and milliseconds alone: its text and parameters are not read', async () => {
    const { driver, database } = fakePglite();
    const timed: unknown[][] = [];
    timeDatabase(database, (...args) => timed.push(args));
    const { statement, reads } = countedStatement();
    await driver.query(statement);
    await driver.query(statement);
    expect(reads).toEqual({ text: 0, values: 0 });
    expect(timed).toHaveLength(2);
    for (const args of timed) {
      expect(args).toHaveLength(2);
      expect(args[0]).toBe('query');
      expect(typeof args[1]).toBe('number');
    }

    // A listener that asks for them (tests, benches) gets them, for as long as it listens.
    const seen: unknown[] = [];
    const stop = observeDatabase(database, (event) => seen.push(event.sql));
    await driver.query(statement);
    stop();
    await driver.query(statement);
    expect(seen).toEqual(['select * from projects where id = $1']);
    expect(reads.text).toBe(1);
    expect(timed).toHaveLength(4);
  });

  it('times a PostgreSQL statement once, through the pool or on a checked-out client, without its text', async () => {
    // pg-pool's shape: query() takes a client through connect(callback) and runs it with a callback.
    const callbacks = { given: [] as unknown[], received: [] as unknown[] };
    const client = {
      query(_config: unknown, _values?: unknown, cb?: (err: Error | undefined, res?: unknown) => void) {
        callbacks.received.push(cb);
        if (cb) return void setImmediate(() => cb(undefined, { rows: [] }));
        return Promise.resolve({ rows: [] });
      },
      release() {},
    };
    const pool = {
      connect(cb?: (err: Error | undefined, c?: unknown, release?: unknown) => void) {
        if (cb) return void setImmediate(() => cb(undefined, client, () => {}));
        return Promise.resolve(client);
      },
      query(config: unknown) {
        return new Promise((resolve, reject) =>
          this.connect((_err, c) => {
            const answered = (err: Error | undefined, res?: unknown) => (err ? reject(err) : resolve(res));
            callbacks.given.push(answered);
            (c as typeof client).query(config, undefined, answered);
          }),
        );
      },
    };
    const database = { kind: 'postgres', pgPool: pool } as unknown as Database;
    const timed: string[] = [];
    timeDatabase(database, (kind) => timed.push(kind));
    const { statement, reads } = countedStatement();
    await pool.query(statement);
    expect(timed.sort()).toEqual(['query', 'wait']);
    // The pool's own callback reaches the client: no closure wrapped around it per statement.
    expect(callbacks.received).toEqual(callbacks.given);
    timed.length = 0;
    const checkedOut = (await pool.connect()) as typeof client;
    await checkedOut.query(statement);
    expect(timed.sort()).toEqual(['query', 'wait']);
    expect(reads).toEqual({ text: 0, values: 0 });
  });

  it('times a failed statement and hands its rejection to the caller unchanged', async () => {
    const { driver, database } = fakePglite();
    const timed: string[] = [];
    const stop = timeDatabase(database, (kind) => timed.push(kind));
    driver.fail = true;
    await expect(driver.query('select nothing')).rejects.toThrow('relation does not exist');
    expect(timed).toEqual(['query']);
    stop();
    driver.fail = false;
    await driver.query('select 1');
    expect(timed).toEqual(['query']);
  });

  it('records a request on a series made at its first request: no label object, no new series', async () => {
    await call(ctx, 'GET', '/api/health');
    const made = vi.spyOn(FastHistogram.prototype, 'series');
    const observed = vi.spyOn(Series.prototype, 'observe');
    try {
      for (let i = 0; i < 5; i++) expect((await call(ctx, 'GET', '/api/health')).status).toBe(200);
      expect(made).not.toHaveBeenCalled();
      const requestObservations = observed.mock.calls.filter(
        (_, i) => (observed.mock.contexts[i] as Series).labels.route === '/api/health',
      );
      expect(requestObservations).toHaveLength(5);
      for (const args of requestObservations) {
        expect(args).toHaveLength(1);
        expect(typeof args[0]).toBe('number');
      }
    } finally {
      made.mockRestore();
      observed.mockRestore();
    }
  });
});

describe('the fast histogram', () => {
  it("prints what prom-client's Histogram prints for the same observations", async () => {
    const buckets = [0.001, 0.01, 0.1, 1];
    const values = [0.0005, 0.001, 0.002, 0.05, 0.05, 0.5, 3, 0];
    const reference = new Registry();
    const slow = new Histogram({
      name: 'x_seconds',
      help: 'x',
      labelNames: ['route', 'status'] as const,
      buckets,
      registers: [reference],
    });
    const plainRef = new Histogram({ name: 'y_seconds', help: 'y', buckets, registers: [reference] });
    const registry = new Registry();
    const fast = new FastHistogram('x_seconds', 'x', buckets, registry);
    // In the order of their first observation, as prom-client lists them.
    const b = fast.series({ route: '/b', status: '4xx' });
    const a = fast.series({ route: '/a', status: '2xx' });
    const plainFast = new FastHistogram('y_seconds', 'y', buckets, registry).series();
    values.forEach((v, i) => {
      slow.observe({ route: i % 3 ? '/a' : '/b', status: i % 3 ? '2xx' : '4xx' }, v);
      (i % 3 ? a : b).observe(v);
      plainRef.observe(v);
      plainFast.observe(v);
    });
    expect(await registry.metrics()).toBe(await reference.metrics());
  });
});

describe('background jobs', () => {
  it('are counted by outcome and timed', async () => {
    const metrics = createMetrics();
    expect(await metrics.runJob('mail', async () => 7)).toBe(7);
    await expect(
      metrics.runJob('mail', async () => {
        throw new Error('smtp down');
      }),
    ).rejects.toThrow('smtp down');
    const text = await metrics.registry.metrics();
    expect(text).toContain('background_job_runs_total{job="mail",outcome="ok"} 1');
    expect(text).toContain('background_job_runs_total{job="mail",outcome="error"} 1');
    expect(text).toContain('background_job_duration_seconds_count{job="mail"} 2');
    expect(text).toContain('background_jobs_running{job="mail"} 0');
  });
});
