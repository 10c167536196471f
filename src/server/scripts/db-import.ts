import '../env-file';
import { loadConfig } from '../config';
import { runImport } from '../db/archive-cli';

// `npm run db:import -- <file>`: an archive of db:export into an empty site (DATABASE_URL or DATA_DIR/pglite).
const file = process.argv[2];
if (!file) {
  console.error(
    'Usage: npm run db:import -- <archive file> (into DATABASE_URL, or DATA_DIR/pglite without it)',
  );
  process.exit(2);
}
process.exit(await runImport(loadConfig(), file));
