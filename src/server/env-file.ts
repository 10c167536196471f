/**
 * Reads `.env` from the working directory when there is one (imported first by the server and
 * its scripts, before any module reads process.env). Variables already set in the environment
 * win over the file.
 */
try {
  process.loadEnvFile(process.env.ENV_FILE ?? '.env');
} catch (err) {
  if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
}
