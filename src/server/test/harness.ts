import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../app';
import { createServices } from '../bootstrap';
import { loadConfig } from '../config';
import { type Database, migrateDatabase, openDatabase } from '../db/client';
import type { AppServices } from '../services';

/** The migrated template of this run (src/server/test/global-setup.ts), if there is one. */
function template(): { pglite?: string; postgres?: string } {
  try {
    return {
      pglite: inject('pgliteTemplate') || undefined,
      postgres: inject('postgresTemplate') || undefined,
    };
  } catch {
    // Outside a vitest run with the global setup (a script): no template.
    return {};
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite loaded from the run's migrated
 * dump, or a new PostgreSQL database on the server named by TEST_DATABASE_URL copied from the
 * run's migrated template (dropped again by `drop`). Without a template it migrates by itself.
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  const base = process.env.TEST_DATABASE_URL;
  const { pglite, postgres } = template();
  if (!base) {
    const loadDataDir = pglite ? new Blob([fs.readFileSync(pglite)]) : undefined;
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir });
    if (!loadDataDir) await migrateDatabase(database);
    return { database, drop: async () => {} };
  }
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(postgres ? `CREATE DATABASE ${name} TEMPLATE ${postgres}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  if (!postgres) await migrateDatabase(database);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  services: AppServices;
  close: () => Promise<void>;
}

export async function createTestContext(
  opts: { rateLimit?: boolean; env?: Record<string, string> } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    // The API suites run a live marketplace (manual payouts, Stripe when a test configures it);
    // a test of the demo asks for MARKETPLACE_MODE=demo.
    MARKETPLACE_MODE: 'live',
    PORT: '3999',
    BASE_URL: 'http://localhost:3999',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: `/tmp/marketplace-test-${process.pid}`,
    // Bursts of writes in tests wait their turn however busy the machine is; the gate's refusal
    // has its own tests (lib/write-gate.test.ts, write-gate-app.test.ts).
    WRITE_QUEUE_WAIT_MS: '60000',
    ...opts.env,
  });
  const services = await createServices(config, {
    database,
    rateLimit: opts.rateLimit ?? false,
    migrate: false,
  });
  const app = createApp(services);
  return {
    app,
    services,
    close: async () => {
      await services.live.close();
      await database.close();
      await drop();
    },
  };
}
