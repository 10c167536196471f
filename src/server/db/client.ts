import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { like, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { logger } from '../lib/logger';
import { isDatabaseUnavailable } from './faults';
import { PgliteWorkerClient } from './pglite-client';
import { openPglite, type PgliteClient } from './pglite-engine';
import * as schema from './schema';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(here, 'migrations');
export const SQL_DIR = path.join(here, 'sql');

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction handle; service functions accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL on the underlying driver (LISTEN/NOTIFY, maintenance). */
  pgPool?: pg.Pool;
  /** PGlite: on this thread, or in a worker thread behind `PgliteWorkerClient` (the server). */
  pglite?: PgliteClient;
  /**
   * PostgreSQL: `select 1` on a connection of its own, for the readiness check. A busy pool (every
   * connection taken by requests, others waiting) says nothing about whether the database answers,
   * and a check queued behind it would take a loaded instance out of its load balancer.
   */
  ping?: () => Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens PGlite in `dataDir` (or in memory with `memory://`) or PostgreSQL at `url`.
 * PGlite is one connection: it serialises every query and transaction on its own
 * queue, so PGlite mode is one process. PostgreSQL is how the app scales out.
 * With `worker`, PGlite runs in a worker thread (the server, decision 074): its statements, which
 * run synchronously in WebAssembly, then no longer stop the event loop.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** PGlite only: start from this dump (`dumpDataDir()`) instead of an empty cluster (tests). */
  loadDataDir?: Blob;
  /** PGlite only: run it in a worker thread. */
  worker?: boolean;
  /** With `worker`: called if the worker thread dies (PGlite aborted); every statement fails after. */
  onWorkerFailure?: (err: Error) => void;
}): Promise<Database> {
  if (opts.url) {
    // No JIT: PostgreSQL compiles a query whose estimated cost passes jit_above_cost, which for a
    // search over a broad category (an expensive-looking filter, a capped count) costs ~40 ms of
    // LLVM work per statement for queries that then run in a few milliseconds (bench/search.ts).
    // A connection attempt that hangs (a server unreachable) fails after 5 s: the request is a 503.
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      options: '-c jit=off',
      connectionTimeoutMillis: 5000,
    });
    watchPoolErrors(pool);
    releaseFailedTransactions(pool);
    // BIGINT columns hold cents; they fit in a JS number (see schema mode 'number').
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    // One connection for the readiness check, opened on the first check and closed when idle.
    const probe = new pg.Pool({
      connectionString: opts.url,
      max: 1,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5000,
    });
    watchPoolErrors(probe);
    return {
      db,
      kind: 'postgres',
      pgPool: pool,
      ping: async () => {
        await probe.query('select 1');
      },
      close: async () => {
        await Promise.all([pool.end(), probe.end()]);
      },
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (opts.worker && opts.loadDataDir) throw new Error('loadDataDir is for PGlite on this thread (tests)');
  let client: PgliteClient;
  if (opts.worker) {
    const worker = await PgliteWorkerClient.open({ dataDir });
    worker.onFailure = opts.onWorkerFailure ?? null;
    client = worker;
  } else {
    client = await openPglite({ dataDir, loadDataDir: opts.loadDataDir });
  }
  // drizzle's driver calls only `query` (rowMode, parsers) and `transaction`, which both provide.
  const db = drizzlePglite(client as PGlite, { schema, casing: 'snake_case' });
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

/**
 * A connection lost (backend terminated, server restarted or shut down, network gone) makes its
 * client emit 'error'; an 'error' event nobody listens to ends the process. The pool listens on
 * its idle clients only, so every client gets its own listener when the pool creates it: one that
 * is checked out (a transaction, the startup lock, the live channel's LISTEN) loses its query, which
 * fails and is answered as a 503, and the pool drops the broken client when it is released.
 */
export function watchPoolErrors(pool: pg.Pool): void {
  pool.on('error', (err) => logger.warn({ err }, 'database: idle connection lost'));
  pool.on('connect', (client) => {
    client.on('error', (err) => logger.warn({ err }, 'database: connection lost'));
  });
}

const GUARDED = Symbol('guarded');

/**
 * drizzle's node-postgres transaction sends `begin` before its try/finally: when `begin` fails (the
 * connection was just lost) the client is never released, and each such failure leaks one of the
 * pool's connections until none is left. A client checked out with `connect()` is released here
 * when `begin` fails with the database unavailable (and a second release is ignored).
 */
function releaseFailedTransactions(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (cb?: unknown) => unknown;
  (pool as unknown as { connect: (cb?: unknown) => unknown }).connect = (cb?: unknown) =>
    cb ? connect(cb) : (connect() as Promise<pg.PoolClient>).then(guardCheckout);
}

function guardCheckout(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    release(err);
  };
  const guarded = client as unknown as { [GUARDED]?: true };
  if (!guarded[GUARDED]) {
    guarded[GUARDED] = true;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (text?.trimStart().toLowerCase().startsWith('begin') && result instanceof Promise)
        return result.catch((err: unknown) => {
          if (isDatabaseUnavailable(err)) client.release(err as Error);
          throw err;
        });
      return result;
    };
  }
  return client;
}

/**
 * Applies the committed migrations, then the idempotent SQL files in db/sql (triggers, extensions).
 * A SQL file runs again when its text or the list of migrations differs from when it was last
 * applied (a migration may recreate what a file adds, e.g. a trigger's table): fingerprints are
 * kept in `app_state`, so a start on an up-to-date database only reads them.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
  const files = fs.existsSync(SQL_DIR) ? fs.readdirSync(SQL_DIR).filter((f) => f.endsWith('.sql')) : [];
  const applied = new Map(
    (
      await database.db
        .select({ key: schema.appState.key, value: schema.appState.value })
        .from(schema.appState)
        .where(like(schema.appState.key, 'sql:%'))
    ).map((row) => [row.key, row.value]),
  );
  const journal = fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8');
  for (const file of files.sort()) {
    const text = fs.readFileSync(path.join(SQL_DIR, file), 'utf8');
    const key = `sql:${file}`;
    const fingerprint = crypto.createHash('sha256').update(journal).update('\0').update(text).digest('hex');
    if (applied.get(key) === fingerprint) continue;
    await runScript(database, text);
    await database.db
      .insert(schema.appState)
      .values({ key, value: fingerprint })
      .onConflictDoUpdate({
        target: schema.appState.key,
        set: { value: fingerprint, updatedAt: new Date() },
      });
  }
}

/**
 * Runs `work` (migrations, then the demo seed) while holding a PostgreSQL advisory lock, so
 * instances started together on one empty database migrate and seed one after the other: the
 * second finds the work done. The lock is a session lock on one pooled connection, released when
 * the work ends or the connection drops. PGlite needs none: one process holds its data folder.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (!database.pgPool) return work();
  const client = await database.pgPool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('marketplace:startup'))`);
    return await work();
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('marketplace:startup'))`).catch(() => {});
    client.release();
  }
}

async function runScript(database: Database, text: string) {
  if (database.pglite) {
    await database.pglite.exec(text);
  } else if (database.pgPool) {
    await database.pgPool.query(text);
  } else {
    await database.db.execute(sql.raw(text));
  }
}
