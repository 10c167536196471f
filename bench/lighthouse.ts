/**
 * Lighthouse (mobile, default simulated throttling) on the production build: the public pages
 * (/, /search, /services, a category, /projects, a project, a profile, a service and /blog of the
 * demo seed), in English and Turkish, ROUNDS runs each (pages and languages alternate within a
 * round), with the median of each figure, and the JavaScript the page downloaded until the network
 * was quiet (Lighthouse's network-requests, bytes on the wire; issue 30 item 4: at most 150 KB).
 *
 *   npx tsx bench/lighthouse.ts                 # builds (npm run build), then measures
 *   BENCH_NO_BUILD=1 npx tsx bench/lighthouse.ts   # reuse dist/
 *   BENCH_REF_ROOT=/tmp/main …                  # and another checkout (e.g. `git archive main`
 *                                               # with this node_modules), alternating with this one
 *   BENCH_APP_ROOT=/tmp/other-checkout …        # measure another checkout instead of this tree
 *   BENCH_REPORTS=/tmp/lh …                     # keep every JSON report there
 *   BENCH_ROUNDS=3 BENCH_PAGES=/,project BENCH_LANGS=tr   # fewer runs
 *
 * The server is `node dist/server/index.js` (what `npm start` runs) on its own port and a fresh
 * PGlite data folder with the demo seed. Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH)
 * with a DevTools port; Lighthouse attaches to it. The language is set the way the app keeps a
 * visitor's choice: `language` in localStorage (read by the web app) and the `language` cookie
 * (read by the server for the HTML), written on the origin before each run. Lighthouse 12 clears
 * the HTTP cache before each run but neither of those (its default clearStorageTypes).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium';
import { APP_ROOT, getJson, loadAverage, median, type Server, startServer, stopServer } from './lib';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const REPORTS = process.env.BENCH_REPORTS;
const ONLY = process.env.BENCH_PAGES?.split(',');
const LANGS = (process.env.BENCH_LANGS?.split(',') ?? ['en', 'tr']) as ('en' | 'tr')[];

/** A port nobody listens on now: one the system hands out, in 20000–60000. */
async function randomPort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = net.createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    if (port >= 20000 && port <= 60000) return port;
  }
}

/** The measured pages, with ids from the demo seed. */
async function pages(base: string): Promise<{ name: string; path: string }[]> {
  const projects = await getJson<{ items: { id: string }[] }>(`${base}/api/projects`);
  const freelancers = await getJson<{ items: { profileId: string }[] }>(`${base}/api/freelancers`);
  const profileId = freelancers.items[0]!.profileId;
  let serviceId: string | undefined;
  for (const f of freelancers.items) {
    const services = await getJson<{ items: { id: string }[] }>(
      `${base}/api/profiles/${f.profileId}/services`,
    );
    serviceId = services.items[0]?.id;
    if (serviceId) break;
  }
  if (!projects.items[0] || !serviceId) throw new Error('the demo seed has no project or service');
  // The public pages of issue 30 items 3 and 4.
  const list = [
    { name: '/', path: '/' },
    { name: '/search', path: '/search?q=logo' },
    { name: '/services', path: '/services' },
    { name: 'category', path: '/category/graphic-design' },
    { name: '/projects', path: '/projects' },
    { name: 'project', path: `/projects/${projects.items[0].id}` },
    { name: 'profile', path: `/profile/${profileId}` },
    { name: 'service', path: `/services/${serviceId}` },
    { name: '/blog', path: '/blog' },
  ];
  return ONLY ? list.filter((p) => ONLY.includes(p.name)) : list;
}

async function startChrome(): Promise<{ port: number; child: ChildProcess; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-chrome-'));
  const port = await randomPort();
  const child = spawn(
    CHROME,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${dir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, child, dir };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('Chromium did not open its DevTools port');
}

/** A visitor who chose `lang`: localStorage for the web app, the cookie for the server's HTML. */
async function chooseLanguage(chromePort: number, base: string, lang: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0]!;
    await context.addCookies([{ name: 'language', value: lang, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate((value) => localStorage.setItem('language', value), lang);
    await page.close();
  } finally {
    await browser.close();
  }
}

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** KB of JavaScript transferred until the network was quiet (Lighthouse waits for it), as compressed on the wire. */
  js: number;
}

/** One Lighthouse run; a run that fails to record (NO_NAVSTART and the like on a busy machine) is repeated. */
async function measure(chromePort: number, url: string, label: string, attempt = 1): Promise<Figures> {
  try {
    return await measureOnce(chromePort, url, label);
  } catch (err) {
    if (attempt >= 3) throw err;
    console.log(`  ${label}: ${(err as Error).message}; again`);
    return measure(chromePort, url, label, attempt + 1);
  }
}

async function measureOnce(chromePort: number, url: string, label: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (REPORTS) {
    fs.mkdirSync(REPORTS, { recursive: true });
    fs.writeFileSync(path.join(REPORTS, `${label}.json`), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.scoreDisplayMode === 'binary' &&
        a.score === 0 &&
        lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id),
    )
    .map((a) => a.id);
  if (failing.length) console.log(`  ${label}: accessibility fails ${failing.join(', ')}`);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    js: scriptKb(lhr.audits['network-requests']?.details),
  };
}

/** The JavaScript of a run's network-requests audit: every script response, its bytes on the wire. */
function scriptKb(details: unknown): number {
  const items =
    (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const bytes = items
    .filter((i) => i.resourceType === 'Script')
    .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  return bytes / 1024;
}

interface Target {
  name: string;
  root: string;
  server?: Server;
  dataDir?: string;
  pages?: { name: string; path: string }[];
}

async function startTarget(target: Target) {
  if (!process.env.BENCH_NO_BUILD) {
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: target.root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`npm run build failed in ${target.root}`);
  }
  target.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-data-'));
  target.server = await startServer({
    cwd: target.root,
    script: 'dist/server/index.js',
    node: true,
    port: await randomPort(),
    env: {
      DATA_DIR: target.dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-012',
      ENV_FILE: '/nonexistent/.env',
    },
    healthPath: '/api/health',
  });
  const base = target.server.base;
  // The demo seed may still be writing once /api/health answers.
  for (let i = 0; ; i++) {
    const res = await fetch(`${base}/api/projects`).catch(() => null);
    if (res?.ok && ((await res.json()) as { items: unknown[] }).items.length > 0) break;
    if (i > 600) throw new Error('the demo seed did not appear');
    await new Promise((r) => setTimeout(r, 200));
  }
  target.pages = await pages(base);
}

const fmt = (n: number, width: number, digits = 0) => n.toFixed(digits).padStart(width);

async function main() {
  // BENCH_REF_ROOT: a second checkout (e.g. main) measured in the same run, alternating with this one.
  const targets: Target[] = [{ name: 'this', root: APP_ROOT }];
  if (process.env.BENCH_REF_ROOT)
    targets.unshift({ name: 'ref', root: path.resolve(process.env.BENCH_REF_ROOT) });
  let chrome: Awaited<ReturnType<typeof startChrome>> | undefined;
  const loadBefore = loadAverage();
  try {
    for (const target of targets) await startTarget(target);
    chrome = await startChrome();
    const results = new Map<string, Figures[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const lang of LANGS) {
        for (const target of targets) await chooseLanguage(chrome.port, target.server!.base, lang);
        for (let i = 0; i < targets[0]!.pages!.length; i++) {
          for (const target of targets) {
            const page = target.pages![i]!;
            const key = `${page.name}\t${lang}\t${target.name}`;
            const label = `${target.name}-${page.name.replace(/\W+/g, '') || 'home'}-${lang}-${round}`;
            const f = await measure(chrome.port, `${target.server!.base}${page.path}`, label);
            console.log(
              `round ${round} ${target.name} ${page.name} ${lang}: perf ${f.performance} a11y ${f.accessibility} ` +
                `FCP ${Math.round(f.fcp)} LCP ${Math.round(f.lcp)} TBT ${Math.round(f.tbt)} CLS ${f.cls.toFixed(3)} JS ${f.js.toFixed(1)} KB`,
            );
            results.set(key, [...(results.get(key) ?? []), f]);
          }
        }
      }
    }
    console.log(
      `\nload average before ${loadBefore}, after ${loadAverage()}; ${ROUNDS} runs each, medians\n`,
    );
    console.log('| page      | lang | build | perf | a11y | FCP ms | LCP ms | TBT ms |   CLS | JS KB |');
    console.log('| --------- | ---- | ----- | ---: | ---: | -----: | -----: | -----: | ----: | ----: |');
    for (const [key, runs] of results) {
      const [name, lang, target] = key.split('\t');
      const m = (pick: (f: Figures) => number) => median(runs.map(pick));
      console.log(
        `| ${name!.padEnd(9)} | ${lang!.padEnd(4)} | ${target!.padEnd(5)} | ${fmt(
          m((f) => f.performance),
          4,
        )} | ` +
          `${fmt(
            m((f) => f.accessibility),
            4,
          )} | ${fmt(
            m((f) => f.fcp),
            6,
          )} | ${fmt(
            m((f) => f.lcp),
            6,
          )} | ` +
          `${fmt(
            m((f) => f.tbt),
            6,
          )} | ${fmt(
            m((f) => f.cls),
            5,
            3,
          )} | ${fmt(
            m((f) => f.js),
            5,
            1,
          )} |`,
      );
    }
  } finally {
    // The servers first: a failure below must not leave one running.
    for (const target of targets) {
      if (target.server) await stopServer(target.server);
      if (target.dataDir) fs.rmSync(target.dataDir, { recursive: true, force: true });
    }
    if (chrome) {
      // Chromium writes its profile until it has exited: removing the folder before that fails
      // with ENOTEMPTY.
      if (chrome.child.exitCode === null && chrome.child.signalCode === null) {
        const exited = new Promise((r) => chrome!.child.once('exit', r));
        chrome.child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(chrome.dir, { recursive: true, force: true, maxRetries: 3 });
    }
  }
}

await main();
