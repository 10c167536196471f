// `node scripts/screenshots.mjs`: screenshots of the storefront for docs/screenshots/.
// Builds the web app and the server into temporary folders (like the browser journeys'
// e2e/support/global-setup.ts), starts the server on a free port with a fresh PGlite data
// folder and the demo seed, and saves home, search, a service, a profile, a project, the wallet
// and chat (the last two signed in as the demo client) at 1366 px and 390 px in English and
// Turkish, as JPEG (quality 80) of at most two screens' height each. Writes
// docs/screenshots/README.md listing them. Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildServer } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'docs/screenshots');
const VIEWPORTS = [
  { name: '1366', width: 1366, height: 768 },
  { name: '390', width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
];
const LANGUAGES = ['en', 'tr'];
const DEMO = { email: 'client@demo.test', password: 'demo1234' };

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-screenshots-'));
const serverDist = path.join(root, '.tmp', `screenshots-server-${path.basename(tmp)}`);
let server;

async function start() {
  const webDist = path.join(tmp, 'web');
  console.log('building the web app and the server …');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd: root,
    env: { ...process.env, WEB_DIST: webDist },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('web build failed');
  await buildServer({ outdir: serverDist });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(serverDist, 'index.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATA_DIR: path.join(tmp, 'data'),
      WEB_DIST: webDist,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      BETTER_AUTH_SECRET: 'screenshots-secret-screenshots-secret-0123',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return baseUrl;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function json(context, url) {
  const res = await context.request.get(url);
  if (!res.ok()) throw new Error(`${url}: ${res.status()}`);
  return res.json();
}

/** The page has rendered: content in main, no spinner, the language applied, images loaded. */
async function settled(page, lang) {
  await page.waitForFunction(
    (l) =>
      document.readyState === 'complete' &&
      document.documentElement.lang === l &&
      !!document.querySelector('main#main > *') &&
      !document.querySelector('main .animate-spin'),
    lang,
    { timeout: 20_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Finite animations (a toast sliding in) end first.
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((r) => setTimeout(r, 2000)),
    ]);
    await Promise.all(
      [...document.images]
        .filter((i) => !i.complete)
        .map(
          (i) =>
            new Promise((r) => {
              i.addEventListener('load', r, { once: true });
              i.addEventListener('error', r, { once: true });
              setTimeout(r, 5000);
            }),
        ),
    );
  });
  await page.waitForTimeout(500);
}

async function newContext(browser, baseUrl, viewport, lang, signedIn) {
  const { name: _name, width, height, ...options } = viewport;
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height }, ...options });
  await context.addInitScript((l) => localStorage.setItem('language', l), lang);
  if (signedIn) {
    const res = await context.request.post('/api/auth/sign-in/email', {
      data: DEMO,
      headers: { origin: baseUrl },
    });
    if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
    // Show the chosen language although the account has its own saved (nothing is written).
    await context.route('**/api/settings', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (body?.preferences) body.preferences.language = lang;
      await route.fulfill({ response, json: body });
    });
  }
  return context;
}

async function main() {
  const baseUrl = await start();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
  });
  try {
    const probe = await newContext(browser, baseUrl, VIEWPORTS[0], 'en', true);
    const projects = await json(probe, '/api/projects');
    const freelancers = await json(probe, '/api/freelancers');
    const profile = freelancers.items[0].profileId;
    const services = await json(probe, `/api/profiles/${profile}/services`);
    const conversations = await json(probe, '/api/chat/conversations');
    await probe.close();
    const shots = [
      { name: 'home', url: '/', title: 'Home' },
      { name: 'search', url: '/search?kind=services', title: 'Search (services)' },
      { name: 'service', url: `/services/${services.items[0].id}`, title: 'A service' },
      { name: 'profile', url: `/profile/${profile}`, title: "A freelancer's profile" },
      { name: 'project', url: `/projects/${projects.items[0].id}`, title: 'A project' },
      { name: 'wallet', url: '/wallet', title: 'Wallet (signed in)', signedIn: true },
      { name: 'chat', url: `/chat?c=${conversations[0].id}`, title: 'Chat (signed in)', signedIn: true },
    ];
    fs.mkdirSync(outDir, { recursive: true });
    for (const file of fs.readdirSync(outDir)) if (file.endsWith('.jpg')) fs.rmSync(path.join(outDir, file));
    const rows = [];
    for (const viewport of VIEWPORTS) {
      for (const lang of LANGUAGES) {
        const contexts = {};
        for (const shot of shots) {
          const key = shot.signedIn ? 'in' : 'out';
          contexts[key] ??= await newContext(browser, baseUrl, viewport, lang, shot.signedIn);
          const page = await contexts[key].newPage();
          await page.goto(shot.url);
          await settled(page, lang);
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const file = `${shot.name}-${lang}-${viewport.name}.jpg`;
          await page.screenshot({
            path: path.join(outDir, file),
            type: 'jpeg',
            quality: 80,
            fullPage: true,
            clip: { x: 0, y: 0, width: viewport.width, height: Math.min(height, viewport.height * 2) },
          });
          await page.close();
          rows.push({ file, shot, lang, viewport });
          console.log(`saved ${file}`);
        }
        for (const context of Object.values(contexts)) await context.close();
      }
    }
    const lines = [
      '# Screenshots',
      '',
      'Made by `node scripts/screenshots.mjs` (a fresh data folder with the demo seed; the wallet',
      'and chat signed in as the demo client). JPEG, quality 80, at most two screens tall.',
      '',
      '| page | language | width | file |',
      '| --- | --- | --- | --- |',
      ...rows.map((r) => `| ${r.shot.title} | ${r.lang} | ${r.viewport.width} px | [${r.file}](${r.file}) |`),
      '',
    ];
    fs.writeFileSync(path.join(outDir, 'README.md'), lines.join('\n'));
  } finally {
    await browser.close();
  }
}

try {
  await main();
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.rmSync(serverDist, { recursive: true, force: true });
}
