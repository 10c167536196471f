import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import { type Database, migrateDatabase, SQL_DIR } from './client';
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
