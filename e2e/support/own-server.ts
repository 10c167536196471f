import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

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

/**
 * A second server from the run's built bundles, with settings of its own (`env`), its own data
 * folder and PGlite database, seeded with the demo marketplace. For journeys that need a
 * configuration the shared server must not have (a translation provider: the chat journey checks
 * the page without one).
 */
export async function startOwnServer(env: Record<string, string>) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-e2e-own-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(inject('serverDist'), 'index.js')], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATA_DIR: path.join(tmp, 'data'),
      WEB_DIST: inject('webDist'),
      DATABASE_URL: '',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-012345',
      AUTH_SIGNIN_PER_MINUTE: '1000',
      AUTH_SIGNUP_PER_HOUR: '10000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    async close() {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * A LibreTranslate stand-in at the network edge: POST /translate { q, source, target } answers
 * `[source→target] q`, so a journey can tell a translation from the original. Every request is kept.
 */
export async function startFakeTranslator() {
  const requests: { q: string; source: string; target: string }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { q: string; source: string; target: string };
      requests.push(body);
      res.setHeader('content-type', 'application/json');
      if (req.url !== '/translate') {
        res.statusCode = 404;
        res.end('{}');
        return;
      }
      res.end(JSON.stringify({ translatedText: `[${body.source}→${body.target}] ${body.q}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
