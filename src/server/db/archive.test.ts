import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createServices } from '../bootstrap';
import { loadConfig } from '../config';
import { createStorage } from '../lib/storage';
import { seedDemo } from '../seed';
import { runExport, runImport } from './archive-cli';
import { type Database, migrateDatabase, openDatabase } from './client';

/*
 * db:export and db:import (decision 108): the demo marketplace moves from a PGlite folder to
 * PostgreSQL (a database of its own on TEST_DATABASE_URL's server) or, without one, to a new PGlite
 * folder, with every row, the ledger, the files and the sessions; then back into PGlite, which is
 * restoring a backup. With PostgreSQL's tools at hand, pg_dump/pg_restore (the README's way for
 * larger sites) restores the site too.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-archive-'));
const base = process.env.TEST_DATABASE_URL;
const created: string[] = [];

/** A new, empty PostgreSQL database on the test server (dropped after the file). */
async function createDatabase(): Promise<string> {
  const name = `wt_ops_archive_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(base!);
  url.pathname = `/${name}`;
  return url.toString();
}

function siteConfig(dataDir: string, databaseUrl?: string) {
  return loadConfig({
    NODE_ENV: 'test',
    MARKETPLACE_MODE: 'demo',
    BASE_URL: 'http://localhost:3999',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

function openSite(config: ReturnType<typeof siteConfig>): Promise<Database> {
  return openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'pglite') });
}

async function query<T>(database: Database, text: string): Promise<T[]> {
  if (database.pgPool) return (await database.pgPool.query(text)).rows as T[];
  return (await database.pglite!.query<T>(text)).rows;
}

/** Rows per table of `public`, the keys of `app_state`, the ledger's sum and entry count. */
async function census(database: Database) {
  const tables = await query<{ name: string }>(
    database,
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables) {
    const [r] = await query<{ n: string }>(database, `select count(*)::text as n from public."${name}"`);
    rows[name] = Number(r!.n);
  }
  const [ledger] = await query<{ total: string; n: string }>(
    database,
    'select coalesce(sum(amount_cents), 0)::text as total, count(*)::text as n from ledger_entries',
  );
  const state = await query<{ key: string }>(database, 'select key from app_state order by key');
  return {
    rows,
    stateKeys: state.map((r) => r.key),
    ledgerSum: Number(ledger!.total),
    ledgerEntries: Number(ledger!.n),
  };
}

type Census = Awaited<ReturnType<typeof census>>;

/**
 * The census a copy of `source` must have: the same rows in every table, with one exception. The
 * auth secret of a PGlite site is a file in its data folder; a PostgreSQL site keeps it in
 * `app_state` (`secret:auth`, shared by its instances), where the import puts the archive's secret.
 */
function expectedCopy(source: Census, target: Database): Pick<Census, 'rows' | 'stateKeys'> {
  const stateKeys =
    target.kind === 'postgres' && !source.stateKeys.includes('secret:auth')
      ? [...source.stateKeys, 'secret:auth'].sort()
      : source.stateKeys;
  return { rows: { ...source.rows, app_state: stateKeys.length }, stateKeys };
}

function expectCopyOf(source: Census, target: Database, copy: Census) {
  expect({ rows: copy.rows, stateKeys: copy.stateKeys }).toEqual(expectedCopy(source, target));
}

async function storedFiles(config: ReturnType<typeof siteConfig>) {
  const storage = createStorage(config);
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return { storage, keys: keys.sort() };
}

/** The signed-in user of `cookie` on a fresh app over the site, or null. */
async function sessionUser(config: ReturnType<typeof siteConfig>, cookie: string): Promise<string | null> {
  const database = await openSite(config);
  const services = await createServices(config, { database, rateLimit: false });
  try {
    const res = await createApp(services).request('/api/auth/get-session', { headers: { cookie } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { user?: { email: string } } | null)?.user?.email ?? null;
  } finally {
    await services.live.close();
    await database.close();
  }
}

describe('db:export and db:import', () => {
  const source = siteConfig(path.join(tmp, 'source'));
  const archive = path.join(tmp, 'site.tar.gz');
  let before: Census;
  let sourceFiles: string[];
  let cookie: string;

  beforeAll(async () => {
    // The demo marketplace on PGlite, with a session made before the export.
    const database = await openSite(source);
    const services = await createServices(source, { database, rateLimit: false });
    await seedDemo(services, { force: true });
    const signIn = await createApp(services).request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'client@demo.test', password: 'demo1234' }),
    });
    expect(signIn.status).toBe(200);
    cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    before = await census(database);
    await services.live.close();
    await database.close();
    sourceFiles = (await storedFiles(source)).keys;
    // Seeding the demo on a busy two-core machine takes minutes.
  }, 1_200_000);

  afterAll(async () => {
    if (base && created.length > 0) {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('moves the demo marketplace, its ledger, files and sessions into an empty database', async () => {
    expect(before.rows.ledger_entries).toBeGreaterThan(0);
    expect(before.rows.session).toBeGreaterThan(0);
    expect(sourceFiles.length).toBeGreaterThan(0);
    const lines: string[] = [];
    expect(await runExport(source, archive, (l) => lines.push(l))).toBe(0);
    expect(fs.statSync(archive).mode & 0o077).toBe(0);

    const target = siteConfig(path.join(tmp, 'target'), base ? await createDatabase() : undefined);
    expect(await runImport(target, archive, (l) => lines.push(l))).toBe(0);

    const database = await openSite(target);
    const after = await census(database);
    await database.close();
    expectCopyOf(before, database, after);
    expect(after.ledgerSum).toBe(0);
    expect(after.ledgerEntries).toBe(before.ledgerEntries);

    const files = await storedFiles(target);
    expect(files.keys).toEqual(sourceFiles);
    const original = await createStorage(source).get(sourceFiles[0]!);
    const copy = await files.storage.get(sourceFiles[0]!);
    expect(copy?.contentType).toBe(original?.contentType);
    expect(copy?.data.equals(original!.data)).toBe(true);

    expect(await sessionUser(target, cookie)).toBe('client@demo.test');
  });

  it('refuses a target that holds data, and says so', async () => {
    const lines: string[] = [];
    expect(await runImport(source, archive, (l) => lines.push(l))).toBe(1);
    expect(lines.join('\n')).toMatch(/is not empty: \d+ rows in \d+ tables.*createdb/s);
    // The refused import changed nothing.
    const database = await openSite(source);
    expect(await census(database)).toEqual(before);
    await database.close();
  });

  it('restores a backup into a new PGlite folder, and an incomplete archive into nothing', async () => {
    const restored = siteConfig(path.join(tmp, 'restored'));
    expect(await runImport(restored, archive, () => {})).toBe(0);
    const database = await openSite(restored);
    expectCopyOf(before, database, await census(database));
    await database.close();
    expect(await sessionUser(restored, cookie)).toBe('client@demo.test');

    // A copy cut short (a full disk, an interrupted transfer) loads nothing.
    const cut = path.join(tmp, 'cut.tar.gz');
    const whole = fs.readFileSync(archive);
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.9)));
    const empty = siteConfig(path.join(tmp, 'cut-target'));
    await expect(runImport(empty, cut, () => {})).rejects.toThrow();
    const left = await openSite(empty);
    const leftCensus = await census(left);
    await left.close();
    // It holds what migrating a new database writes (the taxonomy, its search words), nothing more.
    const fresh = await openSite(siteConfig(path.join(tmp, 'fresh')));
    await migrateDatabase(fresh);
    const freshCensus = await census(fresh);
    await fresh.close();
    expect(leftCensus.rows.search_taxonomy).toBeGreaterThan(0);
    expect(leftCensus).toEqual(freshCensus);
    // So the whole archive can simply be imported there again: a migrated, unused site is empty.
    expect(await runImport(empty, archive, () => {})).toBe(0);
    const again = await openSite(empty);
    expectCopyOf(before, again, await census(again));
    await again.close();
  });

  it.skipIf(!base || spawnSync('pg_dump', ['--version']).status !== 0)(
    'PostgreSQL: pg_dump and pg_restore restore the imported site, sessions included',
    async () => {
      const from = await createDatabase();
      const imported = siteConfig(path.join(tmp, 'pg-from'), from);
      expect(await runImport(imported, archive, () => {})).toBe(0);
      const dump = path.join(tmp, 'site.dump');
      const dumped = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, from]);
      expect(dumped.stderr.toString()).toBe('');
      expect(dumped.status).toBe(0);
      const to = await createDatabase();
      const restoredDump = spawnSync('pg_restore', ['--no-owner', `--dbname=${to}`, dump]);
      expect(restoredDump.stderr.toString()).toBe('');
      expect(restoredDump.status).toBe(0);
      const restored = siteConfig(path.join(tmp, 'pg-from'), to);
      const database = await openSite(restored);
      expectCopyOf(before, database, await census(database));
      await database.close();
      expect(await sessionUser(restored, cookie)).toBe('client@demo.test');
    },
  );
});
