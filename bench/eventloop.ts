/**
 * Event-loop lag of the production bundle (dist/server/index.js) under BENCH_CONNECTIONS (50)
 * concurrent connections of reads: the projects list, a profile, a freelancer search (`q=design`)
 * and a service, anonymous, on the demo seed, each connection cycling through the four. The lag is
 * the server's own (`/metrics`: `nodejs_eventloop_lag_p99_seconds` and `_max_seconds`, from
 * perf_hooks.monitorEventLoopDelay at 10 ms resolution, reset by every scrape): scraped once after
 * the warm-up, then again at the end of the BENCH_SECONDS (10) load, so the figures cover the load
 * alone. BENCH_ROUNDS (3) starts per database; the medians are printed. Each round is followed
 * by the same load on a bare Hono hello-world (bench/ref/hello.ts, `/api/health`), whose own lag,
 * read the same way, is the floor the machine allows at that moment: on a loaded machine a busy
 * process waits for a core whatever it runs.
 *   node scripts/build-server.mjs && npx tsx bench/eventloop.ts
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/x …   # PostgreSQL too
 *   BENCH_APP_ROOT=/path/to/other/checkout …                 # another tree (its bundle built)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  APP_ROOT,
  databases,
  loadAverage,
  median,
  ROOT,
  ROUNDS,
  type Server,
  startCommand,
  startServer,
  stopServer,
} from './lib';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const TOKEN = 'bench-eventloop-metrics-token';
const entry = 'dist/server/index.js';
if (!fs.existsSync(path.join(APP_ROOT, entry)))
  throw new Error(`build the server first: ${APP_ROOT}/${entry}`);

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The four reads, with ids picked through the app's own API. */
async function readPaths(app: Server): Promise<string[]> {
  const projects = await json<{ items: { id: string }[] }>(await fetch(`${app.base}/api/projects`));
  const freelancers = await json<{ items: { profileId: string }[] }>(
    await fetch(`${app.base}/api/freelancers?q=design`),
  );
  const profileId = freelancers.items[0]?.profileId;
  let serviceId: string | undefined;
  for (const f of freelancers.items) {
    const own = await json<{ items: { id: string }[] }>(
      await fetch(`${app.base}/api/profiles/${f.profileId}/services`),
    );
    serviceId = own.items[0]?.id;
    if (serviceId) break;
  }
  if (!projects.items.length || !profileId || !serviceId)
    throw new Error('the demo seed has no data to read');
  return [
    '/api/projects',
    `/api/profiles/${profileId}`,
    '/api/freelancers?q=design',
    `/api/services/${serviceId}`,
  ];
}

/** Scrapes /metrics (which resets the lag histogram) and returns the lag figures in ms. */
async function lag(app: Server): Promise<{ p99: number; max: number }> {
  const text = await (
    await fetch(`${app.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();
  const value = (name: string) => {
    const match = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'm').exec(text);
    if (!match) throw new Error(`${name} missing from /metrics`);
    return Number(match[1]) * 1000;
  };
  return { p99: value('nodejs_eventloop_lag_p99_seconds'), max: value('nodejs_eventloop_lag_max_seconds') };
}

async function refLag(ref: Server): Promise<{ p99: number; max: number }> {
  return (await fetch(`${ref.base}/lag`)).json() as Promise<{ p99: number; max: number }>;
}

function cannon(base: string, paths: string[], duration: number) {
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
}

// As `npm start` runs it (package.json's start script: its environment and node flags).
const production = startCommand();
const rows: string[] = [];
const before = loadAverage();
for (const db of databases()) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-eventloop-'));
  const start = {
    cwd: APP_ROOT,
    script: entry,
    env: {
      ...production.env,
      ...(await db.env(dataDir)),
      WEB_DIST: path.join(dataDir, 'no-web'),
      METRICS_TOKEN: TOKEN,
    },
    healthPath: '/api/health',
    node: true,
    nodeArgs: production.nodeArgs,
  };
  // The first start creates and seeds the database.
  await stopServer(await startServer({ ...start, timeoutMs: 600_000 }));
  const p99s: number[] = [];
  const maxes: number[] = [];
  const rps: number[] = [];
  const p99Latency: number[] = [];
  const refP99s: number[] = [];
  const refMaxes: number[] = [];
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const app = await startServer(start);
    const paths = await readPaths(app);
    await cannon(app.base, paths, WARMUP_SECONDS);
    await lag(app);
    const result = await cannon(app.base, paths, SECONDS);
    const figures = await lag(app);
    await stopServer(app);
    p99s.push(figures.p99);
    maxes.push(figures.max);
    rps.push(result.requests.average);
    p99Latency.push(result.latency.p99);
    errors += result.errors + result.non2xx + result.timeouts;
    console.error(
      `${db.label} round ${round + 1}: lag p99 ${figures.p99.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms; ` +
        `${result.requests.average.toFixed(0)} req/s, latency p99 ${result.latency.p99} ms; load ${loadAverage()}`,
    );
    const ref = await startServer({
      cwd: ROOT,
      script: 'bench/ref/hello.ts',
      env: {},
      healthPath: '/api/health',
    });
    await cannon(ref.base, ['/api/health'], WARMUP_SECONDS);
    await refLag(ref);
    await cannon(ref.base, ['/api/health'], SECONDS);
    const floor = await refLag(ref);
    await stopServer(ref);
    refP99s.push(floor.p99);
    refMaxes.push(floor.max);
    console.error(
      `bare Hono round ${round + 1}: lag p99 ${floor.p99.toFixed(1)} ms, max ${floor.max.toFixed(1)} ms`,
    );
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  await db.drop();
  const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  rows.push(
    `| ${db.label} | **${median(p99s).toFixed(0)} ms** (${list(p99s)}) | **${median(maxes).toFixed(0)} ms** (${list(maxes)}) | ${median(refP99s).toFixed(0)} / ${median(refMaxes).toFixed(0)} ms | ${median(rps).toFixed(0)} | ${median(p99Latency).toFixed(0)} ms | ${errors} |`,
  );
}
console.log(
  `\nEvent-loop lag under ${CONNECTIONS} connections of reads for ${SECONDS} s, ${ROUNDS} rounds; bundle of ${APP_ROOT === ROOT ? 'this tree' : APP_ROOT}; load average before ${before}, after ${loadAverage()}\n`,
);
console.log(
  '| database | lag p99 (median, rounds) | lag max (median, rounds) | bare Hono lag p99 / max | req/s | request p99 | errors |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
