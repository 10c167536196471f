/**
 * The top self-time items of a V8 CPU profile (`node --cpu-prof`), and the same time by where the
 * code lives (a package of node_modules, the app's own folders, Node itself), for bench/README.md.
 *   npx tsx bench/cpu-top.ts <file.cpuprofile> [top N (25)] [skip ms]
 * `skip ms` leaves out the first milliseconds of the profile (the process's start: bench/writes.ts
 * writes how long each start took beside the profiles, in start-ms.json).
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg, skipArg] = process.argv.slice(2);
if (!file) throw new Error('usage: npx tsx bench/cpu-top.ts <file.cpuprofile> [top]');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const top = Number(topArg ?? 25);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
const skipUs = Number(skipArg ?? 0) * 1000;
let at = 0;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= skipUs) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

function placeOf(url: string): string {
  if (!url) return '(V8 / native)';
  if (url.startsWith('node:')) return 'node internals';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const app = /\/src\/(server|shared)\/(.*)$/.exec(url);
  if (app) return `src/${app[1]}/${app[2]!.split('/').slice(0, 2).join('/')}`;
  return url.replace(/^file:\/\//, '');
}

const items = new Map<string, number>();
const places = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  total += us;
  if (functionName === '(idle)') idle += us;
  const short = url ? `${placeOf(url)}:${lineNumber + 1}` : '';
  const key = `${functionName || '(anonymous)'} ${short}`.trim();
  items.set(key, (items.get(key) ?? 0) + us);
  const place = ['(idle)', '(program)', '(garbage collector)'].includes(functionName)
    ? functionName
    : placeOf(url);
  places.set(place, (places.get(place) ?? 0) + us);
}
const busy = total - idle;
const pct = (us: number) => `${((100 * us) / busy).toFixed(1)} %`;
console.log(`${file}: ${(busy / 1000).toFixed(0)} ms busy of ${(total / 1000).toFixed(0)} ms sampled\n`);
console.log('self time by item (share of busy time):');
for (const [key, us] of [...items]
  .filter(([k]) => !k.startsWith('(idle)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, top))
  console.log(`  ${pct(us).padStart(7)}  ${key}`);
console.log('\nself time by place:');
for (const [key, us] of [...places]
  .filter(([k]) => k !== '(idle)')
  .sort((a, b) => b[1] - a[1])
  .slice(0, top))
  console.log(`  ${pct(us).padStart(7)}  ${key}`);
