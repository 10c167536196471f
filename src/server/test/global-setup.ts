import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a file holding the dump of a migrated database, which each test file loads. */
    pgliteTemplate: string;
    /** PostgreSQL (TEST_DATABASE_URL): a migrated database each test file copies. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run; every test file then starts from a copy of it
 * (src/server/test/harness.ts) instead of migrating its own.
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `tpl_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(base, `CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    await migrateDatabase(database);
    // CREATE DATABASE … TEMPLATE refuses a template that has open connections.
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-template-'));
  const file = path.join(dir, 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => {
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

async function adminQuery(connectionString: string, text: string) {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
