/**
 * The reference of bench/reads.ts: a minimal Hono server that runs, for each route, exactly the SQL
 * statements the app runs for it (same text, same parameters, same order), through the same
 * driver, and answers their rows as JSON. The statements are recorded at start by calling the
 * app once in-process with the driver observed (lib/metrics/db-observer.ts). Statements the app
 * sends together (one sent before another it was sent with has answered, as with Promise.all)
 * are sent together here too, so the reference waits for no more round trips than the app.
 *   BENCH_ROUTES='[{"path":"/api/projects","cookie":"…"}]'  served as GET /r/0, /r/1, …
 */
import '../../src/server/env-file';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../../src/server/app';
import { createServices, openConfiguredDatabase } from '../../src/server/bootstrap';
import { loadConfig } from '../../src/server/config';
import { observeDatabase } from '../../src/server/lib/metrics';

interface Statement {
  text: string;
  params: unknown[];
  /** When it was sent and answered (performance.now()), to find the statements sent together. */
  sent: number;
  answered: number;
}

/**
 * The statements in steps: a statement sent before every statement of the current step answered
 * joins it (they were sent together, none waiting on another); otherwise it starts the next step.
 */
function stepsOf(statements: Statement[]): Statement[][] {
  const steps: Statement[][] = [];
  let current: Statement[] = [];
  let firstAnswer = Number.POSITIVE_INFINITY;
  for (const statement of [...statements].sort((a, b) => a.sent - b.sent)) {
    if (current.length && statement.sent >= firstAnswer) {
      steps.push(current);
      current = [];
      firstAnswer = Number.POSITIVE_INFINITY;
    }
    current.push(statement);
    firstAnswer = Math.min(firstAnswer, statement.answered);
  }
  if (current.length) steps.push(current);
  return steps;
}

const routes = JSON.parse(process.env.BENCH_ROUTES ?? '[]') as { path: string; cookie?: string }[];
const config = loadConfig();
const database = await openConfiguredDatabase(config);
const services = await createServices(config, { database, migrate: false });
// With the built web app, a page's route runs the SQL of its HTML and first answers (bench/reads.ts).
const app = createApp(services, { webDist: path.resolve(config.WEB_DIST) });

const recorded: Statement[][][] = [];
for (const route of routes) {
  const headers: Record<string, string> = route.cookie ? { cookie: route.cookie } : {};
  await app.request(route.path, { headers });
  const seen: Statement[] = [];
  const stop = observeDatabase(database, (e) => {
    if (e.kind !== 'query' || !e.sql) return;
    const answered = performance.now();
    seen.push({ text: e.sql, params: e.params ?? [], sent: answered - e.ms, answered });
  });
  const res = await app.request(route.path, { headers });
  stop();
  if (!res.ok) throw new Error(`${route.path}: ${res.status}`);
  recorded.push(stepsOf(seen));
}
console.error(
  `replay: ${recorded
    .map((steps, i) => `${routes[i]!.path} ${steps.flat().length} statements in ${steps.length} steps`)
    .join('; ')}`,
);

async function run(route: number, index: number, statement: Statement): Promise<unknown[]> {
  if (database.pgPool) {
    const result = await database.pgPool.query({
      name: `replay_${route}_${index}`,
      text: statement.text,
      values: statement.params,
    });
    return result.rows;
  }
  const result = await database.pglite!.query(statement.text, statement.params);
  return result.rows;
}

const ref = new Hono();
ref.get('/ready', (c) => c.text('ok'));
ref.get('/r/:i', async (c) => {
  const i = Number(c.req.param('i'));
  const steps = recorded[i];
  if (!steps) return c.text('no such route', 404);
  const rows: unknown[][] = [];
  let j = 0;
  for (const step of steps) {
    const first = j;
    j += step.length;
    rows.push(...(await Promise.all(step.map((statement, k) => run(i, first + k, statement)))));
  }
  return c.json(rows);
});
const server = serve({ fetch: ref.fetch, port: config.PORT, hostname: '127.0.0.1' });
process.on('SIGTERM', () => {
  // End kept-alive connections first, so no request reaches a closed pool.
  server.close();
  (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  void database.close().then(() => process.exit(0));
});
