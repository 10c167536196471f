import '../env-file';
import { loadConfig } from '../config';
import { defaultArchiveName, runExport } from '../db/archive-cli';

// `npm run db:export -- [file]`: the site (DATABASE_URL or DATA_DIR/pglite, and its files) to one archive.
process.exit(await runExport(loadConfig(), process.argv[2] ?? defaultArchiveName()));
