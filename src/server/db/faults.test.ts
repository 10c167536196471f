import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveConnection } from '../lib/live';
import { publish } from '../lib/live';
import { call } from '../test/call';
import { createUser, type TestUser } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { isDatabaseUnavailable } from './faults';

describe('isDatabaseUnavailable', () => {
  it('knows a lost connection, a refused one and a server shutting down, through drizzle’s cause', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('x'), { code: '57P01' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('x'), { code: '08006' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('x'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });
});

/**
 * The app on PostgreSQL while its connections are cut (pg_terminate_backend) and while its database
 * refuses connections (an outage): the process stays up, requests get 503 with Retry-After (never
 * a 500, never a sign-out), and everything, LISTEN included, comes back by itself.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('database faults on PostgreSQL', () => {
  let ctx: TestContext;
  let admin: pg.Client;
  let dbName: string;
  let user: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    user = await createUser(ctx);
    const { rows } = await ctx.services.database.pgPool!.query<{ name: string }>(
      'select current_database() as name',
    );
    dbName = rows[0]!.name;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`).catch(() => {});
    await admin.end();
    await ctx.close();
  });

  const terminateAll = () =>
    admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
  const signedInRead = () => call(ctx, 'GET', '/api/notifications', user);
  const publicRead = () => call(ctx, 'GET', '/api/health');

  it('survives a storm of terminated connections under traffic: 503 or 200, never a 500 or a sign-out', async () => {
    const statuses: number[] = [];
    const traffic = async () => {
      for (let i = 0; i < 15; i++) {
        const res = await (i % 2 ? signedInRead() : publicRead());
        statuses.push(res.status);
        if (res.status === 503) expect(res.headers.get('retry-after')).toBeTruthy();
      }
    };
    const storm = async () => {
      for (let i = 0; i < 10; i++) {
        await terminateAll();
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    // Transactions hold a client checked out of the pool between statements: the client whose
    // backend is terminated then has no pool listener, and its 'error' event once ended the process.
    const failures: unknown[] = [];
    const transactions = async () => {
      for (let i = 0; i < 15; i++) {
        await ctx.services.db
          .transaction(async (tx) => {
            await tx.execute(sql`select pg_sleep(0.02)`);
            await tx.execute(sql`select pg_sleep(0.02)`);
          })
          .catch((err) => failures.push(err));
      }
    };
    await Promise.all([traffic(), traffic(), transactions(), transactions(), storm()]);
    expect(failures.filter((err) => !isDatabaseUnavailable(err))).toEqual([]);
    // No connection stays checked out: a transaction whose `begin` failed gave its client back.
    const pool = ctx.services.database.pgPool!;
    await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 10_000 }).toBe(0);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    // Afterwards everything answers again (a dropped client is replaced by the pool).
    await expect.poll(async () => (await signedInRead()).status, { timeout: 10_000 }).toBe(200);
  });

  it('answers 503 with Retry-After while the database refuses connections, then 200 once it is back', async () => {
    await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
    await terminateAll();
    try {
      const during = await signedInRead();
      expect(during.status).toBe(503);
      expect(during.headers.get('retry-after')).toBe('5');
      // (A successful check stands for a second: readiness turns within it.)
      await expect.poll(async () => (await call(ctx, 'GET', '/api/health/ready')).status).toBe(503);
      expect((await call(ctx, 'GET', '/api/health/live')).status).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);
    }
    await expect.poll(async () => (await signedInRead()).status, { timeout: 10_000 }).toBe(200);
    expect((await call(ctx, 'GET', '/api/health/ready')).status).toBe(200);
  });

  it('listens again after its LISTEN connection was terminated: a later notification reaches the channel, which is told to refetch', async () => {
    const received: string[] = [];
    let resyncs = 0;
    const conn: LiveConnection = {
      userId: user.id,
      sessionId: null,
      send: (data) => received.push(data),
      ping: () => {},
      signedOut: () => {},
      reconnect: () => {},
      resync: () => {
        resyncs++;
      },
    };
    const unsubscribe = ctx.services.live.subscribe(conn);
    try {
      await ctx.services.live.ready();
      await terminateAll();
      await expect.poll(() => resyncs, { timeout: 15_000 }).toBeGreaterThan(0);
      await publish(ctx.services.db, [user.id], { type: 'notifications' });
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
      expect(JSON.parse(received[0]!)).toEqual({ type: 'notifications' });
    } finally {
      unsubscribe();
    }
  });
});
