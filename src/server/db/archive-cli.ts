import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import { acquireDataDirLock, DataDirLockedError } from '../lib/data-dir-lock';
import { createStorage } from '../lib/storage';
import { ArchiveError, assertEmpty, exportArchive, importArchive } from './archive';
import { type Database, migrateDatabase, openDatabase, withStartupLock } from './client';
import { appState } from './schema';

/*
 * `npm run db:export -- [file]` and `npm run db:import -- <file>` (decision 108): the site named by
 * the settings (DATABASE_URL, else DATA_DIR/pglite; STORAGE_DRIVER and its settings for the files)
 * to one archive, and an archive into such a site. Each returns the process exit code and prints
 * what it did; an operator's mistake is one plain sentence, not a stack trace.
 */

type Print = (line: string) => void;

const AUTH_SECRET_FILE = '.auth-secret';

function describe(config: Config) {
  return config.DATABASE_URL
    ? `the PostgreSQL database ${new URL(config.DATABASE_URL).pathname.slice(1) || '(default)'}`
    : `the PGlite folder ${path.join(config.dataDir, 'pglite')}`;
}

/** PGlite is one process: the command takes the data folder's lock for as long as it runs. */
function lockDataDir(config: Config, role: string) {
  return config.DATABASE_URL ? undefined : acquireDataDirLock(config.dataDir, role);
}

async function authSecretOf(config: Config, database: Database): Promise<string | null> {
  if (config.authSecret) return config.authSecret;
  if (database.kind === 'postgres') {
    const [row] = await database.db
      .select({ value: appState.value })
      .from(appState)
      .where(eq(appState.key, 'secret:auth'));
    if (row) return row.value;
  }
  try {
    return fs.readFileSync(path.join(config.dataDir, AUTH_SECRET_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

async function guarded(print: Print, work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ArchiveError || err instanceof DataDirLockedError) {
      print(err.message);
      return 1;
    }
    throw err;
  }
}

export function defaultArchiveName(now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `marketplace-${stamp}.tar.gz`;
}

/** Writes the configured site to `file` (a new file, readable by its owner only). */
export function runExport(config: Config, file: string, print: Print = console.log): Promise<number> {
  return guarded(print, async () => {
    const pgliteDir = path.join(config.dataDir, 'pglite');
    if (!config.DATABASE_URL && !fs.existsSync(path.join(pgliteDir, 'PG_VERSION')))
      throw new ArchiveError(
        `There is no PGlite database in ${pgliteDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`,
      );
    if (fs.existsSync(file)) throw new ArchiveError(`${file} exists already; name a new file.`);
    const lock = lockDataDir(config, 'export command');
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: pgliteDir });
    const partial = `${file}.partial`;
    try {
      const out = fs.createWriteStream(partial, { mode: 0o600 });
      const summary = await exportArchive({
        database,
        storage: createStorage(config),
        authSecret: await authSecretOf(config, database),
        out,
        log: (line) => print(`  ${line}`),
      });
      fs.renameSync(partial, file);
      print(
        `Exported ${describe(config)}: ${summary.rows} rows in ${summary.tables} tables and ${summary.files} files, ` +
          `${(summary.bytes / 1024 / 1024).toFixed(1)} MB, to ${file}. It holds password hashes, sessions and the ` +
          'auth secret: keep it as safe as the database.',
      );
      return 0;
    } finally {
      fs.rmSync(partial, { force: true });
      await database.close();
      lock?.release();
    }
  });
}

/** Loads `file` into the configured site, which must be empty; migrates it first. */
export function runImport(config: Config, file: string, print: Print = console.log): Promise<number> {
  return guarded(print, async () => {
    if (!fs.existsSync(file)) throw new ArchiveError(`${file} does not exist.`);
    const lock = lockDataDir(config, 'import command');
    const database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: path.join(config.dataDir, 'pglite'),
    });
    try {
      const where = describe(config);
      await withStartupLock(database, async () => {
        // Empty before it is migrated too: a database of another application is not touched.
        await assertEmpty(database, where);
        await migrateDatabase(database);
      });
      const manifest = await importArchive({
        database,
        storage: createStorage(config),
        input: fs.createReadStream(file),
        log: (line) => print(`  ${line}`),
      });
      // Sessions stay signed in: the target signs with the archive's secret.
      const secret = manifest.authSecret;
      if (secret && config.authSecret && config.authSecret !== secret) {
        print(
          'Warning: BETTER_AUTH_SECRET here differs from the secret of the exported site, so its sessions and ' +
            'two-factor secrets will not work. Set BETTER_AUTH_SECRET to the old value, or unset it to use the imported one.',
        );
      } else if (secret && !config.authSecret) {
        if (database.kind === 'postgres') {
          await database.db
            .insert(appState)
            .values({ key: 'secret:auth', value: secret })
            .onConflictDoUpdate({ target: appState.key, set: { value: secret, updatedAt: new Date() } });
        } else {
          fs.mkdirSync(config.dataDir, { recursive: true });
          fs.writeFileSync(path.join(config.dataDir, AUTH_SECRET_FILE), secret, { mode: 0o600 });
        }
      }
      const { summary } = manifest;
      print(
        `Imported ${file} into ${where}: ${summary.rows} rows in ${summary.tables} tables and ${summary.files} files ` +
          `(exported ${manifest.createdAt} from ${manifest.source === 'pglite' ? 'PGlite' : 'PostgreSQL'}).`,
      );
      return 0;
    } finally {
      await database.close();
      lock?.release();
    }
  });
}
