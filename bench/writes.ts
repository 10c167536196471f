/**
 * The app's write routes (post a project, apply, approve, order a service, send a chat message,
 * deliver a milestone without files, accept it) against a minimal Hono handler running the same
 * statements, BEGIN and COMMIT included, through the same driver (bench/ref/replay-writes.ts),
 * alternating app and reference, ROUNDS rounds, on PGlite and PostgreSQL (issue 30 item 2).
 *   npx tsx bench/writes.ts                                            # PGlite (demo seed)
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/writes.ts   # and PostgreSQL
 *   BENCH_ONLY=postgres|pglite, BENCH_ROUTE=<part of a route name>, BENCH_APP_ROOT=<other checkout>
 * Every request is a real, successful write on rows of its own, made before anything is timed
 * (bench/ref/write-fixtures.ts): BENCH_REQUESTS (200) timed requests per route and side and round,
 * after BENCH_WARMUP_REQUESTS (40), at BENCH_CONNECTIONS (10). The fixtures and the reference run
 * from the app's tree (BENCH_APP_ROOT, or this one): the reference records that app's statements,
 * so a "before" tree needs bench/ref/ (copy it in). The ratio is app req/s ÷ reference
 * req/s; beside it each server's own CPU time per request (/proc, PGlite's worker included, not
 * PostgreSQL's). The write gate (decision 120) admits 32 writes at once, more than the connections
 * here, and its wait is raised as the tests raise it, so nothing is refused; the only rate limit on
 * these routes is the chat send limit, which each send meets with a sender of its own.
 * BENCH_CPU_PROF=<dir>: the app runs under `node --cpu-prof`, one process per route, into
 * <dir>/<database>/<route>/ (summarise one with `npx tsx bench/cpu-top.ts <file>`); its figures then
 * carry the profiler's cost and are not the table's.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  APP_ROOT,
  CONNECTIONS,
  cpuTicks,
  databases,
  loadAverage,
  median,
  ROOT,
  ROUNDS,
  type Server,
  startCommand,
  startServer,
  stopServer,
  TICK_US,
} from './lib';
import { WRITE_ROUTES, type WriteRequest } from './ref/write-requests';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP_REQUESTS ?? 40);
/** Requests per route and side in one round, with room for a load generator that sends one too many. */
const PER_ROUND = REQUESTS + WARMUP + 3 * CONNECTIONS;
const CPU_PROF = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;

interface Measured {
  rps: number;
  cpuUs?: number;
  errors: number;
  p50: number;
  p99: number;
}

/**
 * Sends `list` (in order, each once) at CONNECTIONS: WARMUP untimed, then REQUESTS timed.
 * `toRequest` turns a prepared request into what is sent (the app: itself; the reference: its route).
 */
async function send(
  base: string,
  list: WriteRequest[],
  toRequest: (r: WriteRequest) => WriteRequest,
  pid?: number,
) {
  let next = 0;
  const run = async (amount: number) => {
    const started = performance.now();
    // Timed to the last answer: autocannon's own clock ticks once a second, too coarse for a run
    // of a few seconds.
    let last = started;
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      amount,
      requests: [
        {
          setupRequest: (req) => {
            const prepared = list[next++];
            if (!prepared) throw new Error('no prepared request left');
            const r = toRequest(prepared);
            const headers: Record<string, string> = { ...req.headers, cookie: r.cookie };
            if (r.contentType) headers['content-type'] = r.contentType;
            return { ...req, method: r.method, path: r.path, headers, body: r.body };
          },
          onResponse: () => {
            last = performance.now();
          },
        },
      ],
    });
    return { result, seconds: (last - started) / 1000 };
  };
  await run(WARMUP);
  const before = cpuTicks(pid);
  const { result, seconds } = await run(REQUESTS);
  const after = cpuTicks(pid);
  const total = result.requests.total;
  return {
    rps: total / seconds,
    cpuUs:
      before !== undefined && after !== undefined && total > 0
        ? ((after - before) * TICK_US) / total
        : undefined,
    errors: result.errors + result.non2xx + result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
  } satisfies Measured;
}

function runToEnd(script: string, env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: APP_ROOT,
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

const only = process.env.BENCH_ROUTE;
const names = WRITE_ROUTES.filter((n) => !only || n.includes(only));
const table: string[] = [];
const loadBefore = loadAverage();
const { env: startEnv, nodeArgs } = startCommand();
for (const db of databases()) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-writes-'));
  // The demo marketplace (payments through the test provider, so an order opens its checkout).
  // Bursts of writes wait their turn (as the tests set it): nothing is refused with a 503.
  const env = {
    ...startEnv,
    ...(await db.env(dataDir)),
    MARKETPLACE_MODE: 'demo',
    WRITE_QUEUE_WAIT_MS: '60000',
  };
  const appStart = {
    cwd: APP_ROOT,
    script: 'src/server/index.ts',
    env,
    healthPath: '/api/health',
    nodeArgs,
  };
  // First start migrates and seeds (untimed); then the rows every request needs.
  await stopServer(await startServer({ ...appStart, timeoutMs: 600_000 }));
  const fixturesFile = path.join(dataDir, 'fixtures.json');
  await runToEnd('bench/ref/write-fixtures.ts', {
    ...env,
    BENCH_FIXTURES_OUT: fixturesFile,
    BENCH_FIXTURE_COUNT: String(PER_ROUND * ROUNDS),
    BENCH_FIXTURE_RECORDINGS: String(2 * ROUNDS),
    BENCH_ROUTE_NAMES: JSON.stringify(names),
  });
  const fixtures = JSON.parse(fs.readFileSync(fixturesFile, 'utf8')) as Record<
    string,
    { app: WriteRequest[]; ref: WriteRequest[] }
  >;
  const summaryFile = path.join(dataDir, 'summary.json');
  const rows = names.map(() => ({ app: [] as Measured[], ref: [] as Measured[] }));
  for (let round = 0; round < ROUNDS; round++) {
    // Profiling: an app process per route, so each profile holds one route (its start included).
    const profiled = async (name: string) => {
      const dir = path.join(CPU_PROF!, db.label, name.replaceAll(' ', '-'));
      fs.mkdirSync(dir, { recursive: true });
      const server = await startServer({
        ...appStart,
        nodeArgs: [...nodeArgs, '--cpu-prof', `--cpu-prof-dir=${dir}`],
      });
      // The start's share of the profile, for bench/cpu-top.ts to leave out.
      fs.writeFileSync(path.join(dir, `start-ms.${round}.json`), JSON.stringify(Math.ceil(server.startMs)));
      return server;
    };
    let app: Server | undefined = CPU_PROF ? undefined : await startServer(appStart);
    for (const [i, name] of names.entries()) {
      if (CPU_PROF) app = await profiled(name);
      const list = fixtures[name]!.app.slice(round * PER_ROUND, (round + 1) * PER_ROUND);
      rows[i]!.app.push(await send(app!.base, list, (r) => r, app!.child.pid));
      if (CPU_PROF) await stopServer(app!);
    }
    if (!CPU_PROF) await stopServer(app!);
    const ref = await startServer({
      cwd: APP_ROOT,
      script: 'bench/ref/replay-writes.ts',
      env: {
        ...env,
        BENCH_FIXTURES: fixturesFile,
        BENCH_ROUND: String(round),
        BENCH_PER_ROUND: String(PER_ROUND),
        BENCH_ROUTE_NAMES: JSON.stringify(names),
        BENCH_SUMMARY_OUT: summaryFile,
      },
      healthPath: '/ready',
      nodeArgs,
    });
    for (const [i, name] of names.entries()) {
      const list = fixtures[name]!.ref.slice(round * PER_ROUND, (round + 1) * PER_ROUND);
      // The reference takes its own prepared rows in order; it is sent the same body.
      rows[i]!.ref.push(await send(ref.base, list, (r) => ({ ...r, path: `/w/${i}` }), ref.child.pid));
    }
    await stopServer(ref);
    for (const [i, name] of names.entries()) {
      const a = rows[i]!.app[round]!;
      const r = rows[i]!.ref[round]!;
      console.error(
        `${db.label} round ${round + 1} ${name}: app ${a.rps.toFixed(0)}, same SQL ${r.rps.toFixed(0)} req/s; CPU app ${a.cpuUs?.toFixed(0)}, same SQL ${r.cpuUs?.toFixed(0)} µs/request; errors ${a.errors} / ${r.errors}; load ${loadAverage()}`,
      );
    }
  }
  const summary = JSON.parse(fs.readFileSync(summaryFile, 'utf8')) as Record<
    string,
    { statements: number; transactions: number; texts: string[] }
  >;
  if (process.env.BENCH_STATEMENTS_OUT)
    fs.writeFileSync(
      `${process.env.BENCH_STATEMENTS_OUT}.${db.label}.json`,
      JSON.stringify(summary, null, 1),
    );
  for (const [i, name] of names.entries()) {
    const { app, ref } = rows[i]!;
    const ratios = app.map((a, k) => a.rps / ref[k]!.rps);
    const cpu = app.flatMap((a, k) => (a.cpuUs && ref[k]!.cpuUs ? [ref[k]!.cpuUs! / a.cpuUs] : []));
    const errors = [...app, ...ref].reduce((n, m) => n + m.errors, 0);
    const s = summary[name]!;
    table.push(
      `| ${db.label} | ${name} | ${s.statements} (${s.transactions} tx) | ${median(app.map((m) => m.rps)).toFixed(0)} | ${median(ref.map((m) => m.rps)).toFixed(0)} | **${median(ratios).toFixed(2)}** (${ratios.map((x) => x.toFixed(2)).join(', ')}) | ${cpu.length ? `${median(app.map((m) => m.cpuUs ?? 0)).toFixed(0)} / ${median(ref.map((m) => m.cpuUs ?? 0)).toFixed(0)}: **${median(cpu).toFixed(2)}**` : '–'} | ${errors} |`,
    );
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  await db.drop();
}
console.log(
  `\nWrites vs the same statements through the same driver, ${ROUNDS} alternating rounds of ${REQUESTS} requests (after ${WARMUP}) at ${CONNECTIONS} connections;`,
);
console.log(
  `app: ${APP_ROOT === ROOT ? 'this tree' : APP_ROOT}; load average before ${loadBefore}, after ${loadAverage()}\n`,
);
console.log(
  '| database | route | statements | app req/s | same SQL req/s | median ratio (rounds) | server CPU µs/request, app / same SQL: median ratio | errors |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of table) console.log(row);
