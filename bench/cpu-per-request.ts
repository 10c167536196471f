/**
 * CPU time a running server spends per request (user + system, from /proc/<pid>/stat), which
 * depends far less on the machine's load than requests per second do: autocannon sends `amount`
 * requests at 10 connections after a warm-up of a third as many, and the server's CPU ticks over
 * that run are divided by the requests. Linux only.
 *   npx tsx bench/cpu-per-request.ts <server pid> <url> [amount=10000] [cookie]
 * Start the app (e.g. `node --import tsx src/server/index.ts` with LOG_LEVEL=warn) and its
 * reference (bench/ref/hello.ts) yourself, then alternate runs against each.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';

const [pid, url, amountArg, cookie] = process.argv.slice(2);
if (!pid || !url) throw new Error('usage: bench/cpu-per-request.ts <pid> <url> [amount] [cookie]');
const amount = Number(amountArg ?? 10_000);
const TICK_US = 1_000_000 / 100; // USER_HZ is 100 on Linux
const ticks = () => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime, stime
};
const headers: Record<string, string> = cookie ? { cookie } : {};
await autocannon({ url, connections: 10, amount: Math.ceil(amount / 3), headers });
const before = ticks();
const result = await autocannon({ url, connections: 10, amount, headers });
const usPerRequest = ((ticks() - before) * TICK_US) / amount;
console.log(
  `${url}: ${usPerRequest.toFixed(0)} µs CPU per request (${result.requests.average.toFixed(0)} req/s, ${result.non2xx} non-2xx, ${result.errors} errors)`,
);
