/**
 * The local text analyser (src/server/modules/ai-tools/text/local.ts) on hostile input: 20,000
 * characters built to make a quadratic pattern take seconds (they did, before its patterns were
 * made linear), and twice that to show the time grows linearly. A speed goal, so it lives here
 * and not in a unit test: the unit suite must pass on a loaded machine.
 *   npx tsx bench/hostile-text.ts            # median of BENCH_ROUNDS (5) per input; exits 1 over
 *                                            # BENCH_LIMIT_MS (1,500) for 20,000 characters
 */
import { performance } from 'node:perf_hooks';
import { analyseLocally } from '../src/server/modules/ai-tools/text/local';
import { loadAverage, median } from './lib';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const LIMIT_MS = Number(process.env.BENCH_LIMIT_MS ?? 1500);

const inputs: [string, (n: number) => string][] = [
  ['letters', (n) => 'a'.repeat(n)],
  ['digits', (n) => '1'.repeat(n)],
  ['dotted', (n) => 'www.'.repeat(n / 4)],
  ['capitalised', (n) => 'Ab '.repeat(Math.round(n / 3))],
  ['at signs', (n) => 'a@'.repeat(n / 2)],
];

function timeOf(text: string): number {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    analyseLocally(text);
    times.push(performance.now() - started);
  }
  return median(times);
}

console.log(`load average ${loadAverage()}; median of ${ROUNDS} rounds`);
console.log('input        20,000 chars   40,000 chars   ratio');
let over = false;
for (const [name, make] of inputs) {
  const small = timeOf(make(20_000));
  const large = timeOf(make(40_000));
  if (small > LIMIT_MS) over = true;
  console.log(
    `${name.padEnd(12)} ${small.toFixed(1).padStart(9)} ms ${large.toFixed(1).padStart(11)} ms ${(large / small).toFixed(2).padStart(7)}`,
  );
}
if (over) {
  console.error(`over ${LIMIT_MS} ms for 20,000 characters`);
  process.exit(1);
}
