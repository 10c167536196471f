/**
 * The JavaScript a first visit to each measured route downloads before the page shows: the entry
 * chunk, its static imports, the English translation catalogue chunks the page waits for (the core
 * chunk and those of the namespaces its page() declares) and the lazily loaded route chunk (with
 * their static imports), gzip-compressed (level 9).
 *
 *   npx tsx bench/initial-js.ts [--chunks] [--tr]
 *
 * --tr counts the Turkish catalogues instead of the English ones (a visitor downloads one language).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageRoutes } from '../scripts/page-namespaces';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const root = path.resolve(import.meta.dirname, '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'initial-js-'));
const build = spawnSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'error'], {
  cwd: root,
  env: { ...process.env, WEB_DIST: out },
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('vite build failed');
const manifest = JSON.parse(fs.readFileSync(path.join(out, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

/**
 * The routes Lighthouse measures (issue: at most 150 KB gzip each): the route's page module, and
 * the catalogue chunks of the namespaces its page() declares (it renders once they have loaded).
 */
const ROUTES: { path: string; module: string }[] = [
  { path: '/', module: 'features/discovery/routes/home.tsx' },
  { path: '/projects', module: 'features/projects/routes/projects-list.tsx' },
  { path: '/projects/:id', module: 'features/projects/routes/project-detail.tsx' },
  { path: '/profile/:profileId', module: 'features/profiles/routes/profile-page.tsx' },
  { path: '/services/:serviceId', module: 'features/services/routes/service-detail.tsx' },
  { path: '/search', module: 'features/discovery/routes/search.tsx' },
];
const pages = pageRoutes();

const keyEnding = (suffix: string) => Object.keys(manifest).find((k) => k.endsWith(suffix));
const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entry) throw new Error('no entry in the manifest');
// The app renders once the current language's core translation catalogues have loaded
// (src/web/lib/i18n.ts): for a first visit that is the English chunk, so it counts too.
const lang = process.argv.includes('--tr') ? 'tr' : 'en';
const coreLocale = keyEnding(`lib/locales/${lang}-core.ts`);
if (!coreLocale) throw new Error(`no ${lang} core catalogue chunk in the manifest`);

function collect(key: string, seen: Set<string>) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) collect(dep, seen);
}

const gzipOf = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let size = gzipOf.get(file);
  if (!size) {
    const data = fs.readFileSync(path.join(out, file));
    size = { raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length };
    gzipOf.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const summary: string[] = [
  '| route | files | raw KB | gzip KB | within 150 KB |',
  '| --- | ---: | ---: | ---: | :---: |',
];
for (const route of ROUTES) {
  const seen = new Set<string>();
  collect(entry, seen);
  collect(coreLocale, seen);
  // The home page is in the entry and waits for no other catalogue; a page() waits for its own.
  const declared = route.path === '/' ? [] : pages.find((p) => p.path === route.path)?.declared;
  if (!declared) throw new Error(`no page('${route.path}', …, { namespaces }) in the routes files`);
  for (const ns of declared) {
    const key = keyEnding(`shared/locales/${lang}/${ns}.json`);
    if (!key) throw new Error(`no catalogue chunk for ${ns}`);
    collect(key, seen);
  }
  // A lazily loaded route chunk, or part of the entry's static imports.
  const page = keyEnding(route.module);
  // The home page is part of the entry (vite.config.ts groups it there), so it has no chunk.
  if (page) collect(page, seen);
  else if (route.path !== '/') throw new Error(`no chunk for ${route.module}`);
  let raw = 0;
  let gzip = 0;
  let files = 0;
  const rows: string[] = [];
  for (const key of seen) {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) continue;
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
    files++;
    rows.push(`| ${file} | ${kb(size.raw)} | ${kb(size.gzip)} |`);
  }
  if (process.argv.includes('--chunks'))
    console.log(
      [`\n${route.path}`, '| chunk | raw KB | gzip KB |', '| --- | ---: | ---: |', ...rows].join('\n'),
    );
  summary.push(
    `| ${route.path} | ${files} | ${kb(raw)} | ${kb(gzip)} | ${gzip <= 150 * 1024 ? 'yes' : 'no'} |`,
  );
}
console.log(summary.join('\n'));
fs.rmSync(out, { recursive: true, force: true });
