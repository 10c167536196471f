import '../env-file';
import path from 'node:path';
import { loadConfig } from '../config';
import { migrateDatabase, openDatabase, withStartupLock } from '../db/client';

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, 'pglite'),
});
await withStartupLock(database, () => migrateDatabase(database));
await database.close();
console.log('migrations applied');
