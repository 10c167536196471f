import '../env-file';
import path from 'node:path';
import { loadConfig } from '../config';
import { migrateDatabase, openDatabase } from '../db/client';
import { acquireDataDirLock, DataDirLockedError } from '../lib/data-dir-lock';
import { runAdminCommand } from '../modules/admin/cli';

/*
 * `npm run admin -- grant|revoke <email> | list` (decision 060). On PostgreSQL (DATABASE_URL) it
 * runs beside the app. On PGlite it needs the data folder to itself: while the app runs on it,
 * the command refuses and says to stop the app first.
 */
const config = loadConfig();
let lock: { release(): void } | undefined;
if (!config.DATABASE_URL) {
  try {
    lock = acquireDataDirLock(config.dataDir, 'admin command');
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, 'pglite'),
});
let code = 1;
try {
  await migrateDatabase(database);
  const result = await runAdminCommand(database.db, process.argv.slice(2));
  (result.code === 0 ? console.log : console.error)(result.output);
  code = result.code;
} finally {
  await database.close();
  lock?.release();
}
process.exit(code);
