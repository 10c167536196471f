import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

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

let server: ChildProcess | undefined;
let tmp: string | undefined;
let serverDist: string | undefined;

/**
 * Builds the web app and the server bundle into a temporary folder and starts one server on a free port with a fresh
 * data folder (PGlite) or, when TEST_DATABASE_URL is set, a fresh PostgreSQL database.
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-e2e-'));
  // E2E_BUILD_DIR (set by .ci/run) keeps the built web app and server bundle for the next run of
  // the same sources: the PostgreSQL pass of CI reuses what the PGlite pass built.
  const buildDir = process.env.E2E_BUILD_DIR ? path.resolve(root, process.env.E2E_BUILD_DIR) : undefined;
  const webDist = buildDir ? path.join(buildDir, 'web') : path.join(tmp, 'web');
  // The server bundle lives inside the project so that its external packages (sharp, pg, PGlite)
  // resolve from node_modules.
  serverDist = buildDir
    ? path.join(buildDir, 'server')
    : path.join(root, '.tmp', `e2e-server-${path.basename(tmp)}`);
  const built = buildDir !== undefined && fs.existsSync(path.join(buildDir, 'complete'));
  if (!built) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
      cwd: root,
      env: { ...process.env, WEB_DIST: webDist },
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('web build failed');
    // The web app's server bundle (decision 134), beside the web build: public pages are rendered
    // on the server as in production.
    const ssr = spawnSync('npx', ['vite', 'build', '--ssr', 'entry-server.tsx', '--logLevel', 'error'], {
      cwd: root,
      env: { ...process.env, WEB_DIST: webDist },
      stdio: 'inherit',
    });
    if (ssr.status !== 0) throw new Error('server-rendering build failed');
    // The server runs as in production: the compiled bundle (scripts/build-server.mjs).
    const { buildServer } = await import('../../scripts/build-server.mjs');
    await buildServer({ outdir: serverDist });
    if (buildDir) fs.writeFileSync(path.join(buildDir, 'complete'), '');
  }
  const keepBuild = buildDir !== undefined;

  let databaseUrl: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const pg = (await import('pg')).default;
    const name = `e2e_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(serverDist, 'index.js')], {
    cwd: root,
    env: {
      ...process.env,
      // development, not production: the journeys need TEST_CLOCK, which production refuses.
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATA_DIR: path.join(tmp, 'data'),
      WEB_DIST: webDist,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-012345',
      // Every journey signs in from 127.0.0.1; the per-address limit is tested in the API suite.
      AUTH_SIGNIN_PER_MINUTE: '1000',
      AUTH_SIGNUP_PER_HOUR: '10000',
      // The demo (decision 096): the built-in test cards and the demo seed, on PostgreSQL too. The
      // journeys' operator pays withdrawals by hand with a bank reference, as a live one does.
      MARKETPLACE_MODE: 'demo',
      PAYOUT_PROVIDER: 'manual',
      // Account states end with time: the sanctions journey moves the server's clock (decision 063).
      TEST_CLOCK: '1',
      // The saved-search alert job runs every minute in production; the journeys wait half a second.
      SAVED_SEARCH_INTERVAL_MS: '500',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A start migrates and seeds a fresh database: minutes on a busy two-core machine.
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (Date.now() > deadline) {
      // Stop the server we started, or it outlives the run and holds its output open.
      server.kill('SIGTERM');
      throw new Error('server did not become healthy');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', databaseUrl ?? '');
  // Without SMTP_URL the server writes every mail to DATA_DIR/outbox (confirmation links included).
  project.provide('outboxDir', path.join(tmp, 'data', 'outbox'));
  // The built bundles, for a journey that needs a server of its own configuration (support/own-server.ts).
  project.provide('serverDist', serverDist);
  project.provide('webDist', webDist);

  return async () => {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (databaseUrl && process.env.TEST_DATABASE_URL) {
      const pg = (await import('pg')).default;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
      await admin.end();
    }
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    if (serverDist && !keepBuild) fs.rmSync(serverDist, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    outboxDir: string;
    serverDist: string;
    webDist: string;
  }
}
