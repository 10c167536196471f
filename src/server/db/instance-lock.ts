import pg from 'pg';
import { logger } from '../lib/logger';

/** The advisory lock every instance on one PostgreSQL database holds while it runs. */
const LOCK_KEY = `hashtext('marketplace:instances')`;
const RETRY_MAX_MS = 30_000;

export class InstanceConflictError extends Error {}

/**
 * Files kept in one instance's data folder cannot be read by another, so an instance with local
 * file storage must be the only one on its database (decision 094). Every instance holds a
 * PostgreSQL advisory lock on a connection of its own while it runs: shared by instances whose
 * files every instance reads (S3, or a shared folder), exclusive by one with local files. A start
 * that cannot take its lock is refused with `InstanceConflictError`. The lock ends with the process
 * (or its connection): a crashed instance does not hold it; a connection lost to a database fault
 * is replaced and the lock taken again.
 */
export async function holdInstanceLock(
  url: string,
  mode: 'exclusive' | 'shared',
): Promise<{ release(): Promise<void> }> {
  let client: pg.Client | null = null;
  let released = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = 500;

  const take = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on('error', (err) => {
      logger.warn({ err }, 'instance lock: connection lost');
      if (client === next) client = null;
      void next.end().catch(() => {});
      retake();
    });
    try {
      await next.connect();
      const fn = mode === 'exclusive' ? 'pg_try_advisory_lock' : 'pg_try_advisory_lock_shared';
      const { rows } = await next.query<{ ok: boolean }>(`select ${fn}(${LOCK_KEY}) as ok`);
      if (!rows[0]?.ok) throw new InstanceConflictError(conflictMessage(mode));
    } catch (err) {
      next.removeAllListeners('error');
      next.on('error', () => {});
      await next.end().catch(() => {});
      throw err;
    }
    client = next;
    retryMs = 500;
  };

  const retake = () => {
    if (released || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      take().catch((err) => {
        if (err instanceof InstanceConflictError) logger.error(err.message);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        retake();
      });
    }, retryMs);
    retryTimer.unref();
  };

  await take();
  return {
    async release() {
      released = true;
      clearTimeout(retryTimer);
      const held = client;
      client = null;
      await held?.end().catch(() => {});
    },
  };
}

function conflictMessage(mode: 'exclusive' | 'shared'): string {
  return mode === 'exclusive'
    ? 'Another instance is running on this database, and this one keeps uploaded files in its own data folder (STORAGE_DRIVER=local), where the others cannot read them. ' +
        'Use STORAGE_DRIVER=s3 for more than one instance, or set STORAGE_LOCAL_SHARED=1 if DATA_DIR/uploads is one folder all instances share.'
    : 'An instance that keeps uploaded files in its own data folder (STORAGE_DRIVER=local) is running on this database; stop it, or move it to STORAGE_DRIVER=s3, before starting more instances.';
}
