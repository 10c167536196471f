/**
 * /api/health through the app's whole middleware stack against a bare Hono hello-world
 * (bench/ref/hello.ts), alternating app and reference, ROUNDS rounds, on PGlite and on PostgreSQL.
 * Each round runs the app twice, with METRICS_TOKEN set (request and statement metrics on) and
 * without (the two in turn first), so the table shows both ratios to hello-world and what the
 * metrics cost; each app run also loads a read route (BENCH_READ_PATH, /api/projects: the demo's
 * projects list) to give the metrics' cost on read throughput, by requests per
 * second and by the server's CPU time per request (which the machine's load moves far less).
 *   npx tsx bench/health.ts                                   # PGlite
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/health.ts   # and PostgreSQL
 *   BENCH_APP_ROOT=/path/to/other/checkout …                  # measure another tree (the "before")
 * BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_ROUNDS (3). Prints two markdown tables.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  APP_ROOT,
  CONNECTIONS,
  databases,
  type LoadResult,
  load,
  loadAverage,
  median,
  ROOT,
  ROUNDS,
  SECONDS,
  startCommand,
  startServer,
  stopServer,
} from './lib';

// The app as `npm start` runs it (package.json's start script: its environment and node flags).
const production = startCommand();
const READ_PATH = process.env.BENCH_READ_PATH ?? '/api/projects';
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const healthRows: string[] = [];
const readRows: string[] = [];
const loadBefore = loadAverage();
const list = (xs: number[], digits = 2) => xs.map((x) => x.toFixed(digits)).join(', ');
const percent = (xs: number[]) =>
  `**${(median(xs) * 100).toFixed(1)} %** (${list(
    xs.map((c) => c * 100),
    1,
  )})`;
/** 1 − with ÷ without requests per second, and 1 − without ÷ with CPU per request: what metrics take. */
const rpsCost = (on: LoadResult, off: LoadResult) => 1 - on.rps / off.rps;
const cpuCost = (on: LoadResult, off: LoadResult) =>
  on.cpuUs && off.cpuUs ? 1 - off.cpuUs / on.cpuUs : Number.NaN;

for (const db of databases()) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-health-'));
  // The demo marketplace (on PostgreSQL too), seeded by one untimed first start, so the read route
  // reads real rows; the timed starts do not seed again.
  const env = { ...production.env, ...(await db.env(dataDir)), MARKETPLACE_MODE: 'demo' };
  const seeding = await startServer({
    cwd: APP_ROOT,
    script: 'src/server/index.ts',
    env: { ...env, SEED_DEMO: 'true', METRICS_TOKEN: '' },
    healthPath: '/api/health',
    nodeArgs: production.nodeArgs,
    timeoutMs: 600_000,
  });
  await stopServer(seeding);
  const runApp = async (metricsOn: boolean) => {
    const app = await startServer({
      cwd: APP_ROOT,
      script: 'src/server/index.ts',
      env: { ...env, SEED_DEMO: 'false', METRICS_TOKEN: metricsOn ? METRICS_TOKEN : '' },
      healthPath: '/api/health',
      nodeArgs: production.nodeArgs,
    });
    const health = await load(`${app.base}/api/health`, {}, app.child.pid);
    const read = await load(`${app.base}${READ_PATH}`, {}, app.child.pid);
    await stopServer(app);
    return { health, read };
  };
  const ons: LoadResult[] = [];
  const offs: LoadResult[] = [];
  const refs: LoadResult[] = [];
  const readOns: LoadResult[] = [];
  const readOffs: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Off first in even rounds, on first in odd ones, so neither always runs on a warmer machine.
    const first = await runApp(round % 2 === 1);
    const second = await runApp(round % 2 === 0);
    const [on, off] = round % 2 === 1 ? [first, second] : [second, first];
    const ref = await startServer({
      cwd: ROOT,
      script: 'bench/ref/hello.ts',
      env: {},
      healthPath: '/api/health',
    });
    const r = await load(`${ref.base}/api/health`, {}, ref.child.pid);
    await stopServer(ref);
    ons.push(on.health);
    offs.push(off.health);
    refs.push(r);
    readOns.push(on.read);
    readOffs.push(off.read);
    console.error(
      `${db.label} round ${round + 1}: /api/health with metrics ${on.health.rps.toFixed(0)} req/s, without ${off.health.rps.toFixed(0)} req/s, hello ${r.rps.toFixed(0)} req/s; ${READ_PATH} with metrics ${on.read.rps.toFixed(0)} req/s (${on.read.cpuUs?.toFixed(0)} µs CPU), without ${off.read.rps.toFixed(0)} req/s (${off.read.cpuUs?.toFixed(0)} µs CPU)`,
    );
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  await db.drop();
  const errors = (xs: LoadResult[]) => xs.reduce((n, r) => n + r.errors, 0);
  const ratiosOff = offs.map((a, i) => a.rps / refs[i]!.rps);
  const ratiosOn = ons.map((a, i) => a.rps / refs[i]!.rps);
  healthRows.push(
    `| ${db.label} | ${median(offs.map((r) => r.rps)).toFixed(0)} | ${median(ons.map((r) => r.rps)).toFixed(0)} (p99 ${median(ons.map((r) => r.p99))} ms) | ${median(refs.map((r) => r.rps)).toFixed(0)} | **${median(ratiosOff).toFixed(2)}** (${list(ratiosOff)}) | **${median(ratiosOn).toFixed(2)}** (${list(ratiosOn)}) | ${percent(ons.map((on, i) => rpsCost(on, offs[i]!)))} | ${errors([...ons, ...offs, ...refs])} |`,
  );
  const cpu = (xs: LoadResult[]) => median(xs.map((r) => r.cpuUs ?? Number.NaN)).toFixed(0);
  readRows.push(
    `| ${db.label} | ${median(readOffs.map((r) => r.rps)).toFixed(0)} | ${median(readOns.map((r) => r.rps)).toFixed(0)} | ${percent(readOns.map((on, i) => rpsCost(on, readOffs[i]!)))} | ${cpu(readOffs)} / ${cpu(readOns)} | ${percent(readOns.map((on, i) => cpuCost(on, readOffs[i]!)))} | ${errors([...readOns, ...readOffs])} |`,
  );
}
console.log(
  `\n/api/health vs bare Hono and ${READ_PATH} with metrics on vs off, ${ROUNDS} alternating rounds of ${SECONDS} s at ${CONNECTIONS} connections;`,
);
console.log(
  `app: ${APP_ROOT === ROOT ? 'this tree' : APP_ROOT}; load average before ${loadBefore}, after ${loadAverage()}\n`,
);
console.log(
  '| database | app req/s, metrics off | app req/s, metrics on | hello-world req/s | ratio, metrics off (rounds) | ratio, metrics on (rounds) | metrics cost (rounds) | errors |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of healthRows) console.log(row);
console.log(
  `\n| database | ${READ_PATH} req/s, metrics off | metrics on | metrics cost, req/s (rounds) | CPU µs/request off / on | metrics cost, CPU (rounds) | errors |`,
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of readRows) console.log(row);
