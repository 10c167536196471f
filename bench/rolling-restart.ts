/**
 * A rolling restart behind HAProxy (issue 28, item 4; decision 109):
 *   npx tsx bench/rolling-restart.ts
 * Builds the app (`npm run build`; BENCH_NO_BUILD=1 reuses dist/), creates a database
 * `bench_<random>` on BENCH_DATABASE_URL, starts three instances of the built app in production mode
 * on it (ports BENCH_PORT+1..3, default 4501–4503) and HAProxy with ops/haproxy.cfg on BENCH_PORT
 * (4500). Makes BENCH_USERS (200) signed-in users, each with a live channel through the proxy that
 * reconnects as the browser's does (after `reconnect`, an end or an error, sending Last-Event-ID:
 * the last event id it saw). Then runs readers, searchers, chatters (a message to their partner,
 * whose `message` event is counted by the message's id) and buyers (a wallet top-up paid with the
 * test card) through the proxy, and meanwhile restarts the instances one after another: SIGTERM,
 * wait for the exit, start again, wait until ready. Reports failed requests, sign-outs (a 401 to a
 * signed-in user, or a `signed-out` event), live events lost or duplicated, and the ledger's sum,
 * with `uptime` before and after. Needs haproxy on the PATH (Debian package `haproxy`).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createParser } from 'eventsource-parser';
import pg from 'pg';
import {
  type BenchUser,
  createBenchDatabase,
  createConversations,
  createUsers,
  type HttpResult,
  request,
  uptime,
} from './cluster';
import { DeliveryTracker } from './delivery';
import { APP_ROOT, type Server, startServer } from './lib';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const READERS = Number(process.env.BENCH_READERS ?? 10);
const SEARCHERS = Number(process.env.BENCH_SEARCHERS ?? 5);
const CHATTERS = Number(process.env.BENCH_CHATTERS ?? 20);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4500);
/** Seconds of load before the first restart and after the last. */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 10);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = (lo: number, hi: number) => lo + Math.random() * (hi - lo);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

const uptimeBefore = uptime();
console.log(`before: ${uptimeBefore}`);
if (process.env.BENCH_NO_BUILD !== '1' || !fs.existsSync(path.join(APP_ROOT, 'dist/server/index.js')))
  execFileSync('npm', ['run', 'build'], { cwd: APP_ROOT, stdio: 'inherit' });

const database = await createBenchDatabase();
console.log(`database ${database.name}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rolling-'));
const secret = 'rolling-restart-bench-secret-0123456789abcdef';
const proxy = `http://127.0.0.1:${PORT}`;
const ports = [PORT + 1, PORT + 2, PORT + 3];
const servers: (Server | null)[] = [null, null, null];
let haproxy: ReturnType<typeof spawn> | undefined;

function startInstance(i: number) {
  return startServer({
    cwd: APP_ROOT,
    script: 'dist/server/index.js',
    node: true,
    port: ports[i]!,
    healthPath: '/api/health/ready',
    timeoutMs: 900_000,
    env: {
      DATABASE_URL: database.url,
      DATA_DIR: path.join(dataDir, `instance-${i + 1}`),
      BASE_URL: proxy,
      BETTER_AUTH_SECRET: secret,
      SEED_DEMO: 'true',
      TRUSTED_PROXIES: '127.0.0.1',
      // No uploads in this load; a real cluster stores files in S3 (decision 094).
      STORAGE_LOCAL_SHARED: '1',
      MARKETPLACE_MODE: 'demo',
      PAYOUT_PROVIDER: 'manual',
    },
  });
}

async function stopInstance(i: number): Promise<number> {
  const server = servers[i]!;
  const started = performance.now();
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
  servers[i] = null;
  return performance.now() - started;
}

interface Channel {
  user: BenchUser;
  lastEventId: string | null;
  opens: number;
  req: http.ClientRequest | null;
  stopped: boolean;
}

const channels: Channel[] = [];
let signedOutEvents = 0;
let channelFailures = 0;
const tracker = new DeliveryTracker();

/** The browser's channel: reconnects after `reconnect` (soon), an end or an error (after a pause). */
function openChannel(ch: Channel, ready?: () => void) {
  ch.opens++;
  const headers: Record<string, string> = {
    cookie: ch.user.cookie,
    accept: 'text/event-stream',
    'x-forwarded-for': ch.user.address,
  };
  if (ch.lastEventId) headers['last-event-id'] = ch.lastEventId;
  let again = 1000;
  const parser = createParser({
    onEvent(ev) {
      if (ev.id) ch.lastEventId = ev.id;
      if (ev.event === 'ready') ready?.();
      else if (ev.event === 'signed-out') signedOutEvents++;
      else if (ev.event === 'reconnect') again = Math.random() * 1000;
      else if (!ev.event || ev.event === 'message') {
        const event = JSON.parse(ev.data) as { type?: string; messageId?: string };
        if (event.type === 'message' && event.messageId)
          tracker.event(event.messageId, ch.user.id, performance.now());
      }
    },
  });
  const reopen = () => {
    ch.req = null;
    if (!ch.stopped) setTimeout(() => openChannel(ch), again);
  };
  const req = http.get(`${proxy}/api/events`, { agent: false, headers }, (res) => {
    if (res.statusCode !== 200) {
      channelFailures++;
      if (res.statusCode === 401) signedOutEvents++;
      res.resume();
      res.on('end', reopen);
      return;
    }
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => parser.feed(chunk));
    res.on('end', reopen);
    res.on('error', () => {});
  });
  req.on('error', () => {
    channelFailures++;
    reopen();
  });
  ch.req = req;
}

const failures: string[] = [];
let requests = 0;
let signOuts = 0;
function record(what: string, res: HttpResult, signedIn: boolean, ok = (s: number) => s >= 200 && s < 300) {
  requests++;
  if (signedIn && res.status === 401) signOuts++;
  if (!ok(res.status)) failures.push(`${what}: ${res.status} ${res.body.slice(0, 120)}`);
}

try {
  // The first instance migrates and seeds; the others start after it.
  for (let i = 0; i < 3; i++) servers[i] = await startInstance(i);
  console.log(`instances ready on ${ports.join(', ')}`);
  haproxy = spawn('haproxy', ['-db', '-f', path.join(APP_ROOT, 'ops/haproxy.cfg')], {
    env: {
      ...process.env,
      HAPROXY_BIND: `127.0.0.1:${PORT}`,
      APP_1: `127.0.0.1:${ports[0]}`,
      APP_2: `127.0.0.1:${ports[1]}`,
      APP_3: `127.0.0.1:${ports[2]}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (haproxy.exitCode !== null) throw new Error(`haproxy exited (${haproxy.exitCode})`);
    if ((await request(proxy, 'GET', '/api/health/ready')).status === 200) break;
    await sleep(100);
  }

  const users = await createUsers(database.url, secret, USERS);
  const pairs: [BenchUser, BenchUser][] = [];
  for (let i = 0; i + 1 < users.length; i += 2) pairs.push([users[i]!, users[i + 1]!]);
  const conversationIds = await createConversations(database.url, pairs);
  const partnerOf = new Map<string, { partner: BenchUser; conversation: string }>();
  pairs.forEach(([x, y], i) => {
    partnerOf.set(x.id, { partner: y, conversation: conversationIds[i]! });
    partnerOf.set(y.id, { partner: x, conversation: conversationIds[i]! });
  });
  await Promise.all(
    users.map(
      (user) =>
        new Promise<void>((resolve) => {
          const ch: Channel = { user, lastEventId: null, opens: 0, req: null, stopped: false };
          channels.push(ch);
          openChannel(ch, resolve);
        }),
    ),
  );
  console.log(`${channels.length} live channels open through the proxy`);

  const search = await request(proxy, 'GET', '/api/search?kind=services&sort=newest&pageSize=50');
  const serviceIds = (JSON.parse(search.body) as { items: { id: string }[] }).items.map((s) => s.id);
  const projects = await request(proxy, 'GET', '/api/search?kind=projects&sort=newest&pageSize=50');
  const projectIds = (JSON.parse(projects.body) as { items: { id: string }[] }).items.map((s) => s.id);

  let running = true;
  let nextUser = 0;
  const person = () => users[nextUser++ % users.length]!;
  const reader = async () => {
    const me = person();
    while (running) {
      const signedIn = Math.random() < 0.5;
      const user = signedIn ? me : undefined;
      const target =
        Math.random() < 0.5 ? `/api/services/${pick(serviceIds)}` : `/api/projects/${pick(projectIds)}`;
      record(
        `GET ${target.split('/').slice(0, 3).join('/')}`,
        await request(proxy, 'GET', target, { user, address: me.address }),
        signedIn,
      );
      await sleep(between(200, 800));
    }
  };
  const searcher = async () => {
    const me = person();
    while (running) {
      const q = pick(['logo', 'website', 'çeviri', 'design', '']);
      record(
        'GET /api/search',
        await request(
          proxy,
          'GET',
          `/api/search?kind=${pick(['services', 'projects', 'freelancers'])}&q=${encodeURIComponent(q)}`,
          { address: me.address },
        ),
        false,
      );
      await sleep(between(500, 1500));
    }
  };
  const chatter = async () => {
    const me = person();
    const { partner, conversation } = partnerOf.get(me.id)!;
    while (running) {
      const started = performance.now();
      const res = await request(proxy, 'POST', `/api/chat/conversations/${conversation}/messages`, {
        user: me,
        body: { body: `Rolling restart message ${Date.now()}` },
      });
      record('POST /api/chat/conversations/{id}/messages', res, true);
      if (res.status === 201 || res.status === 200) {
        const id = (JSON.parse(res.body) as { id: string }).id;
        tracker.sendAnswered(id, { started, recipient: partner.id, measured: true });
      }
      await sleep(between(1500, 3000));
    }
  };
  const buyer = async () => {
    const me = person();
    while (running) {
      const top = await request(proxy, 'POST', '/api/wallet/top-up', {
        user: me,
        body: { amountCents: 1000 + Math.floor(Math.random() * 9000) },
      });
      record('POST /api/wallet/top-up', top, true);
      if (top.status === 200) {
        const { paymentId } = JSON.parse(top.body) as { paymentId: string };
        record(
          'POST /api/payments/{id}/test-checkout',
          await request(proxy, 'POST', `/api/payments/${paymentId}/test-checkout`, {
            user: me,
            body: { cardNumber: '4242424242424242', expiry: '12/30', cvv: '123' },
          }),
          true,
        );
      }
      record('GET /api/wallet', await request(proxy, 'GET', '/api/wallet', { user: me }), true);
      await sleep(between(1500, 3000));
    }
  };
  const loops: Promise<void>[] = [];
  for (let i = 0; i < READERS; i++) loops.push(reader());
  for (let i = 0; i < SEARCHERS; i++) loops.push(searcher());
  for (let i = 0; i < CHATTERS; i++) loops.push(chatter());
  for (let i = 0; i < BUYERS; i++) loops.push(buyer());

  const started = performance.now();
  await sleep(SETTLE_SECONDS * 1000);
  const restarts: string[] = [];
  for (let i = 0; i < 3; i++) {
    const stopMs = await stopInstance(i);
    const server = await startInstance(i);
    servers[i] = server;
    // The proxy takes it back after two passing checks.
    await sleep(2500);
    restarts.push(
      `instance ${i + 1}: stopped in ${(stopMs / 1000).toFixed(1)} s, ready again in ${(server.startMs / 1000).toFixed(1)} s`,
    );
    console.log(restarts[restarts.length - 1]);
  }
  await sleep(SETTLE_SECONDS * 1000);
  running = false;
  await Promise.all(loops);
  // Events of the last messages still on their way.
  await sleep(3000);
  const elapsed = (performance.now() - started) / 1000;

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ total: string; n: string }>(
    'select coalesce(sum(amount_cents), 0)::text as total, count(*)::text as n from ledger_entries',
  );
  await client.end();

  const uptimeAfter = uptime();
  console.log(`\nafter: ${uptimeAfter}`);
  console.log(
    `3 instances behind HAProxy, ${USERS} users with live channels, ${READERS} readers, ${SEARCHERS} searchers, ${CHATTERS} chatters, ${BUYERS} buyers, ${elapsed.toFixed(0)} s, every instance restarted once`,
  );
  console.log(`requests: ${requests}, failed: ${failures.length}`);
  console.log(`sign-outs: ${signOuts} (401 to a signed-in user), signed-out events: ${signedOutEvents}`);
  console.log(
    `live: ${tracker.measuredSent} messages sent, events lost ${tracker.lost}, duplicated ${tracker.duplicates}; channel (re)opens ${channels.reduce((n, c) => n + c.opens, 0)}, failed opens ${channelFailures}`,
  );
  // A message whose event came but whose send was not answered 2xx: carried out, then answered
  // with an error or not at all (a request run twice, e.g. retried by the proxy, shows here).
  console.log(`events of messages whose send got no 2xx answer: ${tracker.unknown}`);
  console.log(`ledger: ${rows[0]!.n} entries, sum ${rows[0]!.total}`);
  for (const f of failures.slice(0, 10)) console.log(`  ${f}`);
  if (
    failures.length > 0 ||
    signOuts > 0 ||
    signedOutEvents > 0 ||
    tracker.lost > 0 ||
    tracker.duplicates > 0 ||
    tracker.unknown > 0 ||
    rows[0]!.total !== '0'
  )
    process.exitCode = 1;
} finally {
  for (const ch of channels) {
    ch.stopped = true;
    ch.req?.destroy();
  }
  haproxy?.kill('SIGTERM');
  for (let i = 0; i < 3; i++) if (servers[i]) await stopInstance(i).catch(() => {});
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
