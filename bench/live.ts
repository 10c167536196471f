/**
 * Live delivery across two instances (issue 17, item 6):
 *   npx tsx bench/live.ts
 * Builds the server bundle, creates a database `bench_<random>` on BENCH_DATABASE_URL (default
 * postgres://root@127.0.0.1:5432/postgres), starts the bundle twice on it, makes BENCH_USERS (1000)
 * signed-in users, opens one live channel (GET /api/events) per user, half on each instance, and
 * pairs every user of instance A with one of instance B in a conversation. Then, for
 * BENCH_SECONDS (30, after BENCH_WARMUP_SECONDS = 5), BENCH_RATE (50) chat messages a second are
 * sent through POST /api/chat/conversations/{id}/messages on the sender's instance, always the
 * other instance than the recipient's live channel; each user sends at most once every 20 s
 * (the chat limit is one a second per user). Latency = from the start of the send request to the
 * recipient's `message` event for that message (matched by the message's id, bench/delivery.ts, so
 * several messages in flight in one conversation are each counted; losses and duplicates are
 * reported). Prints p50/p95/p99/max with the load
 * average (`uptime`) before and after, then stops the servers and drops the database.
 * BENCH_NO_BUILD=1 reuses dist/server.
 */

import {
  type BenchUser,
  buildServer,
  clientLag,
  createBenchDatabase,
  createConversations,
  createUsers,
  type LiveChannel,
  openLiveAll,
  percentile,
  request,
  serverFigures,
  startCluster,
  uptime,
} from './cluster';
import { DeliveryTracker } from './delivery';
import { APP_ROOT } from './lib';

const USERS = Number(process.env.BENCH_USERS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const TARGET_P99_MS = 50;

const uptimeBefore = uptime();
console.log(`before: ${uptimeBefore}`);
buildServer();
const database = await createBenchDatabase();
console.log(`database ${database.name}`);
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
let channels: LiveChannel[] = [];
try {
  cluster = await startCluster(database.url, { seedDemo: false });
  const [a, b] = cluster.servers as [(typeof cluster.servers)[0], (typeof cluster.servers)[0]];
  console.log(`instances up: ${a.base} (${(a.startMs / 1000).toFixed(1)} s), ${b.base}`);

  const users = await createUsers(database.url, cluster.secret, USERS);
  const half = Math.floor(USERS / 2);
  const onA = users.slice(0, half);
  const onB = users.slice(half, half * 2);
  const pairs = onA.map((u, i) => [u, onB[i]!] as [BenchUser, BenchUser]);
  const conversationIds = await createConversations(database.url, pairs);
  const instanceOf = new Map<string, 'A' | 'B'>();
  for (const u of onA) instanceOf.set(u.id, 'A');
  for (const u of onB) instanceOf.set(u.id, 'B');

  const tracker = new DeliveryTracker();
  const latencies = tracker.latencies;
  /** Send request durations (start → 201) of the measured messages. */
  const sendMs: number[] = [];
  let unexpected = 0;
  const onEvent = (data: string, channel: LiveChannel) => {
    const at = performance.now();
    let event: { type?: string; messageId?: string };
    try {
      event = JSON.parse(data);
    } catch {
      unexpected++;
      return;
    }
    if (event.type !== 'message' || !event.messageId) return;
    tracker.event(event.messageId, channel.user.id, at);
  };

  const openStarted = performance.now();
  channels = await openLiveAll(
    users
      .slice(0, half * 2)
      .map((user) => ({ base: instanceOf.get(user.id) === 'A' ? a.base : b.base, user })),
    onEvent,
  );
  const openSeconds = (performance.now() - openStarted) / 1000;
  console.log(`${channels.length} live channels open in ${openSeconds.toFixed(1)} s`);

  // Round robin: pair k % n, direction alternating each lap, so a user sends every 2n/RATE seconds.
  let k = 0;
  let sent = 0;
  let failed = 0;
  const failures = new Map<string, number>();
  const sendOne = async (measured: boolean) => {
    const p = k % pairs.length;
    const fromA = Math.floor(k / pairs.length) % 2 === 0;
    k++;
    const [ua, ub] = pairs[p]!;
    const sender = fromA ? ua : ub;
    const recipient = fromA ? ub : ua;
    const conversationId = conversationIds[p]!;
    const base = fromA ? a.base : b.base;
    const started = performance.now();
    sent++;
    const res = await request(base, 'POST', `/api/chat/conversations/${conversationId}/messages`, {
      user: sender,
      body: { body: `Message ${k} from ${sender.index}` },
    });
    if (res.status === 201) {
      if (measured) sendMs.push(res.ms);
      const { id } = JSON.parse(res.body) as { id: string };
      tracker.sendAnswered(id, { started, recipient: recipient.id, measured });
    } else {
      failed++;
      const key = `${res.status} ${res.body.slice(0, 80)}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    }
  };

  const pending = new Set<Promise<void>>();
  const run = async (seconds: number, measured: boolean) => {
    const total = Math.round(seconds * RATE);
    const start = performance.now();
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const p = sendOne(measured);
      pending.add(p);
      void p.finally(() => pending.delete(p));
    }
  };
  await run(WARMUP_SECONDS, false);
  const lag = clientLag();
  const figuresBefore = await Promise.all(
    cluster.servers.map((s) => serverFigures(s.base, cluster!.metricsToken)),
  );
  const measuredStart = performance.now();
  await run(SECONDS, true);
  await Promise.all(pending);
  // Give the last events time to arrive.
  const waitUntil = performance.now() + 5000;
  while (tracker.lost > 0 && performance.now() < waitUntil) await new Promise((r) => setTimeout(r, 50));
  const measuredSeconds = (performance.now() - measuredStart) / 1000;
  const clientLoop = lag.stop();
  const figuresAfter = await Promise.all(
    cluster.servers.map((s) => serverFigures(s.base, cluster!.metricsToken)),
  );
  const lost = tracker.lost;
  const closedChannels = channels.filter((c) => c.closed).length;

  latencies.sort((x, y) => x - y);
  sendMs.sort((x, y) => x - y);
  const fmt = (n: number) => n.toFixed(1);
  const measuredCount = Math.round(SECONDS * RATE);
  const row = {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
  };
  const uptimeAfter = uptime();
  console.log(`\nafter: ${uptimeAfter}`);
  console.log(`\napp: ${APP_ROOT}`);
  console.log(
    `${channels.length} live channels (${half} per instance), ${RATE} messages/s for ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up; sender's instance ≠ recipient's`,
  );
  console.log(
    `sent ${measuredCount} measured (${sent} in all), failed sends ${failed}, delivered ${latencies.length}, not delivered within 5 s of the last send ${lost}, delivered twice ${tracker.duplicates}, events for ids no send returned ${tracker.unknown}, channels closed ${closedChannels}, unparsable events ${unexpected}`,
  );
  for (const [key, n] of failures) console.log(`  failure ×${n}: ${key}`);
  console.log('\n| delivery latency | p50 ms | p95 ms | p99 ms | max ms | p99 ≤ 50 ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | :---: |');
  console.log(
    `| send start → recipient's event | ${fmt(row.p50)} | ${fmt(row.p95)} | ${fmt(row.p99)} | ${fmt(row.max)} | ${row.p99 <= TARGET_P99_MS ? 'yes' : 'no'} |`,
  );
  console.log(
    `| send request alone (start → 201) | ${fmt(percentile(sendMs, 50))} | ${fmt(percentile(sendMs, 95))} | ${fmt(percentile(sendMs, 99))} | ${fmt(sendMs[sendMs.length - 1] ?? Number.NaN)} | |`,
  );
  console.log(
    `\nload generator event loop: p99 ${fmt(clientLoop.p99Ms)} ms, max ${fmt(clientLoop.maxMs)} ms over ${measuredSeconds.toFixed(1)} s`,
  );
  cluster.servers.forEach((_, i) => {
    const before = figuresBefore[i]!;
    const after = figuresAfter[i]!;
    console.log(
      `instance ${i === 0 ? 'A' : 'B'}: event-loop lag p99 ${fmt(after.lagP99Ms)} ms, max ${fmt(after.lagMaxMs)} ms; CPU ${fmt(((after.cpuSeconds - before.cpuSeconds) / measuredSeconds) * 100)} % of a core during the measured window`,
    );
  });
} finally {
  for (const c of channels) c?.close();
  if (cluster) await cluster.stop();
  await database.drop();
}
