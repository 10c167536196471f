import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlState } from '../lib/http';
import { observeDatabase } from '../lib/metrics/db-observer';
import { type Database, openDatabase } from './client';
import { PgliteWorkerClient } from './pglite-client';

// PGlite in a worker thread (decision 074), on a data folder, through the same `openDatabase` the
// server uses; drizzle on top with a table of its own (the app's schema is tested everywhere else).
const items = pgTable('items', {
  id: integer().primaryKey(),
  name: text().notNull().unique(),
  cents: bigint({ mode: 'number' }).notNull().default(0),
  data: jsonb().$type<{ tags: string[] }>(),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

let dir: string;
let database: Database;
let client: PgliteWorkerClient;
let db: ReturnType<typeof drizzle<Record<string, never>>>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-worker-test-'));
  database = await openDatabase({ dataDir: path.join(dir, 'pglite'), worker: true });
  client = database.pglite as PgliteWorkerClient;
  db = drizzle(client as never, { casing: 'snake_case' });
  await client.exec(`
    create table items (
      id integer primary key, name text not null unique, cents bigint not null default 0,
      data jsonb, at timestamptz not null default now()
    );`);
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('PGlite in a worker thread', () => {
  it('is what openDatabase gives with `worker`, and keeps its files in the data folder', () => {
    expect(database.kind).toBe('pglite');
    expect(client).toBeInstanceOf(PgliteWorkerClient);
    expect(fs.existsSync(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(true);
  });

  it('answers queries with parameters, in object or array rows, and parses on this thread what the caller parses', async () => {
    const objects = await client.query<{ n: number; s: string }>('select $1::int + 1 as n, $2::text as s', [
      41,
      'x',
    ]);
    expect(objects.rows).toEqual([{ n: 42, s: 'x' }]);
    const seen: string[] = [];
    const arrays = await client.query<unknown[]>(
      `select '2026-01-02 03:04:05+00'::timestamptz as t, 7::int as n`,
      [],
      {
        rowMode: 'array',
        parsers: {
          1184: (value: string) => {
            seen.push(value);
            return `parsed:${value}`;
          },
        },
      },
    );
    expect(seen).toEqual(['2026-01-02 03:04:05+00']);
    expect(arrays.rows).toEqual([['parsed:2026-01-02 03:04:05+00', 7]]);
    expect(arrays.fields.map((f) => f.name)).toEqual(['t', 'n']);
  });

  it('runs drizzle: rows, json, bigints as numbers and timestamps as Dates', async () => {
    await db.insert(items).values({ id: 1, name: 'one', cents: 2 ** 40, data: { tags: ['a', 'ü'] } });
    const [row] = await db.select().from(items).where(eq(items.id, 1));
    expect(row).toMatchObject({ id: 1, name: 'one', cents: 2 ** 40, data: { tags: ['a', 'ü'] } });
    expect(row!.at).toBeInstanceOf(Date);
    expect(Math.abs(row!.at.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("keeps PostgreSQL's error fields, so a unique violation is still recognised", async () => {
    const err = await db
      .insert(items)
      .values({ id: 2, name: 'one' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(sqlState(err)).toBe('23505');
    const cause = (err as { cause?: { constraint?: string; detail?: string; message?: string } }).cause;
    expect(cause?.constraint).toBe('items_name_key');
    expect(cause?.detail).toContain('(name)=(one)');
    expect(cause?.message).toContain('duplicate key value violates unique constraint');
  });

  it('commits a transaction, rolls one back when its callback throws, and rolls back to a savepoint', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(items).values({ id: 10, name: 'ten' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(items).values({ id: 11, name: 'eleven' });
          throw new Error('undo the savepoint');
        })
        .catch(() => {});
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(items).values({ id: 12, name: 'twelve' });
        throw new Error('undo all');
      }),
    ).rejects.toThrow('undo all');
    // A failed statement aborts the transaction; it is rolled back and the error is the statement's.
    const failed = await db
      .transaction(async (tx) => {
        await tx.insert(items).values({ id: 13, name: 'thirteen' });
        await tx.insert(items).values({ id: 14, name: 'ten' });
      })
      .catch((e: unknown) => e);
    expect(sqlState(failed)).toBe('23505');
    const ids = (await db.select({ id: items.id }).from(items)).map((r) => r.id).sort((a, b) => a - b);
    expect(ids).toEqual([1, 10]);
  });

  it('makes a statement from outside an open transaction wait until it ends, as PGlite does on one thread', async () => {
    let outside: Promise<number> | undefined;
    let settled = false;
    await client.transaction(async (tx) => {
      await tx.query(`insert into items (id, name) values (20, 'twenty')`);
      outside = client
        .query<{ n: number }>('select count(*)::int as n from items where id = 20')
        .then((r) => {
          settled = true;
          return r.rows[0]!.n;
        });
      // Several round trips to the worker while the transaction is open: the outside read waits.
      for (let i = 0; i < 5; i++) await tx.query('select 1');
      expect(settled).toBe(false);
    });
    // It ran after COMMIT, so it sees the row.
    expect(await outside).toBe(1);
  });

  it('delivers NOTIFY to listeners on commit, not on rollback, and stops after unlisten', async () => {
    const got: string[] = [];
    const stop = await client.listen('worker_test', (payload) => got.push(payload));
    const delivered = (n: number) => expect.poll(() => got.length, { timeout: 10_000, interval: 10 }).toBe(n);
    await client.transaction(async (tx) => {
      await tx.query(`select pg_notify('worker_test', 'committed')`);
    });
    await delivered(1);
    await client
      .transaction(async (tx) => {
        await tx.query(`select pg_notify('worker_test', 'rolled back')`);
        throw new Error('roll back');
      })
      .catch(() => {});
    await client.query(`select pg_notify('worker_test', 'alone')`);
    await delivered(2);
    expect(got).toEqual(['committed', 'alone']);
    await stop();
    await client.query(`select pg_notify('worker_test', 'after unlisten')`);
    // A statement after the NOTIFY: anything delivered would have arrived before its answer.
    await client.query('select 1');
    expect(got).toEqual(['committed', 'alone']);
  });

  it('does not stop the event loop while a long statement runs', async () => {
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await db.execute(
      sql`select count(*) from generate_series(1, 3000000) g cross join lateral (select md5(g::text)) m`,
    );
    const took = performance.now() - started;
    clearInterval(timer);
    // On the main thread the longest gap would be the whole statement.
    expect(took).toBeGreaterThan(300);
    expect(longestGap).toBeLessThan(took / 3);
  });

  it('is observed once per statement, inside transactions too (metrics, query counts)', async () => {
    const seen: string[] = [];
    const stop = observeDatabase(database, (event) => {
      if (event.kind === 'query' && event.sql) seen.push(event.sql);
    });
    await client.query('select 1 as a');
    await client.transaction(async (tx) => {
      await tx.query('select 2 as b');
      await tx.exec('select 3 as c');
    });
    stop();
    expect(seen).toEqual(['select 1 as a', 'select 2 as b', 'select 3 as c']);
  });

  it('dumps the data folder, and refuses calls once closed', async () => {
    const dump = await client.dumpDataDir();
    expect(dump.size).toBeGreaterThan(1_000_000);
    await database.close();
    expect(client.closed).toBe(true);
    await expect(client.query('select 1')).rejects.toThrow('PGlite is closed');
  });
});
