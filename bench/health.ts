/**
 * /api/health through the app's whole middleware stack against a bare Hono hello-world
 * (bench/ref/hello.ts), alternating app and reference, ROUNDS rounds, on PGlite and on PostgreSQL.
 * Each round runs the app twice, with METRICS_TOKEN set (request and statement metrics on) and
 * without, so the table shows both ratios to hello-world and what the metrics cost.
 *   npx tsx bench/health.ts                                   # PGlite
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/health.ts   # and PostgreSQL
 *   BENCH_APP_ROOT=/path/to/other/checkout …                  # measure another tree (the "before")
 * BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_ROUNDS (3). Prints a markdown table.
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
const rows: string[] = [];
const loadBefore = loadAverage();
for (const db of databases()) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-health-'));
  const env = { ...production.env, ...(await db.env(dataDir)), SEED_DEMO: 'false' };
  const ratios: number[] = [];
  const metricRatios: number[] = [];
  const costs: number[] = [];
  const apps: LoadResult[] = [];
  const plains: LoadResult[] = [];
  const refs: LoadResult[] = [];
  const runApp = async (metricsOn: boolean) => {
    const app = await startServer({
      cwd: APP_ROOT,
      script: 'src/server/index.ts',
      env: { ...env, METRICS_TOKEN: metricsOn ? 'bench-metrics-token-0123456789' : '' },
      healthPath: '/api/health',
      nodeArgs: production.nodeArgs,
    });
    const result = await load(`${app.base}/api/health`);
    await stopServer(app);
    return result;
  };
  for (let round = 0; round < ROUNDS; round++) {
    const plain = await runApp(false);
    const a = await runApp(true);
    const ref = await startServer({
      cwd: ROOT,
      script: 'bench/ref/hello.ts',
      env: {},
      healthPath: '/api/health',
    });
    const r = await load(`${ref.base}/api/health`);
    await stopServer(ref);
    apps.push(a);
    plains.push(plain);
    refs.push(r);
    ratios.push(plain.rps / r.rps);
    metricRatios.push(a.rps / r.rps);
    costs.push(1 - a.rps / plain.rps);
    console.error(
      `${db.label} round ${round + 1}: app with metrics ${a.rps.toFixed(0)} req/s, without ${plain.rps.toFixed(0)} req/s, hello ${r.rps.toFixed(0)} req/s`,
    );
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  await db.drop();
  const errors = [...apps, ...plains, ...refs].reduce((n, r) => n + r.errors, 0);
  const list = (xs: number[], digits = 2) => xs.map((x) => x.toFixed(digits)).join(', ');
  rows.push(
    `| ${db.label} | ${median(plains.map((r) => r.rps)).toFixed(0)} | ${median(apps.map((r) => r.rps)).toFixed(0)} (p99 ${median(apps.map((r) => r.p99))} ms) | ${median(refs.map((r) => r.rps)).toFixed(0)} | **${median(ratios).toFixed(2)}** (${list(ratios)}) | **${median(metricRatios).toFixed(2)}** (${list(metricRatios)}) | **${(median(costs) * 100).toFixed(1)} %** (${list(
      costs.map((c) => c * 100),
      1,
    )}) | ${errors} |`,
  );
}
console.log(
  `\n/api/health vs bare Hono, ${ROUNDS} alternating rounds of ${SECONDS} s at ${CONNECTIONS} connections;`,
);
console.log(
  `app: ${APP_ROOT === ROOT ? 'this tree' : APP_ROOT}; load average before ${loadBefore}, after ${loadAverage()}\n`,
);
console.log(
  '| database | app req/s, metrics off | app req/s, metrics on | hello-world req/s | ratio, metrics off (rounds) | ratio, metrics on (rounds) | metrics cost (rounds) | errors |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
