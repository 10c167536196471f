import crypto from 'node:crypto';
import pg from 'pg';
import { createApp } from '../app';
import { createServices } from '../bootstrap';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import type { AppServices } from '../services';

/**
 * A fresh database for one test file: in-memory PGlite, or a new PostgreSQL database on the
 * server named by TEST_DATABASE_URL (dropped again by `close`).
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: async () => {} };
  }
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
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
    PORT: '3999',
    BASE_URL: 'http://localhost:3999',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: `/tmp/marketplace-test-${process.pid}`,
    ...opts.env,
  });
  const services = await createServices(config, { database, rateLimit: opts.rateLimit ?? false });
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
