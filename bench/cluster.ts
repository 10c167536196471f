/**
 * Shared by the multi-instance benchmarks (bench/live.ts, bench/load.ts): a database of their own
 * on BENCH_DATABASE_URL, the production bundle started twice on it, signed-in users made in bulk
 * (rows as better-auth stores them, cookies signed as better-call signs them), live channels
 * (server-sent events) read with node:http, and a small keep-alive HTTP client.
 *
 * Every simulated user has an address of its own (10.x.y.z), sent in X-Forwarded-For; the servers
 * trust 127.0.0.1 as their proxy (TRUSTED_PROXIES, decision 030), as a deployment behind a local
 * reverse proxy does, so limits keyed on the client address see distinct clients.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createParser } from 'eventsource-parser';
import pg from 'pg';
import { APP_ROOT, type Server, startServer, stopServer } from './lib';

export const BENCH_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const ENTRY = 'dist/server/index.js';

/**
 * Builds the server bundle of the app under test (this tree, or BENCH_APP_ROOT: another checkout,
 * e.g. the previous commit, for a "before" run); skipped with BENCH_NO_BUILD=1 when it exists.
 */
export function buildServer() {
  if (process.env.BENCH_NO_BUILD === '1' && fs.existsSync(path.join(APP_ROOT, ENTRY))) return;
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: APP_ROOT, stdio: 'inherit' });
}

export function uptime(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`;
  }
}

/** Creates `bench_<random>` on the server of BENCH_URL; `drop()` removes it. */
export async function createBenchDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(BENCH_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: BENCH_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface Cluster {
  servers: Server[];
  secret: string;
  metricsToken: string;
  stop(): Promise<void>;
}

/**
 * Starts the bundle twice on one database: the first start migrates (and seeds the demo when
 * asked); the second starts once the first is healthy, so the two never migrate at the same time.
 */
export async function startCluster(databaseUrl: string, opts: { seedDemo: boolean }): Promise<Cluster> {
  const secret = crypto.randomBytes(32).toString('hex');
  const metricsToken = crypto.randomBytes(16).toString('hex');
  const servers: Server[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'));
  const basePort = 20000 + Math.floor(Math.random() * 39000);
  try {
    for (let i = 0; i < 2; i++) {
      servers.push(
        await startServer({
          cwd: APP_ROOT,
          script: ENTRY,
          node: true,
          port: basePort + i,
          healthPath: '/api/health',
          timeoutMs: 900_000,
          // BENCH_PROFILE_DIR=<folder>: each instance writes a CPU profile there when it stops.
          nodeArgs: process.env.BENCH_PROFILE_DIR
            ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
            : [],
          env: {
            DATABASE_URL: databaseUrl,
            DATA_DIR: path.join(dataDir, `instance-${i}`),
            WEB_DIST: path.join(dataDir, 'no-web'),
            BETTER_AUTH_SECRET: secret,
            SEED_DEMO: opts.seedDemo ? 'true' : 'false',
            TRUSTED_PROXIES: '127.0.0.1',
            METRICS_TOKEN: metricsToken,
            // The instances share one database; this bench uploads no files, so their separate
            // local folders do not matter (a real cluster uses STORAGE_DRIVER=s3, decision 094).
            STORAGE_LOCAL_SHARED: '1',
            // The demo's test cards (decision 096); withdrawals as a live operator pays them.
            MARKETPLACE_MODE: 'demo',
            PAYOUT_PROVIDER: 'manual',
          },
        }),
      );
    }
  } catch (err) {
    for (const s of servers) await stopServer(s);
    throw err;
  }
  return {
    servers,
    secret,
    metricsToken,
    async stop() {
      for (const s of servers) await stopServer(s);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BenchUser {
  id: string;
  index: number;
  cookie: string;
  /** The user's own client address (X-Forwarded-For through the trusted local proxy). */
  address: string;
}

const SESSION_COOKIE = 'better-auth.session_token';

function randomId(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/** Client address of the n-th simulated user: 10.0.0.1, 10.0.0.2, … */
export function addressOf(n: number): string {
  const v = n + 1;
  return `10.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}`;
}

/**
 * Makes `count` verified users with a profile and a session each, in a few statements: the rows
 * better-auth and the profile hook would write at sign-up and sign-in, and the session cookie as
 * better-call signs it (`<token>.<base64 HMAC-SHA256(secret, token)>`).
 */
export async function createUsers(databaseUrl: string, secret: string, count: number): Promise<BenchUser[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const users: BenchUser[] = [];
  const tag = crypto.randomBytes(3).toString('hex');
  try {
    for (let start = 0; start < count; start += 500) {
      const n = Math.min(500, count - start);
      const ids: string[] = [];
      const emails: string[] = [];
      const names: string[] = [];
      const sessionIds: string[] = [];
      const tokens: string[] = [];
      const addresses: string[] = [];
      for (let i = start; i < start + n; i++) {
        const id = randomId();
        const token = randomId();
        ids.push(id);
        emails.push(`bench-${tag}-${i}@example.com`);
        names.push(`Bench User ${i}`);
        sessionIds.push(randomId());
        tokens.push(token);
        addresses.push(addressOf(i));
        const signature = crypto.createHmac('sha256', secret).update(token).digest('base64');
        users.push({
          id,
          index: i,
          cookie: `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`,
          address: addressOf(i),
        });
      }
      await client.query('begin');
      await client.query(
        `insert into "user" (id, name, email, email_verified)
         select id, name, email, true from unnest($1::text[], $2::text[], $3::text[]) as t(id, name, email)`,
        [ids, names, emails],
      );
      await client.query(
        `insert into profiles (user_id, name) select * from unnest($1::text[], $2::text[])
         on conflict (user_id) do nothing`,
        [ids, names],
      );
      await client.query(
        `insert into session (id, token, user_id, expires_at, ip_address, user_agent)
         select s.id, s.token, s.user_id, now() + interval '30 days', s.ip, 'bench'
         from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as s(id, token, user_id, ip)`,
        [sessionIds, tokens, ids, addresses],
      );
      await client.query('commit');
    }
  } finally {
    await client.end();
  }
  return users;
}

/** One conversation per pair (user_a < user_b, as the app stores it); returns their ids. */
export async function createConversations(databaseUrl: string, pairs: [BenchUser, BenchUser][]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const a = pairs.map(([x, y]) => (x.id < y.id ? x.id : y.id));
    const b = pairs.map(([x, y]) => (x.id < y.id ? y.id : x.id));
    const { rows } = await client.query<{ id: string; user_a: string; user_b: string }>(
      `insert into conversations (user_a, user_b) select * from unnest($1::text[], $2::text[])
       returning id, user_a, user_b`,
      [a, b],
    );
    const byPair = new Map(rows.map((r) => [`${r.user_a}|${r.user_b}`, r.id]));
    return pairs.map((_, i) => byPair.get(`${a[i]}|${b[i]}`)!);
  } finally {
    await client.end();
  }
}

/**
 * Keep-alive pool of the load generator. Idle sockets are closed after 2 s, well before the
 * server's keep-alive timeout (5 s): otherwise a request sent on a socket the server is closing at
 * that moment fails with ECONNRESET, a race of the client's pool and not an answer of the app.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 2000 });

export interface HttpResult {
  status: number;
  body: string;
  ms: number;
}

/** One request through a keep-alive pool; never rejects (a network error is status 0). */
export function request(
  base: string,
  method: string,
  pathname: string,
  opts: { user?: BenchUser; address?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<HttpResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const headers: Record<string, string> = {
      'x-forwarded-for': opts.user?.address ?? opts.address ?? '10.255.0.1',
      'accept-encoding': 'identity',
    };
    if (opts.user) headers.cookie = opts.user.cookie;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
      headers.origin = base;
    }
    const req = http.request(`${base}${pathname}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
      res.on('error', (err) => resolve({ status: 0, body: String(err), ms: performance.now() - started }));
    });
    req.setTimeout(opts.timeoutMs ?? 30_000, () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ status: 0, body: String(err), ms: performance.now() - started }));
    req.end(payload);
  });
}

export interface LiveChannel {
  user: BenchUser;
  /** Resolves on the `ready` event. */
  ready: Promise<void>;
  /** Events received after `ready` (heartbeat comments are not events). */
  events: number;
  /** Set when the channel ended or failed. */
  closed: string | null;
  close(): void;
}

/** Opens GET /api/events for the user (its own socket) and hands every data event to `onEvent`. */
export function openLive(
  base: string,
  user: BenchUser,
  onEvent: (data: string, channel: LiveChannel) => void,
): LiveChannel {
  let resolveReady: () => void = () => {};
  let rejectReady: (err: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  ready.catch(() => {});
  const channel: LiveChannel = {
    user,
    ready,
    events: 0,
    closed: null,
    close: () => req.destroy(),
  };
  const parser = createParser({
    onEvent(ev) {
      if (ev.event === 'ready') resolveReady();
      else if (ev.event === 'signed-out') channel.closed = 'signed-out';
      else {
        channel.events++;
        onEvent(ev.data, channel);
      }
    },
  });
  const req = http.get(
    `${base}/api/events`,
    {
      agent: false,
      headers: { cookie: user.cookie, accept: 'text/event-stream', 'x-forwarded-for': user.address },
    },
    (res) => {
      if (res.statusCode !== 200) {
        channel.closed = `status ${res.statusCode}`;
        rejectReady(new Error(channel.closed));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => parser.feed(chunk));
      res.on('end', () => {
        channel.closed ??= 'ended';
        rejectReady(new Error('ended before ready'));
      });
      res.on('error', () => {
        channel.closed ??= 'error';
      });
    },
  );
  req.on('error', (err) => {
    channel.closed ??= `error ${err.message}`;
    rejectReady(err);
  });
  return channel;
}

/** Opens the channels `concurrency` at a time, waiting for each `ready`. */
export async function openLiveAll(
  targets: { base: string; user: BenchUser }[],
  onEvent: (data: string, channel: LiveChannel) => void,
  concurrency = 25,
): Promise<LiveChannel[]> {
  const channels: LiveChannel[] = new Array(targets.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < targets.length) {
        const i = next++;
        const t = targets[i]!;
        const ch = openLive(t.base, t.user, onEvent);
        channels[i] = ch;
        await ch.ready;
      }
    }),
  );
  return channels;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx]!;
}

/** Reads a few figures of an instance's /metrics (event-loop lag, open channels). */
export async function serverFigures(base: string, token: string): Promise<Record<string, number>> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  const pick = (name: string) => {
    const m = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.eE+-]+)$`, 'm').exec(text);
    return m ? Number(m[1]) : Number.NaN;
  };
  return {
    lagP99Ms: pick('nodejs_eventloop_lag_p99_seconds') * 1000,
    lagMaxMs: pick('nodejs_eventloop_lag_max_seconds') * 1000,
    cpuSeconds: pick('process_cpu_seconds_total'),
  };
}

/** Measures the load generator's own event-loop lag (a busy client delays what it measures). */
export function clientLag() {
  const m = monitorEventLoopDelay({ resolution: 10 });
  m.enable();
  return {
    stop() {
      m.disable();
      return { p99Ms: m.percentile(99) / 1e6, maxMs: m.max / 1e6 };
    },
  };
}
