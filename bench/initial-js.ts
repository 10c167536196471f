/**
 * The JavaScript a first visit to '/' downloads before the page shows: the entry chunk, its static
 * imports, the English core translation catalogue chunk and the lazily loaded home route chunk
 * (with their static imports), gzip-compressed.
 *
 *   npx tsx bench/initial-js.ts
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

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

const seen = new Set<string>();
function collect(key: string) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) collect(dep);
}
const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entry) throw new Error('no entry in the manifest');
collect(entry);
// The home page: a lazily loaded route chunk, or part of the entry's static imports.
const homeKey = Object.keys(manifest).find((k) => k.endsWith('features/discovery/routes/home.tsx'));
if (homeKey) collect(homeKey);
// The app renders once the current language's core translation catalogues have loaded
// (src/web/lib/i18n.ts): for a first visit that is the English chunk, so it counts too.
const localeKey = Object.keys(manifest).find((k) => k.endsWith('lib/locales/en-core.ts'));
if (!localeKey) throw new Error('no English core catalogue chunk in the manifest');
collect(localeKey);

let raw = 0;
let gzip = 0;
const rows: string[] = [];
for (const key of seen) {
  const file = manifest[key]!.file;
  if (!file.endsWith('.js')) continue;
  const data = fs.readFileSync(path.join(out, file));
  const gz = zlib.gzipSync(data, { level: 9 }).length;
  raw += data.length;
  gzip += gz;
  rows.push(`| ${file} | ${(data.length / 1024).toFixed(1)} | ${(gz / 1024).toFixed(1)} |`);
}
console.log(['| chunk | raw KB | gzip KB |', '| --- | ---: | ---: |', ...rows].join('\n'));
console.log(
  `| **total initial JS for /** | **${(raw / 1024).toFixed(1)}** | **${(gzip / 1024).toFixed(1)}** |`,
);
fs.rmSync(out, { recursive: true, force: true });
