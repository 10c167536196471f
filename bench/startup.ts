/**
 * Start-up time of the production server: from spawning the process to the first 200 from
 * /api/health, on an existing, already seeded data folder (PGlite) and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on an already seeded
 * database there. One untimed start prepares each database (migrate + seed); then three timed
 * starts per database, alternating between them. Prints each run, the median and the load average.
 *
 *   npm run build && npx tsx bench/startup.ts
 *   BENCH_SERVER="node --import tsx src/server/index.ts" npx tsx bench/startup.ts   # another command
 *   BENCH_ROWS=250000 npx tsx bench/startup.ts   # the demo plus 250,000 projects whose language is unknown
 *
 * BENCH_ROWS (issue 30 item 6, "an existing database of any size"): after the untimed start, that
 * many projects are added with no detected language (what the language backfill of
 * translate/backfill.ts would scan) and dated over the past two years, then the server starts once
 * more untimed (its backfill passes over them once), so the timed starts show what a start costs
 * on a database of that size.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';

const root = path.resolve(import.meta.dirname, '..');
const command = (process.env.BENCH_SERVER ?? 'node dist/server/index.js').split(' ');
const RUNS = 3;

if (!process.env.BENCH_SERVER && !fs.existsSync(path.join(root, 'dist/server/index.js'))) {
  console.error('dist/server/index.js is missing: run `npm run build` first');
  process.exit(1);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

interface Target {
  name: string;
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}

async function adminQuery(connectionString: string, text: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function targets(): Promise<Target[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));
  const list: Target[] = [
    {
      name: 'pglite',
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    },
  ];
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `bench_${crypto.randomBytes(5).toString('hex')}`;
    await adminQuery(server, `CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-startup-pg-'));
    list.push({
      name: 'postgres',
      env: { DATA_DIR: pgDataDir, DATABASE_URL: url.toString() },
      cleanup: async () => {
        fs.rmSync(pgDataDir, { recursive: true, force: true });
        await adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    });
  }
  return list;
}

/** Starts the server, waits for a 200 from /api/health, stops it; returns the milliseconds and the server's own step times. */
async function startOnce(target: Target, timeoutMs: number) {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: {
      ...process.env,
      ...target.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      // The demo accounts need the demo mode, which a DATABASE_URL does not imply (decision 096).
      MARKETPLACE_MODE: 'demo',
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-012',
      ENV_FILE: '/nonexistent/.env',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Listened for from the start: a server that exits before it is healthy has already exited by
  // the time the loop below notices.
  const exited = new Promise((r) => child.once('exit', r));
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  let ms = 0;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
      if (performance.now() - started > timeoutMs) throw new Error('server did not become healthy in time');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.status === 200) {
          ms = performance.now() - started;
          break;
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  const line = output.split('\n').find((l) => l.includes('"startupMs"'));
  const steps = line ? (JSON.parse(line) as { startupMs: Record<string, number> }).startupMs : undefined;
  return { ms, steps };
}

const ROWS = Number(process.env.BENCH_ROWS ?? 0);

/** Adds ROWS copies of the demo's projects, each with a new id, no language and an older date. */
async function grow(target: Target) {
  const database = await openDatabase(
    target.env.DATABASE_URL
      ? { url: target.env.DATABASE_URL }
      : { dataDir: path.join(target.env.DATA_DIR!, 'pglite') },
  );
  try {
    const columns = (
      (await database.db.execute(
        `select column_name from information_schema.columns where table_name = 'projects'
           and is_generated = 'NEVER' and column_name not in ('id', 'content_lang', 'created_at', 'updated_at')`,
      )) as unknown as { rows: { column_name: string }[] }
    ).rows.map((r) => `"${r.column_name}"`);
    const list = columns.join(', ');
    const started = performance.now();
    await database.db.execute(`
      insert into projects (id, content_lang, created_at, updated_at, ${list})
      select gen_random_uuid(), null, now() - (g % 730) * interval '1 day', now() - (g % 730) * interval '1 day', ${list}
        from generate_series(1, ${Math.ceil(ROWS / 10)}) g
        cross join lateral (select * from projects where content_lang is not null order by id limit 10) p
       limit ${ROWS}`);
    await database.db.execute('vacuum analyze projects');
    console.log(
      `${target.name}: added ${ROWS} projects without a language in ${Math.round(performance.now() - started)} ms`,
    );
  } finally {
    await database.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

const list = await targets();
try {
  console.log(`command: ${command.join(' ')}; load average before: ${load()}`);
  for (const target of list) {
    const first = await startOnce(target, 600_000);
    console.log(`${target.name}: first start (migrate + seed) ${Math.round(first.ms)} ms`);
    if (ROWS > 0) {
      await grow(target);
      const again = await startOnce(target, 600_000);
      console.log(`${target.name}: start after adding rows (untimed) ${Math.round(again.ms)} ms`);
    }
  }
  const results = new Map<string, number[]>(list.map((t) => [t.name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const target of list) {
      const { ms, steps } = await startOnce(target, 120_000);
      results.get(target.name)!.push(ms);
      console.log(
        `${target.name} run ${run + 1}: ${Math.round(ms)} ms to healthy; server steps ${JSON.stringify(steps)}`,
      );
    }
  }
  for (const [name, values] of results) {
    console.log(
      `${name}: median ${Math.round(median(values))} ms (runs ${values.map((v) => Math.round(v)).join(', ')})`,
    );
  }
  console.log(`load average after: ${load()}`);
} finally {
  for (const target of list) await target.cleanup();
}
