/**
 * The reference of bench/writes.ts: a minimal Hono server that runs, for each write route, exactly
 * the statements the app runs for one request of it (same text, same order, the transaction's
 * BEGIN and COMMIT on one connection as the app holds them), through the same driver (`pg` with
 * named statements, or PGlite's worker), and answers their rows as JSON.
 *
 * Recording: at start each route's request is made twice in-process against the app
 * (`app.request`, two prepared requests of bench/ref/write-fixtures.ts) with the driver watched,
 * results included. Replaying request k with its own prepared rows, a parameter keeps the shape
 * it had and its ids are mapped: an id of the request's own rows (a project, a contract, a
 * sender and its session token) becomes request k's; an id an earlier statement answered (an
 * inserted row's) becomes the one that statement answers now; an id that differed between the two
 * recordings and came from nowhere (made by the app, e.g. a message id) is made afresh; any other
 * id (the shared client's, the service's) stays. So unique constraints hold and every replayed
 * statement writes what the app's would.
 *   BENCH_FIXTURES=<file> BENCH_ROUND=<r> BENCH_PER_ROUND=<n> BENCH_ROUTE_NAMES='[…]'
 *   BENCH_SUMMARY_OUT=<file>   (statements per route, as recorded)
 * Served as POST /w/0, /w/1, … (one route each); each request takes the route's next prepared rows.
 */
import '../../src/server/env-file';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type pg from 'pg';
import { createApp } from '../../src/server/app';
import { createServices, openConfiguredDatabase } from '../../src/server/bootstrap';
import { loadConfig } from '../../src/server/config';
import type { WriteRequest } from './write-requests';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID_ONLY = new RegExp(`^${UUID}$`, 'i');

/** One statement as the driver ran it. */
interface Statement {
  /** PostgreSQL: `query`; PGlite's worker: its operation (`query`, `exec`, `begin`, `end`, `rollback`). */
  op: string;
  text: string;
  params: unknown[];
  rowMode?: string;
  /** PostgreSQL: the checked-out connection (0: a pool statement); PGlite: the transaction (0: none). */
  conn: number;
  /** PGlite `end`: commit or roll back. */
  commit?: boolean;
  sent: number;
  answered: number;
  /** The ids in its answer, in order (strings shaped like a uuid). */
  ids: string[];
  /** PGlite `begin`: the transaction number it answered. */
  tx?: number;
}

function idsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') {
    if (UUID_ONLY.test(value)) into.push(value.toLowerCase());
  } else if (Array.isArray(value)) for (const v of value) idsIn(v, into);
  else if (value && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value))
    for (const v of Object.values(value)) idsIn(v, into);
  return into;
}

/** Uuid-shaped pieces of the parameters, in order. */
function paramIds(params: unknown[]): string[] {
  const found: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string')
      for (const m of v.matchAll(new RegExp(UUID, 'gi'))) found.push(m[0].toLowerCase());
    else if (Array.isArray(v)) v.forEach(walk);
  };
  params.forEach(walk);
  return found;
}

/** Statements in steps: one sent before every statement of the step answered joins it (bench/ref/replay.ts). */
function stepsOf(statements: Statement[]): number[][] {
  const steps: number[][] = [];
  let current: number[] = [];
  let firstAnswer = Number.POSITIVE_INFINITY;
  statements.forEach((s, i) => {
    if (current.length && s.sent >= firstAnswer) {
      steps.push(current);
      current = [];
      firstAnswer = Number.POSITIVE_INFINITY;
    }
    current.push(i);
    firstAnswer = Math.min(firstAnswer, s.answered);
  });
  if (current.length) steps.push(current);
  return steps;
}

const names = JSON.parse(process.env.BENCH_ROUTE_NAMES ?? '[]') as string[];
const fixtures = JSON.parse(fs.readFileSync(process.env.BENCH_FIXTURES!, 'utf8')) as Record<
  string,
  { app: WriteRequest[]; ref: WriteRequest[]; rec: WriteRequest[] }
>;
const round = Number(process.env.BENCH_ROUND ?? 0);
const perRound = Number(process.env.BENCH_PER_ROUND ?? 0);

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const services = await createServices(config, { database, migrate: false });
const app = createApp(services);

// ---------------------------------------------------------------- recording
let recording: Statement[] | null = null;
let connections = 0;
type AnyFn = (...args: unknown[]) => Promise<unknown>;

function record(op: string, text: string, params: unknown[], rowMode: string | undefined, conn: number) {
  const s: Statement = { op, text, params, rowMode, conn, sent: performance.now(), answered: 0, ids: [] };
  recording!.push(s);
  return s;
}

const pool = database.pgPool;
type PgliteCall = (request: Record<string, unknown>) => Promise<unknown>;
const pglite = database.pglite as unknown as { call: PgliteCall } | undefined;
if (pool) {
  const configOf = (args: unknown[]) => {
    const first = args[0] as string | { text: string; values?: unknown[]; rowMode?: string };
    return typeof first === 'string'
      ? { text: first, values: (args[1] as unknown[]) ?? [], rowMode: undefined }
      : { text: first.text, values: first.values ?? (args[1] as unknown[]) ?? [], rowMode: first.rowMode };
  };
  const wrap = (target: { query: unknown }, connOf: () => number) => {
    const query = (target.query as AnyFn).bind(target);
    target.query = (...args: unknown[]) => {
      // Callback calls are pg-pool's own pool.query(), recorded one level up.
      if (!recording || typeof args[args.length - 1] === 'function') return query(...args);
      const c = configOf(args);
      const s = record('query', c.text, c.values, c.rowMode, connOf());
      return query(...args).then((res) => {
        s.answered = performance.now();
        s.ids = idsIn((res as pg.QueryResult).rows);
        return res;
      });
    };
  };
  wrap(pool as unknown as { query: unknown }, () => 0);
  const connect = pool.connect.bind(pool) as AnyFn;
  const wrapped = new WeakSet<object>();
  pool.connect = ((...args: unknown[]) => {
    if (args.length) return (connect as (...a: unknown[]) => unknown)(...args);
    return connect().then((client) => {
      const tagged = client as { query: unknown; benchConn?: number };
      tagged.benchConn = recording ? ++connections : 0;
      if (!wrapped.has(tagged)) {
        wrapped.add(tagged);
        wrap(tagged, () => tagged.benchConn ?? 0);
      }
      return client;
    });
  }) as typeof pool.connect;
} else if (pglite) {
  const call = pglite.call.bind(pglite);
  pglite.call = (request) => {
    const op = request.op as string;
    if (!recording || !['query', 'exec', 'begin', 'end', 'rollback'].includes(op)) return call(request);
    const text =
      op === 'begin'
        ? 'BEGIN'
        : op === 'rollback'
          ? 'ROLLBACK'
          : op === 'end'
            ? request.commit
              ? 'COMMIT'
              : 'ROLLBACK'
            : (request.sql as string);
    const s = record(
      op,
      text,
      (request.params as unknown[]) ?? [],
      request.rowMode as string,
      (request.tx as number) ?? 0,
    );
    s.commit = request.commit as boolean | undefined;
    return call(request).then((res) => {
      s.answered = performance.now();
      if (op === 'begin') s.tx = res as number;
      else if (res && typeof res === 'object') s.ids = idsIn((res as { rows?: unknown }).rows ?? res);
      return res;
    });
  };
}

async function recordRequest(
  req: WriteRequest,
): Promise<{ statements: Statement[]; status: number; after: number }> {
  recording = [];
  const headers: Record<string, string> = { cookie: req.cookie };
  if (req.contentType) headers['content-type'] = req.contentType;
  const res = await app.request(req.path, { method: req.method, headers, body: req.body });
  await res.arrayBuffer();
  const answeredCount = recording.length;
  // Work the request left behind after answering (none expected) is counted too.
  await new Promise((r) => setTimeout(r, 100));
  const statements = recording;
  recording = null;
  return { statements, status: res.status, after: statements.length - answeredCount };
}

/** How each uuid of the parameters is found again when replaying (see the file's comment). */
interface Plan {
  statements: Statement[];
  steps: number[][];
  /** Recorded id → request values' field. */
  fromValues: Map<string, string>;
  /** Ids the app made (they differed between the recordings and came from no row): made afresh. */
  made: string[];
  /** Non-uuid values of the request (a session token, a user id) to replace inside parameters. */
  pattern: RegExp;
  /** PostgreSQL: the statement after which its connection goes back. */
  lastOfConn: Map<number, number>;
}

async function planOf(name: string, a: WriteRequest, b: WriteRequest): Promise<Plan> {
  const first = await recordRequest(a);
  const second = await recordRequest(b);
  for (const r of [first, second])
    if (r.status >= 300) throw new Error(`${name}: the app answered ${r.status} while recording`);
  const A = first.statements;
  const B = second.statements;
  if (A.length !== B.length || A.some((s, i) => s.text !== B[i]!.text))
    throw new Error(`${name}: the two recordings ran different statements (${A.length} and ${B.length})`);
  const fromValues = new Map<string, string>();
  for (const [field, value] of Object.entries(b.values)) fromValues.set(value.toLowerCase(), field);
  const answered = new Set<string>();
  const made = new Set<string>();
  B.forEach((s, i) => {
    const mine = paramIds(s.params);
    const theirs = paramIds(A[i]!.params);
    mine.forEach((id, j) => {
      if (fromValues.has(id) || answered.has(id)) return;
      if (theirs[j] !== id) made.add(id);
    });
    for (const id of s.ids) answered.add(id);
  });
  const others = Object.values(b.values).filter((v) => !UUID_ONLY.test(v));
  const escaped = others.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp([UUID, ...escaped].join('|'), 'gi');
  const lastOfConn = new Map<number, number>();
  B.forEach((s, i) => {
    if (s.conn) lastOfConn.set(s.conn, i);
  });
  if (first.after || second.after)
    console.error(
      `replay: ${name} ran ${second.after} statements after answering (replayed before answering here)`,
    );
  return { statements: B, steps: stepsOf(B), fromValues, made: [...made], pattern, lastOfConn };
}

const plans: Plan[] = [];
const summary: Record<string, { statements: number; transactions: number; steps: number; texts: string[] }> =
  {};
for (const name of names) {
  const rec = fixtures[name]!.rec;
  const plan = await planOf(name, rec[round * 2]!, rec[round * 2 + 1]!);
  plans.push(plan);
  summary[name] = {
    statements: plan.statements.length,
    transactions: plan.statements.filter((s) => s.op === 'begin' || /^begin\b/i.test(s.text)).length,
    steps: plan.steps.length,
    texts: plan.statements.map((s) => s.text.replace(/\s+/g, ' ').slice(0, 400)),
  };
}
if (process.env.BENCH_SUMMARY_OUT)
  fs.writeFileSync(process.env.BENCH_SUMMARY_OUT, JSON.stringify(summary, null, 1));
console.error(
  `replay-writes: ${names.map((n) => `${n} ${summary[n]!.statements} statements (${summary[n]!.transactions} transactions) in ${summary[n]!.steps} steps`).join('; ')}`,
);

// ---------------------------------------------------------------- replaying
function substitute(value: unknown, pattern: RegExp, map: Map<string, string>): unknown {
  if (typeof value === 'string') return value.replace(pattern, (m) => map.get(m.toLowerCase()) ?? m);
  if (Array.isArray(value)) return value.map((v) => substitute(v, pattern, map));
  return value;
}

async function replay(route: number, req: WriteRequest): Promise<unknown[]> {
  const plan = plans[route]!;
  const map = new Map<string, string>();
  for (const [id, field] of plan.fromValues) map.set(id, req.values[field]!);
  for (const [field, value] of Object.entries(fixtures[names[route]!]!.rec[round * 2 + 1]!.values))
    map.set(value.toLowerCase(), req.values[field]!);
  for (const id of plan.made) map.set(id, crypto.randomUUID());
  const learn = (s: Statement, rows: unknown) => {
    const now = idsIn(rows);
    s.ids.forEach((id, j) => {
      if (!map.has(id) && now[j]) map.set(id, now[j]!);
    });
  };
  const answers: unknown[] = [];
  if (pool) {
    const clients = new Map<number, Promise<pg.PoolClient>>();
    try {
      for (const step of plan.steps)
        await Promise.all(
          step.map(async (i) => {
            const s = plan.statements[i]!;
            const values = s.params.map((p) => substitute(p, plan.pattern, map));
            const query = {
              ...(values.length ? { name: `w${route}_${i}` } : {}),
              text: s.text,
              values,
              ...(s.rowMode ? { rowMode: s.rowMode } : {}),
            } as pg.QueryConfig;
            let result: pg.QueryResult;
            if (s.conn) {
              let client = clients.get(s.conn);
              if (!client) {
                client = pool.connect();
                clients.set(s.conn, client);
              }
              const c = await client;
              result = await c.query(query);
              if (plan.lastOfConn.get(s.conn) === i) {
                clients.delete(s.conn);
                c.release();
              }
            } else result = await pool.query(query);
            learn(s, result.rows);
            answers[i] = result.rows;
          }),
        );
    } finally {
      for (const client of clients.values()) {
        const c = await client;
        await c.query('rollback').catch(() => {});
        c.release();
      }
    }
    return answers;
  }
  const txs = new Map<number, number>();
  for (const step of plan.steps)
    await Promise.all(
      step.map(async (i) => {
        const s = plan.statements[i]!;
        const tx = s.conn ? txs.get(s.conn) : undefined;
        if (s.op === 'begin') {
          txs.set(s.tx!, (await pglite!.call({ op: 'begin' })) as number);
          return;
        }
        if (s.op === 'end' || s.op === 'rollback') {
          await pglite!.call({ op: s.op, tx, commit: s.commit });
          return;
        }
        const res = (await pglite!.call({
          op: s.op,
          sql: s.text,
          params: s.params.map((p) => substitute(p, plan.pattern, map)),
          rowMode: s.rowMode,
          tx,
        })) as { rows: unknown[] };
        learn(s, res.rows);
        answers[i] = res.rows;
      }),
    );
  return answers;
}

const next = names.map(() => round * perRound);
const ref = new Hono();
ref.get('/ready', (c) => c.text('ok'));
ref.post('/w/:i', async (c) => {
  const i = Number(c.req.param('i'));
  if (!plans[i]) return c.text('no such route', 404);
  await c.req.text();
  const req = fixtures[names[i]!]!.ref[next[i]!++];
  if (!req) return c.text('no prepared rows left', 500);
  try {
    return c.json(await replay(i, req));
  } catch (err) {
    console.error(`replay-writes: ${names[i]}: ${(err as Error).message}`);
    return c.text('failed', 500);
  }
});
const server = serve({ fetch: ref.fetch, port: config.PORT, hostname: '127.0.0.1' });
process.on('SIGTERM', () => {
  server.close();
  (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  void services.live
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
