import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  createPostgresDatabase,
  type ServerProcess,
  startServerProcess,
} from './test/server-process';

/**
 * SIGTERM to the real server process (decision 094): the requests in flight all get their answer,
 * new connections are refused, the live channel is told to reconnect elsewhere, and the process
 * exits 0 once done. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const IN_FLIGHT = 20;

let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
let server: ServerProcess;
let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;

beforeAll(async () => {
  bundle = await buildServerBundle();
  const base = process.env.TEST_DATABASE_URL;
  database = base ? await createPostgresDatabase(base) : undefined;
  server = await startServerProcess(bundle.outdir, {
    DATABASE_URL: database?.url ?? '',
    SHUTDOWN_GRACE_MS: '30000',
  });
}, 300_000);
afterAll(async () => {
  await server?.kill();
  await database?.drop();
  bundle?.remove();
});

/**
 * A POST whose headers are sent now, its body when `finish()` is called. It asks for 100-continue,
 * so `received` resolves once the server has the request (it answers "continue").
 */
function slowSettingsChange(baseUrl: string, cookie: string) {
  const body = JSON.stringify({ profileVisible: true });
  let answered!: (value: { status: number; body: string }) => void;
  let failed!: (err: Error) => void;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    answered = resolve;
    failed = reject;
  });
  const req = http.request(`${baseUrl}/api/settings/privacy`, {
    method: 'PATCH',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      origin: baseUrl,
      cookie,
      expect: '100-continue',
    },
  });
  const received = new Promise<void>((resolve) => req.once('continue', () => resolve()));
  req.on('response', (res) => {
    let text = '';
    res.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    res.on('end', () => answered({ status: res.statusCode ?? 0, body: text }));
    res.on('error', failed);
  });
  req.on('error', failed);
  req.flushHeaders();
  return { answer, received, finish: () => req.end(body) };
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

describe('SIGTERM', () => {
  it('lets every request in flight finish, refuses new connections, tells live channels to reconnect, exits 0', async () => {
    const { baseUrl } = server;
    // A signed-in user with an open live channel.
    const email = `drain-${Date.now()}@example.com`;
    const post = (path: string, body: unknown) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl },
        body: JSON.stringify(body),
      });
    const password = 'secret123';
    const signUp = await post('/api/auth/sign-up/email', {
      name: 'Drain',
      email,
      password,
      confirmPassword: password,
      acceptTerms: true,
    });
    expect(signUp.status).toBe(200);
    const signIn = await post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    let events = '';
    const channelEnded = new Promise<void>((resolve, reject) => {
      http
        .get(`${baseUrl}/api/events`, { headers: { cookie }, agent: false }, (res) => {
          res.on('data', (chunk: Buffer) => {
            events += chunk.toString();
          });
          res.on('end', () => resolve());
          res.on('error', reject);
        })
        .on('error', reject);
    });
    await expect.poll(() => events).toContain('event: ready');
    expect((await fetch(`${baseUrl}/api/health/ready`)).status).toBe(200);

    // Requests in flight: the server has them, and waits for their body.
    const requests = Array.from({ length: IN_FLIGHT }, () => slowSettingsChange(baseUrl, cookie));
    await Promise.all(requests.map((r) => r.received));

    server.child.kill('SIGTERM');
    // The listening socket closes: new connections are refused.
    await expect.poll(() => refused(server.port), { timeout: 10_000 }).toBe(true);
    // The live channel was told to reconnect (elsewhere) and ended.
    await channelEnded;
    expect(events).toContain('event: reconnect');

    // The requests in flight finish: each gets the server's real answer (saved), none a dropped
    // connection, a 500 or a 503: the database stays open until they are done.
    for (const r of requests) r.finish();
    const answers = await Promise.all(requests.map((r) => r.answer));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

    expect(await server.exited).toBe(0);
    const out = server.output();
    expect(out).toContain('"msg":"stopping: finishing requests in flight"');
    expect(out).toContain('"msg":"stopped"');
  }, 120_000);
});
