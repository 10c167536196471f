/**
 * The reference of bench/reads.ts: a minimal Hono server that runs, for each route, exactly the SQL
 * statements the app runs for it (same text, same parameters, same order), through the same
 * driver, and answers their rows as JSON. The statements are recorded at start by calling the
 * app once in-process with the driver observed (lib/metrics/db-observer.ts).
 *   BENCH_ROUTES='[{"path":"/api/projects","cookie":"…"}]'  served as GET /r/0, /r/1, …
 */
import '../../src/server/env-file';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../../src/server/app';
import { createServices, openConfiguredDatabase } from '../../src/server/bootstrap';
import { loadConfig } from '../../src/server/config';
import { observeDatabase } from '../../src/server/lib/metrics';

interface Statement {
  text: string;
  params: unknown[];
}

const routes = JSON.parse(process.env.BENCH_ROUTES ?? '[]') as { path: string; cookie?: string }[];
const config = loadConfig();
const database = await openConfiguredDatabase(config);
const services = await createServices(config, { database, migrate: false });
const app = createApp(services);

const recorded: Statement[][] = [];
for (const route of routes) {
  const headers: Record<string, string> = route.cookie ? { cookie: route.cookie } : {};
  await app.request(route.path, { headers });
  const seen: Statement[] = [];
  const stop = observeDatabase(database, (e) => {
    if (e.kind === 'query' && e.sql) seen.push({ text: e.sql, params: e.params ?? [] });
  });
  const res = await app.request(route.path, { headers });
  stop();
  if (!res.ok) throw new Error(`${route.path}: ${res.status}`);
  recorded.push(seen);
}
console.error(`replay: ${recorded.map((s, i) => `${routes[i]!.path} ${s.length} statements`).join('; ')}`);

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
  const statements = recorded[i];
  if (!statements) return c.text('no such route', 404);
  const rows: unknown[][] = [];
  for (let j = 0; j < statements.length; j++) rows.push(await run(i, j, statements[j]!));
  return c.json(rows);
});
const server = serve({ fetch: ref.fetch, port: config.PORT, hostname: '127.0.0.1' });
process.on('SIGTERM', () => {
  // End kept-alive connections first, so no request reaches a closed pool.
  server.close();
  (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  void database.close().then(() => process.exit(0));
});
