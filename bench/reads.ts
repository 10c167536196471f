/**
 * The app's read routes (projects list, a profile, a freelancer search, a service), anonymous and
 * signed in, against a minimal Hono handler running the same SQL through the same driver
 * (bench/ref/replay.ts), alternating app and reference, ROUNDS rounds, on PGlite and PostgreSQL.
 *   npx tsx bench/reads.ts                                    # PGlite (demo seed)
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/reads.ts   # and PostgreSQL
 *   BENCH_APP_ROOT=/path/to/other/checkout …                  # the app of another tree ("before")
 * The pages (`page …` routes) need the built web app (`npx vite build` writes dist/web; WEB_DIST
 * names another); the reference records their SQL from the same HTML route. Pages are asked for
 * with a browser's Accept-Encoding (the app sends them compressed, as every visitor gets them).
 * BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_ROUNDS (3), BENCH_ROUTE (a part of the route names to keep),
 * BENCH_PROFILE_DIR (a folder for CPU profiles of each timed server: app/ and same-sql/), BENCH_WARM_ALL
 * (0: no first pass over every route before the timed ones). Prints a markdown table, with each
 * server's own CPU time per request (Linux /proc), which the machine's load moves far less.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  APP_ROOT,
  CONNECTIONS,
  databases,
  type LoadResult,
  load,
  loadAverage,
  median,
  ROOT,
  ROUNDS,
  SECONDS,
  type Server,
  startServer,
  stopServer,
  WARMUP_SECONDS,
} from './lib';

interface Route {
  name: string;
  path: string;
  cookie?: string;
}

/**
 * What a browser sends for a page (Chromium's Accept-Encoding): a page goes out compressed, as
 * every visitor gets it, not as the 70 kB a client that takes no compression is sent.
 */
const PAGE_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The headers of a route's requests: its cookie, and a browser's Accept-Encoding for a page. */
function headersOf(route: Pick<Route, 'path' | 'cookie'>): Record<string, string> {
  const page = !route.path.startsWith('/api/');
  return { ...(route.cookie ? { cookie: route.cookie } : {}), ...(page ? PAGE_HEADERS : {}) };
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Picks the ids to read and signs a new account in, through the app's own API. */
async function routesOf(app: Server): Promise<Route[]> {
  const projects = await json<{ items: { id: string }[] }>(await fetch(`${app.base}/api/projects`));
  const freelancers = await json<{ items: { profileId: string }[] }>(
    await fetch(`${app.base}/api/freelancers?q=design`),
  );
  const profileId = freelancers.items[0]?.profileId;
  let serviceId: string | undefined;
  for (const f of freelancers.items) {
    const own = await json<{ items: { id: string }[] }>(
      await fetch(`${app.base}/api/profiles/${f.profileId}/services`),
    );
    serviceId = own.items[0]?.id;
    if (serviceId) break;
  }
  if (!projects.items.length || !profileId || !serviceId)
    throw new Error('the demo seed has no data to read');
  const email = `bench-${Date.now()}@example.com`;
  const headers = { 'content-type': 'application/json', origin: app.base };
  await fetch(`${app.base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Bench Reader',
      email,
      password: 'secret123',
      confirmPassword: 'secret123',
      acceptTerms: true,
    }),
  });
  const signIn = await fetch(`${app.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'secret123' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie.includes('session_token')) throw new Error(`sign-in failed: ${signIn.status}`);
  const anonymous: Route[] = [
    { name: 'projects list', path: '/api/projects' },
    { name: 'a profile', path: `/api/profiles/${profileId}` },
    { name: 'freelancer search', path: '/api/freelancers?q=design' },
    { name: 'a service', path: `/api/services/${serviceId}` },
  ];
  // Pages: the HTML with the page's first answers in it, as a first visit gets it (issue 30 item 1).
  const pages: Route[] = [
    { name: 'page /', path: '/' },
    { name: 'page /projects', path: '/projects' },
    { name: 'page: a project', path: `/projects/${projects.items[0]!.id}` },
    { name: 'page: a profile', path: `/profile/${profileId}` },
    { name: 'page: a service', path: `/services/${serviceId}` },
  ];
  const all = [
    ...anonymous,
    ...anonymous.map((r) => ({ ...r, name: `${r.name}, signed in`, cookie })),
    ...pages,
  ];
  // BENCH_ROUTE=search keeps the routes whose name holds that text.
  const only = process.env.BENCH_ROUTE;
  return only ? all.filter((r) => r.name.includes(only)) : all;
}

const WEB_DIST = path.resolve(ROOT, process.env.WEB_DIST ?? 'dist/web');
if (!fs.existsSync(path.join(WEB_DIST, 'index.html')))
  throw new Error(`no built web app at ${WEB_DIST}: run \`npx vite build\` first (the page routes need it)`);

/**
 * A first pass over every route before the timed ones (BENCH_WARM_ALL=0: none, as before Nov 28):
 * a server just started runs its start-up work (the background jobs' first runs, the language
 * backfill) and compiles its code in its first seconds, which the first route timed would
 * otherwise carry (the app's `/` cost 2-3x its later rounds' CPU per request in the same process).
 */
async function warm(server: Server, paths: [string, Record<string, string>][]) {
  if (process.env.BENCH_WARM_ALL === '0') return;
  for (const [p, headers] of paths)
    await autocannon({
      url: `${server.base}${p}`,
      connections: CONNECTIONS,
      duration: WARMUP_SECONDS,
      headers,
    });
}

/** BENCH_PROFILE_DIR=<folder>: each timed server writes a CPU profile to <folder>/app or /same-sql when it stops. */
function profileArgs(server: 'app' | 'same-sql'): string[] {
  const dir = process.env.BENCH_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir, server)}`] : [];
}

const table: string[] = [];
const loadBefore = loadAverage();
for (const db of databases()) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reads-'));
  // The demo marketplace to read, on PostgreSQL too (where a start is live unless told).
  const env = { ...(await db.env(dataDir)), WEB_DIST, MARKETPLACE_MODE: 'demo' };
  const appStart = { cwd: APP_ROOT, script: 'src/server/index.ts', env, healthPath: '/api/health' };
  // First start migrates and seeds (untimed); the routes and the account are made once.
  let app = await startServer({ ...appStart, timeoutMs: 600_000 });
  const routes = await routesOf(app);
  await stopServer(app);
  const refStart = {
    cwd: ROOT,
    script: 'bench/ref/replay.ts',
    env: { ...env, BENCH_ROUTES: JSON.stringify(routes.map(({ path, cookie }) => ({ path, cookie }))) },
    healthPath: '/ready',
  };
  const appRps = routes.map(() => [] as number[]);
  const refRps = routes.map(() => [] as number[]);
  const ratios = routes.map(() => [] as number[]);
  // Same SQL's CPU per request ÷ the app's: the share of the app's CPU the reference would need.
  const cpuRatios = routes.map(() => [] as number[]);
  const appCpu = routes.map(() => [] as number[]);
  const refCpu = routes.map(() => [] as number[]);
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    app = await startServer({ ...appStart, nodeArgs: profileArgs('app') });
    await warm(
      app,
      routes.map((route) => [route.path, headersOf(route)]),
    );
    const a: LoadResult[] = [];
    for (const route of routes)
      a.push(await load(`${app.base}${route.path}`, headersOf(route), app.child.pid));
    await stopServer(app);
    const ref = await startServer({ ...refStart, nodeArgs: profileArgs('same-sql') });
    await warm(
      ref,
      routes.map((route, i) => [`/r/${i}`, headersOf({ path: route.path })]),
    );
    const r: LoadResult[] = [];
    for (let i = 0; i < routes.length; i++)
      r.push(await load(`${ref.base}/r/${i}`, headersOf({ path: routes[i]!.path }), ref.child.pid));
    await stopServer(ref);
    routes.forEach((route, i) => {
      appRps[i]!.push(a[i]!.rps);
      refRps[i]!.push(r[i]!.rps);
      ratios[i]!.push(a[i]!.rps / r[i]!.rps);
      if (a[i]!.cpuUs && r[i]!.cpuUs) {
        appCpu[i]!.push(a[i]!.cpuUs!);
        refCpu[i]!.push(r[i]!.cpuUs!);
        cpuRatios[i]!.push(r[i]!.cpuUs! / a[i]!.cpuUs!);
      }
      errors += a[i]!.errors + r[i]!.errors;
      console.error(
        `${db.label} round ${round + 1} ${route.name}: app ${a[i]!.rps.toFixed(0)}, same SQL ${r[i]!.rps.toFixed(0)} req/s; CPU app ${a[i]!.cpuUs?.toFixed(0)}, same SQL ${r[i]!.cpuUs?.toFixed(0)} µs/request`,
      );
    });
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  await db.drop();
  routes.forEach((route, i) => {
    table.push(
      `| ${db.label} | ${route.name} | ${median(appRps[i]!).toFixed(0)} | ${median(refRps[i]!).toFixed(0)} | **${median(ratios[i]!).toFixed(2)}** (${ratios[i]!.map((x) => x.toFixed(2)).join(', ')}) | ${cpuRatios[i]!.length ? `${median(appCpu[i]!).toFixed(0)} / ${median(refCpu[i]!).toFixed(0)}: **${median(cpuRatios[i]!).toFixed(2)}**` : '–'} |`,
    );
  });
  table.push(`| ${db.label} | errors (non-2xx, time-outs) | ${errors} | | | |`);
}
console.log(
  `\nReads vs the same SQL through the same driver, ${ROUNDS} alternating rounds of ${SECONDS} s at ${CONNECTIONS} connections;`,
);
console.log(
  `app: ${APP_ROOT === ROOT ? 'this tree' : APP_ROOT}; load average before ${loadBefore}, after ${loadAverage()}\n`,
);
console.log(
  '| database | route | app req/s | same SQL req/s | median ratio (rounds) | server CPU µs/request, app / same SQL: median ratio |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const row of table) console.log(row);
