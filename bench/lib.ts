/**
 * Shared by the side-by-side benchmarks (bench/health.ts, bench/reads.ts): start a server
 * process, wait until it answers, load it with autocannon for a few seconds, and take the median
 * of the app/reference ratios over alternating rounds. Only loopback addresses are used.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** The app under test: this tree, or another checkout (BENCH_APP_ROOT, e.g. the previous commit). */
export const APP_ROOT = path.resolve(process.env.BENCH_APP_ROOT ?? ROOT);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** PostgreSQL for the second half of each run; unset or BENCH_ONLY=pglite: PGlite only. */
export const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/**
 * How `npm start` starts node (package.json's start script: `NAME=value … node <flags>
 * scripts/start.mjs`, e.g. MALLOC_TRIM_THRESHOLD_ and --v8-pool-size=1, decision 074's addendum),
 * so an app server started here runs as in production. Read from APP_ROOT's package.json, so a
 * "before" tree runs with its own.
 */
export function startCommand(root = APP_ROOT): { env: Record<string, string>; nodeArgs: string[] } {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const words = (pkg.scripts?.start ?? '').trim().split(/\s+/);
  const env: Record<string, string> = {};
  const nodeArgs: string[] = [];
  let i = 0;
  for (; i < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i]!); i++) {
    const [name, ...value] = words[i]!.split('=');
    env[name!] = value.join('=');
  }
  if (words[i] !== 'node')
    throw new Error(`package.json's start script does not run node: ${pkg.scripts?.start}`);
  for (i++; i < words.length && words[i]!.startsWith('--'); i++) nodeArgs.push(words[i]!);
  return { env, nodeArgs };
}

export function freePort() {
  return 4100 + Math.floor(Math.random() * 800);
}

export interface Server {
  base: string;
  child: ChildProcess;
  startMs: number;
}

/** Spawns `node --import tsx <script>` with the environment, resolving once `healthPath` answers 2xx. */
export async function startServer(opts: {
  cwd: string;
  script: string;
  env: Record<string, string | undefined>;
  healthPath: string;
  port?: number;
  timeoutMs?: number;
  /** Plain `node <script>` (a built bundle) instead of `node --import tsx <script>`. */
  node?: boolean;
  /** Extra flags for node (e.g. --cpu-prof). */
  nodeArgs?: string[];
}): Promise<Server> {
  const port = opts.port ?? freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const args = [...(opts.nodeArgs ?? []), ...(opts.node ? [opts.script] : ['--import', 'tsx', opts.script])];
  const child = spawn(process.execPath, args, {
    cwd: opts.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: base,
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = started + (opts.timeoutMs ?? 180_000);
  for (;;) {
    if (exited) throw new Error(`${opts.script} exited before answering`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${opts.script} did not answer in time`);
    }
    try {
      if ((await fetch(`${base}${opts.healthPath}`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { base, child, startMs: performance.now() - started };
}

export async function stopServer(server: Server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server process's CPU time (user + system, all its threads) per request, in µs; Linux only. */
  cpuUs?: number;
}

/** CPU ticks (user + system) of a process so far, from /proc; undefined where there is none. */
export function cpuTicks(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}
export const TICK_US = 1_000_000 / 100; // USER_HZ is 100 on Linux

/**
 * autocannon for SECONDS at CONNECTIONS after WARMUP_SECONDS of the same (JIT); errors are non-2xx
 * too. With `pid` (the server's process), also its CPU time per request over the timed run: it
 * depends far less on the machine's load than requests per second do (bench/cpu-per-request.ts).
 */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  pid?: number,
): Promise<LoadResult> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
  const before = cpuTicks(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const after = cpuTicks(pid);
  const requests = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    cpuUs:
      before !== undefined && after !== undefined && requests > 0
        ? ((after - before) * TICK_US) / requests
        : undefined,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
}

export interface BenchDatabase {
  label: string;
  env: (dataDir: string) => Promise<Record<string, string>>;
  /** Drops what `env` made (the PostgreSQL database of the run); nothing for PGlite. */
  drop: () => Promise<void>;
}

/**
 * PGlite (a data folder per run), then PostgreSQL when a server URL is given: a database of its
 * own, `bench_<random>`, created on that server and dropped by `drop()` (the URL's own database is
 * never written to).
 */
export function databases(): BenchDatabase[] {
  const only = process.env.BENCH_ONLY;
  const list: BenchDatabase[] = [];
  if (only !== 'postgres')
    list.push({ label: 'PGlite', env: async (dataDir) => ({ DATA_DIR: dataDir }), drop: async () => {} });
  if (PG_URL && only !== 'pglite') {
    const name = `bench_${crypto.randomBytes(4).toString('hex')}`;
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    let created: Promise<void> | undefined;
    list.push({
      label: 'PostgreSQL',
      env: async (dataDir) => {
        created ??= admin(`CREATE DATABASE ${name}`);
        await created;
        return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
      },
      drop: async () => {
        if (created) await created.then(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    });
  }
  return list;
}

/** The JSON answer of a GET, or an error naming the address and status. */
export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}
