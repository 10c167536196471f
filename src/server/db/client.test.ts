import crypto from 'node:crypto';
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import {
  type Database,
  MIGRATIONS_DIR,
  migrateDatabase,
  openDatabase,
  SQL_DIR,
  withStartupLock,
} from './client';
import { appState } from './schema';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

async function hasTrigger(name: string): Promise<boolean> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from pg_trigger where tgname = ${name}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n === 1;
}

describe('PostgreSQL connections', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('never compile a statement with JIT', async () => {
    const result = (await database.db.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] };
    expect(result.rows[0]!.jit).toBe('off');
  });
});

describe('migrateDatabase', () => {
  it('records a fingerprint per db/sql file and runs a file again only when its fingerprint differs', async () => {
    const files = fs.readdirSync(SQL_DIR).filter((f) => f.endsWith('.sql'));
    const rows = await database.db.select({ key: appState.key, value: appState.value }).from(appState);
    expect(
      rows
        .filter((r) => r.key.startsWith('sql:'))
        .map((r) => r.key)
        .sort(),
    ).toEqual(files.map((f) => `sql:${f}`).sort());
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.value))).toBe(true);

    // Unchanged fingerprint: the file is not run, so a trigger dropped by hand stays dropped.
    await database.db.execute(sql`drop trigger reviews_rating_trg on reviews`);
    await migrateDatabase(database);
    expect(await hasTrigger('reviews_rating_trg')).toBe(false);

    // A different fingerprint (here: none recorded) runs the file again.
    await database.db.delete(appState).where(eq(appState.key, 'sql:010_discovery_search.sql'));
    await migrateDatabase(database);
    expect(await hasTrigger('reviews_rating_trg')).toBe(true);
    const [again] = await database.db
      .select({ value: appState.value })
      .from(appState)
      .where(eq(appState.key, 'sql:010_discovery_search.sql'));
    expect(again?.value).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'instances starting together on one empty PostgreSQL database',
  () => {
    it('migrate one after the other under the start-up lock: both succeed and every migration is applied once', async () => {
      const base = process.env.TEST_DATABASE_URL!;
      const name = `t_start_${crypto.randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      const one = await openDatabase({ url: url.toString() });
      const two = await openDatabase({ url: url.toString() });
      try {
        const results = await Promise.allSettled(
          [one, two].map((db) => withStartupLock(db, () => migrateDatabase(db))),
        );
        expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
        const applied = (await one.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { n: number }[] };
        const journal = JSON.parse(fs.readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8'));
        expect(applied.rows[0]!.n).toBe(journal.entries.length);
      } finally {
        await one.close();
        await two.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });
  },
);
