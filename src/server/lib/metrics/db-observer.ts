import type pg from 'pg';
import type { Database } from '../../db/client';
import type { PgliteClient } from '../../db/pglite-engine';

/**
 * What the driver reports: `query` for each statement sent (ms from the call to its answer,
 * waiting included: PGlite runs one statement at a time, so a busy process queues here), `wait`
 * for the time a PostgreSQL pool client was waited for. `sql` is the statement text.
 */
export interface DbEvent {
  kind: 'query' | 'wait';
  ms: number;
  sql?: string;
  /** The statement's parameters (benchmarks replay statements; never logged). */
  params?: unknown[];
}
export type DbListener = (event: DbEvent) => void;
/** A listener for the timing alone: no event object, no statement text (what /metrics uses). */
export type DbTimer = (kind: DbEvent['kind'], ms: number) => void;

/** Who listens to one database: the text and parameters are read only while `listeners` has any. */
interface Observers {
  listeners: Set<DbListener>;
  /** A plain array: walked once per statement, changed only when a timer comes or goes. */
  timers: DbTimer[];
}

const observed = new WeakMap<Database, Observers>();
const WRAPPED = Symbol('observed');

function emit(set: Observers, kind: DbEvent['kind'], ms: number, sql?: string, params?: unknown[]) {
  const timers = set.timers;
  for (let i = 0; i < timers.length; i++) timers[i]!(kind, ms);
  if (set.listeners.size === 0) return;
  const event: DbEvent = kind === 'query' ? { kind, ms, sql, params } : { kind, ms };
  for (const listener of set.listeners) listener(event);
}

function textOf(arg: unknown): string | undefined {
  if (typeof arg === 'string') return arg;
  const text = arg && typeof arg === 'object' ? (arg as { text?: unknown }).text : undefined;
  return typeof text === 'string' ? text : undefined;
}

type AnyFn = (...args: unknown[]) => unknown;

// The per-statement closures come from these two (anonymous, returned): a dev run through tsx
// names every closure bound to a name with a defineProperty call, which showed in its profiles.
function whenAnswered(set: Observers, started: number, sql?: string, params?: unknown[]): () => void {
  return () => emit(set, 'query', performance.now() - started, sql, params);
}
function beforeCallback(done: () => void, callback: AnyFn): AnyFn {
  return (...cb: unknown[]) => {
    done();
    return callback(...cb);
  };
}

/**
 * Wraps a query-like method: times its promise, or its callback when it takes one. With
 * `callbacks` false a call with a callback goes through untimed: a pooled pg client's are the
 * pool's own `pool.query()`, already timed one level up.
 */
function timed(set: Observers, fn: AnyFn, self: unknown, callbacks = true): AnyFn {
  return (...args: unknown[]) => {
    if (!callbacks && typeof args[args.length - 1] === 'function') return fn.apply(self, args);
    const started = performance.now();
    // The statement and its parameters only for a listener that reads them (tests, benches).
    const detailed = set.listeners.size > 0;
    const sql = detailed ? textOf(args[0]) : undefined;
    const params = detailed
      ? Array.isArray(args[1])
        ? args[1]
        : (args[0] as { values?: unknown[] } | undefined)?.values
      : undefined;
    const done = whenAnswered(set, started, sql, params);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = beforeCallback(done, last as AnyFn);
      return fn.apply(self, args);
    }
    const result = fn.apply(self, args);
    // A side branch, not `.finally()` (which makes three promises and two more microtask hops per
    // statement): the caller gets the driver's own promise; `done` was attached first, so it runs
    // before the caller's continuation, and the branch takes the rejection the caller also sees.
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(done, done);
    else done();
    return result;
  };
}

function wrapPgClient(set: Observers, client: pg.PoolClient) {
  const tagged = client as unknown as Record<symbol, boolean>;
  if (tagged[WRAPPED]) return;
  tagged[WRAPPED] = true;
  client.query = timed(set, client.query as AnyFn, client, false) as typeof client.query;
}

/**
 * PostgreSQL: a statement through `pool.query()` (drizzle outside a transaction) is timed there, on
 * its promise, connection wait included; one on a checked-out client (a transaction) on the
 * client's. pg-pool runs `pool.query()` on a client with a callback; wrapping that callback for
 * every statement doubled the server's garbage-collection time on a read route (measured with a
 * CPU profile, decision 131), so those calls pass through the client untimed.
 */
function wrapPool(set: Observers, pool: pg.Pool) {
  pool.query = timed(set, pool.query as AnyFn, pool) as typeof pool.query;
  const connect = pool.connect.bind(pool) as AnyFn;
  // pool.query() takes a client through connect(callback) too, so every wait passes here once.
  pool.connect = ((cb?: (err: Error | undefined, client?: pg.PoolClient, release?: unknown) => void) => {
    const started = performance.now();
    if (typeof cb === 'function') {
      return connect((err: Error | undefined, client: pg.PoolClient | undefined, release: unknown) => {
        emit(set, 'wait', performance.now() - started);
        if (client) wrapPgClient(set, client);
        cb(err, client, release);
      });
    }
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      emit(set, 'wait', performance.now() - started);
      wrapPgClient(set, client);
      return client;
    });
  }) as typeof pool.connect;
}

function wrapPglite(set: Observers, client: PgliteClient) {
  const target = client as unknown as Record<string, AnyFn>;
  for (const method of ['query', 'exec'] as const) target[method] = timed(set, target[method]!, client);
  const transaction = target.transaction!.bind(client);
  target.transaction = (callback: unknown) =>
    transaction(async (tx: Record<string, AnyFn>) => {
      for (const method of ['query', 'exec'] as const) tx[method] = timed(set, tx[method]!, tx);
      return (callback as AnyFn)(tx);
    });
}

function observersOf(database: Database): Observers {
  let set = observed.get(database);
  if (!set) {
    set = { listeners: new Set(), timers: [] };
    observed.set(database, set);
    if (database.pgPool) wrapPool(set, database.pgPool);
    else if (database.pglite) wrapPglite(set, database.pglite);
  }
  return set;
}

/**
 * Calls `listener` for every statement the database's driver runs (and every pool wait), with the
 * statement's text and parameters, until the returned function is called. The driver is wrapped
 * once per database; listeners come and go.
 */
export function observeDatabase(database: Database, listener: DbListener): () => void {
  const set = observersOf(database);
  set.listeners.add(listener);
  return () => set.listeners.delete(listener);
}

/** Like observeDatabase, for the kind and time alone: nothing is built per statement. */
export function timeDatabase(database: Database, timer: DbTimer): () => void {
  const set = observersOf(database);
  set.timers = [...set.timers, timer];
  return () => {
    set.timers = set.timers.filter((t) => t !== timer);
  };
}
