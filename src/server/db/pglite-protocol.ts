/**
 * The messages between the main thread's `PgliteWorkerClient` and the worker thread that runs
 * PGlite (`pglite-worker.ts`). Everything crosses by structured clone: parameters and rows
 * (strings, numbers, bigints, booleans, Dates, Uint8Arrays, plain objects) clone as they are;
 * functions do not, so result parsers stay on the main thread (see `rawTypes`) and errors travel
 * as their own properties (`SerializedError`).
 */
export type RowMode = 'object' | 'array';

export type Request =
  | {
      id: number;
      op: 'query';
      sql: string;
      params?: unknown[];
      rowMode?: RowMode;
      /** Type OIDs the caller parses itself: the worker returns their text as it is. */
      rawTypes?: number[];
      /** Inside this open transaction (else a statement of its own, queued behind transactions). */
      tx?: number;
    }
  | { id: number; op: 'exec'; sql: string; rowMode?: RowMode; tx?: number }
  /** Opens a transaction; answers its id once BEGIN has run (PGlite's queue is then ours). */
  | { id: number; op: 'begin' }
  /** Ends a transaction: COMMIT (`commit`) or ROLLBACK; answers once done. */
  | { id: number; op: 'end'; tx: number; commit: boolean }
  /** ROLLBACK now; the transaction stays open for `end` (PGlite's `tx.rollback()`). */
  | { id: number; op: 'rollback'; tx: number }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type Reply =
  | { id: number; ok: true; result?: unknown }
  | { id: number; ok: false; error: SerializedError }
  | { notify: string; payload: string }
  | { ready: true }
  | { ready: false; error: SerializedError };

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  /** Own properties: PostgreSQL's `code`, `detail`, `constraint`, `table`, `column`, `severity`, … */
  props: Record<string, unknown>;
}

/** Own properties that would not clone (functions) or are of no use on the other side. */
const SKIPPED = new Set(['queryOptions']);

export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), props: {} };
  const props: Record<string, unknown> = {};
  for (const key of Object.keys(err)) {
    const value = (err as unknown as Record<string, unknown>)[key];
    if (SKIPPED.has(key) || typeof value === 'function') continue;
    props[key] = value;
  }
  return { name: err.name, message: err.message, stack: err.stack, props };
}

/** An `Error` carrying the worker's message, name, stack and PostgreSQL fields (`code` …). */
export function deserializeError(serialized: SerializedError): Error {
  const err = new Error(serialized.message);
  Object.assign(err, serialized.props);
  if (serialized.name !== 'Error') err.name = serialized.name;
  if (serialized.stack) err.stack = serialized.stack;
  return err;
}
