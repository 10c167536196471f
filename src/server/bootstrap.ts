import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { type Database, migrateDatabase, openDatabase } from './db/client';
import { sharedSecret } from './db/shared-secrets';
import { createLiveHub } from './lib/live';
import { createMailer } from './lib/mail';
import { createStorage } from './lib/storage';
import { createTranslator } from './lib/translate';
import { createAuth } from './modules/auth/auth';
import { createAuthLimits } from './modules/auth/limits';
import { setProjectSide } from './modules/contracts/lifecycle';
import { setLateCancelHours } from './modules/contracts/machine';
import { projectSide } from './modules/projects/lifecycle';
import type { AppServices } from './services';

// A contract that ends completes or reopens its project through the projects module's commands
// (decision 106); every process that builds the services loads this file.
setProjectSide(projectSide);

/** Opens the database named by the configuration (PGlite in a worker thread, decision 074). */
export function openConfiguredDatabase(
  config: Config,
  opts: { onWorkerFailure?: (err: Error) => void } = {},
): Promise<Database> {
  return openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.dataDir, 'pglite'),
    worker: true,
    onWorkerFailure: opts.onWorkerFailure,
  });
}

/**
 * Builds the services on the given database (or the configured one), applying migrations first
 * unless `migrate: false` says the caller already has (the server, which times each step, and the
 * tests, whose databases are copies of a migrated one).
 */
export async function createServices(
  configured: Config,
  opts: { database?: Database; rateLimit?: boolean; migrate?: boolean } = {},
): Promise<AppServices> {
  const database = opts.database ?? (await openConfiguredDatabase(configured));
  if (opts.migrate !== false) await migrateDatabase(database);
  // On PostgreSQL the auth secret, unless configured, is the database's, so every instance honours
  // every session (decision 094); PGlite (one process) keeps it in its data folder (auth.ts).
  const config =
    !configured.authSecret && database.kind === 'postgres'
      ? { ...configured, authSecret: await sharedSecret(database.db, 'auth', legacySecret(configured)) }
      : configured;
  // How late work must be before its client may cancel alone (decision 113), for every reader of the machine.
  setLateCancelHours(config.LATE_CANCEL_HOURS);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: config.NODE_ENV === 'test' ? null : path.join(config.dataDir, 'outbox'),
  });
  const auth = createAuth({ config, db: database.db, mailer });
  const authLimits = createAuthLimits({ db: database.db, config, mailer, enabled: opts.rateLimit ?? true });
  const storage = createStorage(config);
  const live = createLiveHub(database);
  const translator = createTranslator(config);
  return { config, database, db: database.db, auth, authLimits, mailer, storage, live, translator };
}

/** The secret an instance generated into its data folder before secrets moved to the database. */
function legacySecret(config: Config): string | undefined {
  try {
    return fs.readFileSync(path.join(config.dataDir, '.auth-secret'), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
