/**
 * Start-up and HTTP throughput benchmark (issue: foundation).
 *   npx tsx bench/http.ts            # PGlite, and PostgreSQL when BENCH_DATABASE_URL is set
 * Needs a built web app (npm run build). Prints a markdown table; copy it into bench/README.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const port = 3900 + Math.floor(Math.random() * 50);
const base = `http://127.0.0.1:${port}`;

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: base,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitHealthy(started: number): Promise<number> {
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return performance.now() - started;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 50, duration: 10, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function run(label: string, env: Record<string, string>) {
  // First start creates and seeds the data; the measured start is the second, on the existing data.
  let child = startServer(env);
  await waitHealthy(performance.now());
  await stop(child);
  const started = performance.now();
  child = startServer(env);
  const startupMs = await waitHealthy(started);

  const email = `bench-${Date.now()}@example.com`;
  await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: 'Bench Person',
      email,
      password: 'secret123',
      confirmPassword: 'secret123',
      acceptTerms: true,
    }),
  });
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'secret123' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const health = await load(`${base}/api/health`);
  const profile = await load(`${base}/api/profiles/me`, { cookie });
  await stop(child);
  return { label, startupMs: Math.round(startupMs), health, profile };
}

const rows = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
rows.push(await run('PGlite', { DATA_DIR: dataDir }));
if (process.env.BENCH_DATABASE_URL)
  rows.push(await run('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL }));
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(
  '| database | start to healthy (ms) | /api/health req/s (p50/p99 ms) | /api/profiles/me req/s (p50/p99 ms) | errors |',
);
console.log('| --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.label} | ${r.startupMs} | ${r.health.rps} (${r.health.p50}/${r.health.p99}) | ${r.profile.rps} (${r.profile.p50}/${r.profile.p99}) | ${r.health.errors + r.profile.errors} |`,
  );
}
