/**
 * PGlite in a worker thread, seen from the main thread (decision 074). PGlite runs PostgreSQL's
 * executor synchronously in WebAssembly: on the main thread every statement stops the event loop
 * for its whole duration. `PgliteWorkerClient` keeps the part of PGlite's interface the app uses
 * (what drizzle's pglite driver, the migrations, the live hub and the test template call) and
 * forwards each call to `pglite-worker.ts` over the worker's message port.
 *
 * - Ordering is PGlite's own: the worker hands every request to PGlite at once, and PGlite's queue
 *   makes a statement from outside a transaction wait until the open transaction ends.
 * - A transaction is opened in the worker by `begin`, stays open while the callback here runs its
 *   statements (each one tagged with the transaction's id), and ends with COMMIT when the callback
 *   returns or ROLLBACK when it throws.
 * - Result parsers are functions and do not cross threads: the types a caller parses itself
 *   (drizzle keeps dates and intervals as text) come back as text and are parsed here.
 * - Errors keep their PostgreSQL fields (`code`, `constraint`, `detail` …).
 * - The worker does not keep the process alive while nothing is waiting on it, like PGlite on
 *   the main thread.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { PgliteClient } from './pglite-engine';
import { deserializeError, type Reply, type Request, type RowMode } from './pglite-protocol';
import type { PgliteWorkerData } from './pglite-worker';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The worker's JavaScript is a thin layer (rows are parsed, cloned and dropped at once), so a small
 * young generation does: V8's default reserves up to 3 × 16 MB per isolate, resident once used.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 6 };

/**
 * The worker's script: beside the server bundle (dist/server/pglite-worker.js), or else the
 * TypeScript source, loaded through tsx (`npm run dev`, tests).
 */
function startWorker(workerData: PgliteWorkerData): Worker {
  const built = path.join(here, 'pglite-worker.js');
  if (fs.existsSync(built)) return new Worker(built, { workerData, resourceLimits: WORKER_LIMITS });
  const source = pathToFileURL(path.join(here, 'pglite-worker.ts')).href;
  // tsx's ES module API (its CommonJS build cannot load the ES module one from a worker).
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsx = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const code = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return new Worker(code, { eval: true, workerData, resourceLimits: WORKER_LIMITS });
}

type Parser = (value: string, typeId: number) => unknown;
type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };
type DistributiveOmit<T, K extends keyof never> = T extends unknown ? Omit<T, K> : never;

function rowModeOf(options?: QueryOptions): RowMode | undefined {
  return options?.rowMode;
}

function checkOptions(options?: QueryOptions) {
  if (options?.serializers || options?.blob || options?.paramTypes || options?.onNotice)
    throw new Error('PGlite in a worker: serializers, blob, paramTypes and onNotice are not supported');
}

/** Parses, here, the columns whose types the caller gave parsers for (the worker left them as text). */
function applyParsers<T>(result: Results<T>, parsers?: Record<number, Parser>): Results<T> {
  if (!parsers) return result;
  const columns = result.fields
    .map((field, index) => ({ field, index, parse: parsers[field.dataTypeID] }))
    .filter((c) => c.parse);
  if (columns.length === 0) return result;
  for (const row of result.rows as unknown[]) {
    for (const { field, index, parse } of columns) {
      const record = row as Record<string | number, unknown>;
      const key = Array.isArray(row) ? index : field.name;
      const value = record[key];
      if (value !== null && value !== undefined) record[key] = parse!(value as string, field.dataTypeID);
    }
  }
  return result;
}

export class PgliteWorkerClient implements PgliteClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #closed = false;
  #failure: Error | null = null;
  readonly waitReady: Promise<void>;

  /** Called once if the worker dies while open (every request then fails); not after `close`. */
  onFailure: ((err: Error) => void) | null = null;

  private constructor(data: PgliteWorkerData) {
    this.#worker = startWorker(data);
    this.waitReady = new Promise<void>((resolve, reject) => {
      const onReady = (reply: Reply) => {
        if (!('ready' in reply)) return;
        this.#worker.off('message', onReady);
        if (reply.ready) {
          this.#idle();
          resolve();
        } else {
          reject(deserializeError(reply.error));
        }
      };
      this.#worker.on('message', onReady);
      this.#worker.once('error', reject);
      this.#worker.once('exit', (code) =>
        reject(new Error(`PGlite worker exited (code ${code}) while starting`)),
      );
    });
    this.#worker.on('message', (reply: Reply) => this.#onReply(reply));
    this.#worker.on('error', (err) => this.#fail(err));
    this.#worker.on('exit', (code) => this.#fail(new Error(`PGlite worker exited (code ${code})`)));
  }

  /** Starts the worker and opens PGlite in `dataDir` there; resolves once it answers queries. */
  static async open(data: PgliteWorkerData): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(data);
    try {
      await client.waitReady;
    } catch (err) {
      await client.#worker.terminate();
      throw err;
    }
    return client;
  }

  get closed() {
    return this.#closed;
  }

  /** The worker keeps the process alive only while a request or a listener waits on it. */
  #idle() {
    if (this.#pending.size === 0) this.#worker.unref();
  }

  #fail(err: Error) {
    if (this.#failure) return;
    const unexpected = !this.#closed;
    this.#failure = unexpected ? err : new Error('PGlite is closed');
    this.#closed = true;
    if (unexpected) this.onFailure?.(err);
    for (const pending of this.#pending.values()) pending.reject(err);
    this.#pending.clear();
  }

  #onReply(reply: Reply) {
    if ('ready' in reply) return;
    if ('notify' in reply) {
      for (const callback of this.#listeners.get(reply.notify) ?? []) callback(reply.payload);
      return;
    }
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    this.#idle();
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(deserializeError(reply.error));
  }

  /** Sends a request and waits for its answer. */
  call<T>(request: DistributiveOmit<Request, 'id'>): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed && request.op !== 'close') return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id } as Request);
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(sql, options);
  }

  // The transaction's own statements go through these, not the public methods, which an observer
  // may wrap (lib/metrics/db-observer.ts wraps both, and would count such a statement twice).
  async #query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    checkOptions(options);
    const parsers = options?.parsers as Record<number, Parser> | undefined;
    const rawTypes = parsers ? Object.keys(parsers).map(Number) : undefined;
    const result = await this.call<Results<T>>({
      op: 'query',
      sql,
      params,
      rowMode: rowModeOf(options),
      rawTypes,
      tx,
    });
    return applyParsers(result, parsers);
  }

  async #exec(sql: string, options?: QueryOptions, tx?: number): Promise<Results[]> {
    checkOptions(options);
    if (options?.parsers) throw new Error('PGlite in a worker: exec takes no parsers');
    return this.call<Results[]>({ op: 'exec', sql, rowMode: rowModeOf(options), tx });
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const txId = await this.call<number>({ op: 'begin' });
    let closed = false;
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        check();
        return this.#query<R>(sql, params, options, txId);
      },
      sql: () => {
        throw new Error('PGlite in a worker: tx.sql is not supported, use tx.query');
      },
      exec: (sql: string, options?: QueryOptions) => {
        check();
        return this.#exec(sql, options, txId);
      },
      rollback: async () => {
        check();
        await this.call({ op: 'rollback', tx: txId });
        closed = true;
      },
      listen: () => {
        throw new Error('PGlite in a worker: listen inside a transaction is not supported');
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      closed = true;
      await this.call({ op: 'end', tx: txId, commit: false });
      throw err;
    }
    closed = true;
    await this.call({ op: 'end', tx: txId, commit: true });
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.#listeners.get(channel);
    if (!set) {
      set = new Set();
      this.#listeners.set(channel, set);
      try {
        await this.call({ op: 'listen', channel });
      } catch (err) {
        this.#listeners.delete(channel);
        throw err;
      }
    }
    set.add(callback);
    return () => this.unlisten(channel, callback);
  }

  async unlisten(channel: string, callback?: (payload: string) => void): Promise<void> {
    const set = this.#listeners.get(channel);
    if (!set) return;
    if (callback) set.delete(callback);
    else set.clear();
    if (set.size > 0) return;
    this.#listeners.delete(channel);
    await this.call({ op: 'unlisten', channel });
  }

  async dumpDataDir(): Promise<File> {
    const bytes = await this.call<Uint8Array<ArrayBuffer>>({ op: 'dump' });
    return new File([bytes], 'pgdata.tar', { type: 'application/x-tar' });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.call({ op: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }
}
