/**
 * Mixed load on two instances (issue 17, item 7):
 *   npx tsx bench/load.ts
 * Builds the server bundle, creates a database `bench_<random>` on BENCH_DATABASE_URL (default
 * postgres://root@127.0.0.1:5432/postgres), starts the bundle twice on it with the demo seed, makes
 * BENCH_USERS (500) signed-in users, each with its own client address and one live channel
 * (GET /api/events, alternately on each instance), then for BENCH_SECONDS (60) runs, every request
 * sent to either instance in turn (as a load balancer would):
 *   - BENCH_READERS (30) readers: the projects list (pages, categories, a text filter), a profile,
 *     a profile's services and a service; half signed in, half anonymous; 0.2–1 s between requests;
 *   - BENCH_SEARCHERS (15) searchers: GET /api/search with varied words, kinds, sorts and filters;
 *     0.5–2 s between requests;
 *   - BENCH_WRITERS (15) writers: a chat message to their conversation partner, a project post, an
 *     application to someone else's project; 2–4 s between requests (the chat limit is one message
 *     a second per user, which a person typing does not reach).
 * Every simulated person is a distinct account with a distinct address (X-Forwarded-For through
 * the trusted local proxy), so the real limits apply as they would to real people. Prints the
 * count, errors, p50/p95/p99 per route, the live channels' state and `uptime` before and after,
 * then stops the servers and drops the database. BENCH_NO_BUILD=1 reuses dist/server.
 */
import {
  type BenchUser,
  buildServer,
  clientLag,
  createBenchDatabase,
  createConversations,
  createUsers,
  type HttpResult,
  type LiveChannel,
  openLiveAll,
  percentile,
  request,
  serverFigures,
  startCluster,
  uptime,
} from './cluster';
import { APP_ROOT } from './lib';

const USERS = Number(process.env.BENCH_USERS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const READERS = Number(process.env.BENCH_READERS ?? 30);
const SEARCHERS = Number(process.env.BENCH_SEARCHERS ?? 15);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 15);

const WORDS = [
  'logo',
  'design',
  'logo tasarımı',
  'çeviri',
  'translation',
  'react developer',
  'istanbul',
  'seo',
  'website',
  'mobile app',
  'video',
  'desinger',
  'ankara',
  'wordpress',
  '',
];
const KINDS = ['freelancers', 'services', 'projects'] as const;
const SORTS: Record<(typeof KINDS)[number], string[]> = {
  freelancers: ['best', 'rating', 'price', 'newest'],
  services: ['best', 'rating', 'price', 'newest'],
  projects: ['best', 'price', 'newest'],
};
const CATEGORIES = ['graphic-design', 'web-advertisement', 'writing-translation', 'software-tech'];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const between = (lo: number, hi: number) => lo + Math.random() * (hi - lo);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const uptimeBefore = uptime();
console.log(`before: ${uptimeBefore}`);
buildServer();
const database = await createBenchDatabase();
console.log(`database ${database.name}`);
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
let channels: LiveChannel[] = [];
try {
  cluster = await startCluster(database.url, { seedDemo: true });
  const bases = cluster.servers.map((s) => s.base);
  console.log(
    `instances up: ${bases.join(', ')} (first start with migrations and demo seed ${(cluster.servers[0]!.startMs / 1000).toFixed(1)} s)`,
  );
  let turn = 0;
  const nextBase = () => bases[turn++ % bases.length]!;

  const users = await createUsers(database.url, cluster.secret, USERS);
  // Partners for chat: user 2k with user 2k+1.
  const pairs: [BenchUser, BenchUser][] = [];
  for (let i = 0; i + 1 < users.length; i += 2) pairs.push([users[i]!, users[i + 1]!]);
  const conversationIds = await createConversations(database.url, pairs);
  const conversationOf = new Map<string, string>();
  pairs.forEach(([x, y], i) => {
    conversationOf.set(x.id, conversationIds[i]!);
    conversationOf.set(y.id, conversationIds[i]!);
  });

  let liveEvents = 0;
  channels = await openLiveAll(
    users.map((user, i) => ({ base: bases[i % bases.length]!, user })),
    () => {
      liveEvents++;
    },
  );
  console.log(`${channels.length} live channels open`);

  // What the demo seed holds: projects, freelancers' profiles, services.
  const ids = async (pathname: string, key: string, field = 'id'): Promise<string[]> => {
    const res = await request(bases[0]!, 'GET', pathname);
    if (res.status !== 200) throw new Error(`${pathname}: ${res.status} ${res.body.slice(0, 200)}`);
    const json = JSON.parse(res.body) as Record<string, unknown>;
    const list = (Array.isArray(json) ? json : json[key]) as Record<string, string>[];
    return list.map((x) => x[field]!);
  };
  const projectIds = await ids('/api/search?kind=projects&sort=newest&pageSize=50', 'items');
  const profileIds = await ids('/api/search?kind=freelancers&sort=rating&pageSize=50', 'items', 'profileId');
  const serviceIds = await ids('/api/search?kind=services&sort=newest&pageSize=50', 'items');
  console.log(
    `demo data: ${projectIds.length} projects, ${profileIds.length} profiles, ${serviceIds.length} services (first 50 of each)`,
  );
  if (projectIds.length === 0 || profileIds.length === 0 || serviceIds.length === 0)
    throw new Error('the demo seed has no projects, profiles or services to read');

  const byRoute = new Map<string, { ms: number[]; errors: number; samples: string[] }>();
  const record = (route: string, res: HttpResult, ok = (s: number) => s >= 200 && s < 300) => {
    let r = byRoute.get(route);
    if (!r) {
      r = { ms: [], errors: 0, samples: [] };
      byRoute.set(route, r);
    }
    r.ms.push(res.ms);
    if (!ok(res.status)) {
      r.errors++;
      if (r.samples.length < 3) r.samples.push(`${res.status} ${res.body.slice(0, 120)}`);
    }
  };

  let nextUser = 0;
  /** Each simulated person is one account (and address) of its own for the whole run. */
  const person = () => users[nextUser++ % users.length]!;
  const deadline = performance.now() + SECONDS * 1000;
  const running = () => performance.now() < deadline;
  /**
   * People arrive at random moments, not on the same millisecond: each one's first request comes
   * within one of their pauses. Without it, all 60 first requests (cold connections and statements)
   * went out together, and that one burst alone made the writes' p95 (about 100 requests each):
   * every request over 100 ms in a run came in its first 0.3 s.
   */
  const arrive = (maxPauseMs: number) => sleep(between(0, maxPauseMs));

  const reader = async (signedIn: boolean) => {
    const me = person();
    const user = signedIn ? me : undefined;
    const address = me.address;
    await arrive(1000);
    while (running()) {
      const what = Math.floor(Math.random() * 4);
      if (what === 0) {
        const params = new URLSearchParams();
        const page = 1 + Math.floor(Math.random() * 3);
        if (page > 1) params.set('page', String(page));
        if (Math.random() < 0.3) params.set('category', pick(CATEGORIES));
        if (Math.random() < 0.2) params.set('q', pick(['logo', 'website', 'app', 'çeviri']));
        record(
          'GET /api/projects',
          await request(nextBase(), 'GET', `/api/projects?${params}`, { user, address }),
        );
      } else if (what === 1) {
        record(
          'GET /api/profiles/{id}',
          await request(nextBase(), 'GET', `/api/profiles/${pick(profileIds)}`, { user, address }),
        );
      } else if (what === 2) {
        record(
          'GET /api/profiles/{id}/services',
          await request(nextBase(), 'GET', `/api/profiles/${pick(profileIds)}/services`, { user, address }),
        );
      } else {
        record(
          'GET /api/services/{id}',
          await request(nextBase(), 'GET', `/api/services/${pick(serviceIds)}`, { user, address }),
        );
      }
      await sleep(between(200, 1000));
    }
  };

  const searcher = async () => {
    const me = person();
    const user = Math.random() < 0.5 ? me : undefined;
    await arrive(2000);
    while (running()) {
      const kind = pick(KINDS);
      const params = new URLSearchParams({ kind, sort: pick(SORTS[kind]) });
      const q = pick(WORDS);
      if (q) params.set('q', q);
      if (Math.random() < 0.25) params.set('category', pick(CATEGORIES));
      if (Math.random() < 0.2) params.set('page', String(2 + Math.floor(Math.random() * 3)));
      record(
        'GET /api/search',
        await request(nextBase(), 'GET', `/api/search?${params}`, { user, address: me.address }),
      );
      await sleep(between(500, 2000));
    }
  };

  let posted = 0;
  const writer = async () => {
    const me = person();
    const applied = new Set<string>();
    const mine = new Set<string>();
    await arrive(4000);
    while (running()) {
      const what = Math.floor(Math.random() * 3);
      if (what === 0) {
        const conv = conversationOf.get(me.id)!;
        record(
          'POST /api/chat/conversations/{id}/messages',
          await request(nextBase(), 'POST', `/api/chat/conversations/${conv}/messages`, {
            user: me,
            body: { body: `Hello, about the project: message ${Date.now()}` },
          }),
        );
      } else if (what === 1) {
        const res = await request(nextBase(), 'POST', '/api/projects', {
          user: me,
          body: {
            title: `Landing page for a small bakery ${posted + 1}`,
            description:
              'We need a one-page website with our menu, opening hours and a contact form, in English and Turkish.',
            budget: Math.round(between(200, 2000)),
            category: pick(CATEGORIES),
            dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
            requirements: ['Responsive layout', 'Contact form'],
          },
        });
        record('POST /api/projects', res);
        if (res.status === 201 || res.status === 200) {
          posted++;
          const id = (JSON.parse(res.body) as { id: string }).id;
          mine.add(id);
          projectIds.push(id);
        }
      } else {
        const candidates = projectIds.filter((id) => !applied.has(id) && !mine.has(id));
        if (candidates.length > 0) {
          const id = pick(candidates);
          applied.add(id);
          record(
            'POST /api/projects/{id}/applications',
            await request(nextBase(), 'POST', `/api/projects/${id}/applications`, {
              user: me,
              body: {
                coverLetter:
                  'I have built many small business websites and can deliver this one quickly, with both languages.',
                proposedPrice: Math.round(between(150, 1500)),
                deliveryDays: 1 + Math.floor(Math.random() * 20),
              },
            }),
          );
        }
      }
      await sleep(between(2000, 4000));
    }
  };

  const lag = clientLag();
  const figuresBefore = await Promise.all(
    cluster.servers.map((s) => serverFigures(s.base, cluster!.metricsToken)),
  );
  const started = performance.now();
  const loops: Promise<void>[] = [];
  for (let i = 0; i < READERS; i++) loops.push(reader(i % 2 === 0));
  for (let i = 0; i < SEARCHERS; i++) loops.push(searcher());
  for (let i = 0; i < WRITERS; i++) loops.push(writer());
  await Promise.all(loops);
  const elapsed = (performance.now() - started) / 1000;
  const clientLoop = lag.stop();
  const figuresAfter = await Promise.all(
    cluster.servers.map((s) => serverFigures(s.base, cluster!.metricsToken)),
  );
  const closedChannels = channels.filter((c) => c.closed);

  const uptimeAfter = uptime();
  console.log(`\nafter: ${uptimeAfter}`);
  console.log(`\napp: ${APP_ROOT}`);
  console.log(
    `2 instances, ${channels.length} live channels, ${READERS} readers, ${SEARCHERS} searchers, ${WRITERS} writers for ${elapsed.toFixed(1)} s`,
  );
  console.log('\n| route | requests | errors | p50 ms | p95 ms | p99 ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  let total = 0;
  let errors = 0;
  for (const [route, r] of [...byRoute].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...r.ms].sort((x, y) => x - y);
    total += r.ms.length;
    errors += r.errors;
    console.log(
      `| ${route} | ${r.ms.length} | ${r.errors} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} |`,
    );
  }
  console.log(`| **all** | **${total}** | **${errors}** | | | |`);
  console.log(`\n${(total / elapsed).toFixed(1)} requests/s; errors ${errors}`);
  for (const [route, r] of byRoute) for (const s of r.samples) console.log(`  ${route}: ${s}`);
  console.log(
    `live channels: ${channels.length - closedChannels.length} open at the end, ${closedChannels.length} closed (${[...new Set(closedChannels.map((c) => c.closed))].join(', ') || 'none'}), ${liveEvents} events received`,
  );
  console.log(
    `load generator event loop: p99 ${clientLoop.p99Ms.toFixed(1)} ms, max ${clientLoop.maxMs.toFixed(1)} ms`,
  );
  cluster.servers.forEach((_, i) => {
    const before = figuresBefore[i]!;
    const after = figuresAfter[i]!;
    console.log(
      `instance ${i + 1}: event-loop lag p99 ${after.lagP99Ms.toFixed(1)} ms, max ${after.lagMaxMs.toFixed(1)} ms; CPU ${(((after.cpuSeconds - before.cpuSeconds) / elapsed) * 100).toFixed(0)} % of a core`,
    );
  });
  if (errors > 0 || closedChannels.length > 0) process.exitCode = 1;
} finally {
  for (const c of channels) c?.close();
  if (cluster) await cluster.stop();
  await database.drop();
}
