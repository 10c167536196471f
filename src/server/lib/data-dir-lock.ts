import fs from 'node:fs';
import path from 'node:path';

/*
 * PGlite is one process (decision 060): the database lives in DATA_DIR/pglite and only one process
 * may open it. The server holds `DATA_DIR/pglite.lock` (its process id) while it runs on PGlite, and
 * so does the `admin` command; whoever finds the lock held by another living process refuses to open
 * the folder. A lock left by a process that is gone (a crash) is taken over.
 */

export const LOCK_FILE = 'pglite.lock';

export interface LockHolder {
  pid: number;
  /** 'server' or 'admin command'. */
  role: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly holder: LockHolder,
    readonly lockPath: string,
  ) {
    super(
      `The ${holder.role} (process ${holder.pid}, since ${holder.since}) is using this PGlite data folder. ` +
        'PGlite allows one process at a time: stop it first, then run this again ' +
        `(or use PostgreSQL with DATABASE_URL). Lock file: ${lockPath}`,
    );
    this.name = 'DataDirLockedError';
  }
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The living process other than this one that holds the folder, or null. */
export function lockHolder(dataDir: string): LockHolder | null {
  try {
    const holder = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as LockHolder;
    if (holder.pid === process.pid || !alive(holder.pid)) return null;
    return holder;
  } catch {
    return null;
  }
}

/**
 * Takes the folder's lock for this process, or throws DataDirLockedError when another living
 * process holds it. `release()` removes the lock if it is still this process's own.
 */
export function acquireDataDirLock(dataDir: string, role: string): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, role, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const holder = lockHolder(dataDir);
      if (holder) throw new DataDirLockedError(holder, file);
      // Left by a process that is gone (or by this one): take it over.
      fs.rmSync(file, { force: true });
    }
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      try {
        const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as LockHolder;
        if (holder.pid === process.pid) fs.rmSync(file, { force: true });
      } catch {
        // already gone
      }
    },
  };
}
