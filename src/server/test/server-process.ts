import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer } from '../../../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

const handedOut = new Set<number>();

/**
 * A loopback port nothing listens on, never one this process handed out before: the system gives
 * a just-closed port again soon (a test that takes one for HAProxy and one for each instance got
 * the proxy's port for an instance, which then answered the proxy's health check).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as net.AddressInfo;
        srv.close(() => resolve(port));
      });
      srv.on('error', reject);
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

/**
 * The server bundle as `npm start` runs it (scripts/build-server.mjs), built once into a folder of
 * the project (its packages resolve from node_modules); `remove()` deletes it.
 */
export async function buildServerBundle() {
  const outdir = path.join(root, '.tmp', `server-${crypto.randomBytes(4).toString('hex')}`);
  await buildServer({ outdir });
  return { outdir, remove: () => fs.rmSync(outdir, { recursive: true, force: true }) };
}

/** A new empty PostgreSQL database on the TEST_DATABASE_URL server, and how to drop it. */
export async function createPostgresDatabase(base: string) {
  const name = `p_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  /** Everything the process wrote to standard output so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Ends the process (SIGKILL if still running) and removes its data folder. */
  kill(): Promise<void>;
}

/**
 * Starts the built server (`node <outdir>/index.js`) on a free loopback port with its own data
 * folder; resolves once its "listening" line is on standard output (what an operator waits for).
 */
export async function startServerProcess(
  outdir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-process-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(outdir, 'index.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATA_DIR: path.join(tmp, 'data'),
      WEB_DIST: path.join(tmp, 'no-web'),
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      AUTH_SIGNIN_PER_MINUTE: '10000',
      AUTH_SIGNUP_PER_HOUR: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (out.includes('"msg":"listening on')) {
        child.stdout!.off('data', check);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) =>
      reject(new Error(`server exited with ${code} before listening:\n${out}\n${err}`)),
    );
  });
  // A start that never says it listens fails with what the process wrote, before the test's hook
  // times out with nothing to go on (the process is ended by the caller's kill(), or here).
  const waitMs = Number(process.env.SERVER_START_WAIT_MS ?? 240_000);
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not say it listens within ${waitMs} ms:\n${out}\n${err}`));
    }, waitMs);
  });
  try {
    await Promise.race([listening, tooSlow]);
  } finally {
    clearTimeout(timer);
  }
  return {
    child,
    baseUrl,
    port,
    output: () => out,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
