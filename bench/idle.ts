/**
 * Start to healthy and resident memory at idle, of the production bundle (dist/server/index.js),
 * on an existing data folder (PGlite) and an existing database (PostgreSQL): one untimed start
 * creates and seeds them, then ROUNDS starts are timed; after each, the server idles 5 s and its
 * resident set (VmRSS) is read from /proc.
 *   node scripts/build-server.mjs && npx tsx bench/idle.ts
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/x …     # PostgreSQL too
 *   BENCH_APP_ROOT=/path/to/other/checkout …                   # another tree (its bundle built)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  APP_ROOT,
  databases,
  loadAverage,
  median,
  ROUNDS,
  startCommand,
  startServer,
  stopServer,
} from './lib';

const entry = 'dist/server/index.js';
if (!fs.existsSync(path.join(APP_ROOT, entry)))
  throw new Error(`build the server first: ${APP_ROOT}/${entry}`);

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

// As `npm start` runs it (package.json's start script: its environment and node flags).
const production = startCommand();
const rows: string[] = [];
const before = loadAverage();
for (const db of databases()) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-idle-'));
  const start = {
    cwd: APP_ROOT,
    script: entry,
    env: { ...production.env, ...(await db.env(dataDir)), WEB_DIST: path.join(dataDir, 'no-web') },
    healthPath: '/api/health',
    node: true,
    nodeArgs: production.nodeArgs,
  };
  await stopServer(await startServer({ ...start, timeoutMs: 600_000 }));
  const starts: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const server = await startServer(start);
    starts.push(server.startMs);
    await new Promise((r) => setTimeout(r, 5000));
    rss.push(rssMb(server.child.pid!));
    await stopServer(server);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  await db.drop();
  rows.push(
    `| ${db.label} | **${(median(starts) / 1000).toFixed(2)} s** (${starts.map((s) => (s / 1000).toFixed(2)).join(', ')}) | **${median(rss).toFixed(0)} MB** (${rss.map((r) => r.toFixed(0)).join(', ')}) |`,
  );
}
console.log(
  `\nbundle of ${APP_ROOT === path.resolve(import.meta.dirname, '..') ? 'this tree' : APP_ROOT}; load average before ${before}, after ${loadAverage()}\n`,
);
console.log('| database | start to healthy, existing data (median) | resident at idle (median) |');
console.log('| --- | ---: | ---: |');
for (const row of rows) console.log(row);
