import fs from 'node:fs';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * What the app calls on a PGlite connection, whether PGlite runs on this thread (tests, scripts)
 * or in a worker thread behind `PgliteWorkerClient` (the server). Drizzle's pglite driver uses
 * `query` (with `rowMode` and `parsers`) and `transaction`; the live hub `listen`; migrations
 * `exec`; the test template `dumpDataDir`.
 */
export type PgliteClient = Pick<
  PGlite,
  'query' | 'exec' | 'transaction' | 'listen' | 'unlisten' | 'close' | 'dumpDataDir' | 'waitReady'
>;

export interface PgliteOpenOptions {
  /** A folder, or `memory://` for an in-memory cluster. */
  dataDir: string;
  /** Start from this dump (`dumpDataDir()`) instead of an empty cluster (tests). */
  loadDataDir?: Blob;
  /** The memory settings below (the server's worker); otherwise those of the data folder. */
  lean?: boolean;
}

/**
 * Memory settings (decision 074). PGlite is one backend in one WebAssembly memory, so PostgreSQL's
 * defaults for a server of 100 connections (what initdb writes: `shared_buffers = 128MB`,
 * `max_connections = 100`) only cost resident memory here: shared memory is allocated, and
 * initialised, in the same heap as everything else. With the demo data (about 40 MB on disk) and
 * one connection, 16 MB of buffers keep the hot pages; the rest is read through the file system
 * cache like any PostgreSQL. Given as start parameters, so the data folder's own
 * postgresql.conf is left as it is.
 */
export const PGLITE_SETTINGS: Record<string, string> = {
  shared_buffers: '16MB',
  wal_buffers: '1MB',
  max_connections: '8',
};

/** PGlite's own start parameters followed by ours (`-c name=value`, as the `postgres` command takes). */
export function pgliteStartParams(): string[] {
  const ours = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return [...PGlite.defaultStartParams, ...ours];
}

/**
 * V8 compiles PGlite's WebAssembly (9 MB, lazily, function by function, then again optimised for
 * the hot ones) on as many background threads as it likes, and every one of those threads leaves
 * its own malloc arena behind, mostly free but resident: about 45 MB at idle. One compilation
 * task keeps it to one arena; start-up time is unchanged (PGlite runs few functions before it
 * answers). The flag is process-wide, and PGlite is the only WebAssembly the server runs.
 */
export function limitWasmCompilationThreads() {
  v8.setFlagsFromString('--wasm-num-compilation-tasks=1');
}

/** Opens PGlite on this thread with the app's extensions and settings. */
export async function openPglite(opts: PgliteOpenOptions): Promise<PGlite> {
  if (!opts.dataDir.startsWith('memory://')) fs.mkdirSync(opts.dataDir, { recursive: true });
  return PGlite.create({
    dataDir: opts.dataDir,
    extensions: { pg_trgm },
    loadDataDir: opts.loadDataDir,
    startParams: opts.lean ? pgliteStartParams() : undefined,
  });
}
