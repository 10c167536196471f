/**
 * The first paint of the public pages on a slow phone network (issue 30, item 3): Chromium with
 * Slow 3G emulated over CDP (Network.emulateNetworkConditions: 2 s latency, 50 kB/s each way), a
 * fresh profile per page (nothing cached), both languages. For each page it prints the first
 * contentful paint and whether the page's heading and its first result were in the document when
 * it painted (read by a PerformanceObserver in the page at that paint), and whether the server's
 * HTML carried them (decision 134: public pages rendered on the server).
 *
 *   npx tsx bench/first-paint.ts                       # builds (npm run build), starts the demo, measures
 *   BENCH_NO_BUILD=1 npx tsx bench/first-paint.ts      # reuse dist/
 *   BENCH_BASE=http://127.0.0.1:3410 npx tsx bench/first-paint.ts   # a server already running the demo
 *   BENCH_ROUNDS=3 BENCH_LANGS=tr BENCH_PAGES=home,service          # fewer or more runs
 *
 * "The heading" is the page's `main h1`; "the first result" is the first link of `main` to a
 * freelancer, service, project or post (a list's first card, an entity page's seller or client),
 * else its first paragraph, both as a fully loaded page shows them (read first, unthrottled).
 * The language is a returning visitor's: the `language` cookie (read by the server) and
 * localStorage (read by the web app). Rounds alternate pages and languages; the median is printed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium';
import { APP_ROOT, getJson, loadAverage, median, type Server, startServer, stopServer } from './lib';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LANGS = (process.env.BENCH_LANGS?.split(',') ?? ['en', 'tr']) as ('en' | 'tr')[];
const ONLY = process.env.BENCH_PAGES?.split(',');
/** Slow 3G as the issue measures it: 2 s of latency, 50 kB/s down and up. */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const TARGET_MS = 3000;

/** The public pages of issue 30 item 3, with ids from the demo seed. */
async function pages(base: string): Promise<{ name: string; path: string }[]> {
  const projects = await getJson<{ items: { id: string }[] }>(`${base}/api/projects`);
  const services = await getJson<{ items: { id: string; freelancer?: { profileId?: string } }[] }>(
    `${base}/api/search?kind=services`,
  );
  const freelancers = await getJson<{ items: { profileId: string }[] }>(`${base}/api/freelancers`);
  const posts = await getJson<{ posts: { slug: string }[] }>(`${base}/api/blog?page=1`);
  const list = [
    { name: 'home', path: '/' },
    { name: 'search', path: '/search' },
    { name: 'services', path: '/services' },
    { name: 'category', path: '/category/graphic-design' },
    { name: 'service', path: `/services/${services.items[0]!.id}` },
    { name: 'profile', path: `/profile/${freelancers.items[0]!.profileId}` },
    { name: 'project', path: `/projects/${projects.items[0]!.id}` },
    { name: 'projects', path: '/projects' },
    { name: 'blog', path: '/blog' },
    { name: 'post', path: `/blog/${posts.posts[0]!.slug}` },
  ];
  return ONLY ? list.filter((p) => ONLY.includes(p.name)) : list;
}

/**
 * The heading and first result of a loaded page (see the header). A string, not a function: tsx
 * would name the function's inner arrows with a helper the page does not have.
 */
const FIRST_CONTENT = `(() => {
  const text = (el) => (el && el.textContent ? el.textContent.replace(/\\s+/g, ' ').trim() : '');
  const main = document.querySelector('main');
  const links = main ? [...main.querySelectorAll('a[href]')] : [];
  const link = links.find((a) => /^\\/(profile|services|projects|blog)\\/[^/?#]+$/.test(a.getAttribute('href') || '') && text(a));
  const paragraph = (main ? [...main.querySelectorAll('p')] : []).find((p) => text(p).length > 20);
  return { heading: text(main && main.querySelector('h1')), result: text(link || paragraph).slice(0, 60) };
})()`;

function firstContent(page: Page): Promise<{ heading: string; result: string }> {
  return page.evaluate(FIRST_CONTENT);
}

interface Run {
  fcp: number;
  headingAtPaint: boolean;
  resultAtPaint: boolean;
  headingInHtml: boolean;
  resultInHtml: boolean;
  htmlKB: number;
}

async function visit(
  browser: Browser,
  base: string,
  path: string,
  lang: string,
  want: { heading: string; result: string },
): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    await context.addCookies([{ name: 'language', value: lang, url: base }]);
    await context.addInitScript(
      ({ lang, heading, result }) => {
        try {
          if (!localStorage.getItem('language')) localStorage.setItem('language', lang);
        } catch {
          // no storage
        }
        // What the document holds when the first contentful paint is reported.
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.name !== 'first-contentful-paint') continue;
            const text = document.querySelector('main')?.textContent?.replace(/\s+/g, ' ') ?? '';
            (window as unknown as { __fcp: unknown }).__fcp = {
              at: entry.startTime,
              heading: heading !== '' && text.includes(heading),
              result: result !== '' && text.includes(result),
            };
          }
        }).observe({ type: 'paint', buffered: true });
      },
      { lang, heading: want.heading, result: want.result },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    let html = '';
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'document') html = await res.text().catch(() => '');
    });
    await page.goto(`${base}${path}`, { waitUntil: 'commit', timeout: 120_000 });
    const fcp = (await page
      .waitForFunction(() => (window as unknown as { __fcp?: unknown }).__fcp, null, { timeout: 120_000 })
      .then((handle) => handle.jsonValue())) as {
      at: number;
      heading: boolean;
      result: boolean;
    };
    await page.waitForLoadState('load', { timeout: 120_000 }).catch(() => undefined);
    const root = html.slice(html.indexOf('<div id="root">'));
    const decoded = root
      .replace(/<[^>]*>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/\s+/g, ' ');
    return {
      fcp: fcp.at,
      headingAtPaint: fcp.heading,
      resultAtPaint: fcp.result,
      headingInHtml: want.heading !== '' && decoded.includes(want.heading),
      resultInHtml: want.result !== '' && decoded.includes(want.result),
      htmlKB: html.length / 1024,
    };
  } finally {
    await context.close();
  }
}

async function main() {
  let server: Server | undefined;
  let dataDir: string | undefined;
  let base = process.env.BENCH_BASE;
  if (!base) {
    if (!process.env.BENCH_NO_BUILD) {
      const { spawnSync } = await import('node:child_process');
      const build = spawnSync('npm', ['run', 'build'], {
        cwd: APP_ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (build.status !== 0) throw new Error('npm run build failed');
    }
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-data-'));
    server = await startServer({
      cwd: APP_ROOT,
      script: 'dist/server/index.js',
      node: true,
      env: {
        DATA_DIR: dataDir,
        MARKETPLACE_MODE: 'demo',
        DATABASE_URL: '',
        BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      },
      healthPath: '/api/health',
      timeoutMs: 600_000,
    });
    base = server.base;
  }
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_FLAGS });
  try {
    const list = await pages(base);
    // What each page shows once loaded, in each language (unthrottled, read first).
    const wants = new Map<string, { heading: string; result: string }>();
    for (const lang of LANGS) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addCookies([{ name: 'language', value: lang, url: base }]);
      for (const p of list) {
        const page = await context.newPage();
        await page.goto(`${base}${p.path}`, { waitUntil: 'networkidle' });
        wants.set(`${lang} ${p.name}`, await firstContent(page));
        await page.close();
      }
      await context.close();
    }
    const runs = new Map<string, Run[]>();
    for (let round = 0; round < ROUNDS; round++)
      for (const p of list)
        for (const lang of round % 2 ? [...LANGS].reverse() : LANGS) {
          const key = `${lang} ${p.name}`;
          const run = await visit(browser, base, p.path, lang, wants.get(key)!);
          runs.set(key, [...(runs.get(key) ?? []), run]);
        }
    const rows = [
      `first paint on Slow 3G (2 s latency, 50 kB/s), ${ROUNDS} run(s) each, median; load average ${loadAverage()}`,
      '',
      '| page | lang | FCP s | heading at FCP | first result at FCP | both in server HTML | HTML KB (raw) | under 3 s |',
      '|---|---|---|---|---|---|---|---|',
    ];
    let allGood = true;
    for (const p of list)
      for (const lang of LANGS) {
        const key = `${lang} ${p.name}`;
        const r = runs.get(key)!;
        const fcp = median(r.map((x) => x.fcp));
        const heading = r.every((x) => x.headingAtPaint);
        const result = r.every((x) => x.resultAtPaint);
        const inHtml = r.every((x) => x.headingInHtml && x.resultInHtml);
        const good = fcp < TARGET_MS && heading && result;
        allGood &&= good;
        const want = wants.get(key)!;
        rows.push(
          `| ${p.name} | ${lang} | ${(fcp / 1000).toFixed(2)} | ${heading ? 'yes' : 'no'} | ${result ? 'yes' : 'no'} | ${inHtml ? 'yes' : 'no'} | ${median(r.map((x) => x.htmlKB)).toFixed(1)} | ${good ? 'yes' : 'no'} |`,
        );
        if (process.env.BENCH_VERBOSE)
          rows.push(
            `|  | | heading "${want.heading}", result "${want.result}"; FCP ${r.map((x) => (x.fcp / 1000).toFixed(2)).join(', ')} | | | | | |`,
          );
      }
    rows.push(
      '',
      allGood ? 'every page: content in the first paint under 3 s' : 'NOT every page meets the target',
    );
    console.log(rows.join('\n'));
  } finally {
    await browser.close();
    if (server) await stopServer(server);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
