import { createRoute } from '@hono/zod-openapi';
import { type HealthStatus, healthStatus } from '@shared/schemas/site';
import { sql } from 'drizzle-orm';
import { createRouter, jsonResponse, named } from '../../lib/http';

const HealthSchema = named(healthStatus, 'Health');
/** How long a successful database check stands for later ones. */
const HEALTH_REUSE_MS = 1000;

export function healthRoutes() {
  const app = createRouter();
  // A successful database check answers the checks of the next second too, and checks that arrive
  // while one runs share it: a burst of probes (or a load balancer's) costs one query a second.
  // A failed check is never reused.
  const checks = new WeakMap<object, { at: number; running: Promise<unknown> }>();
  const check = (database: { db: { execute(q: ReturnType<typeof sql>): Promise<unknown> } }) => {
    const now = performance.now();
    const last = checks.get(database);
    if (last && now - last.at < HEALTH_REUSE_MS) return last.running;
    // drizzle's query is a lazy thenable that runs again on every await: run it once here.
    const running = Promise.resolve(database.db.execute(sql`select 1`));
    const entry = { at: now, running };
    checks.set(database, entry);
    running.catch(() => {
      if (checks.get(database) === entry) checks.delete(database);
    });
    return running;
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/health',
      tags: ['System'],
      summary: 'Liveness and database check',
      responses: { 200: jsonResponse(HealthSchema, 'Healthy') },
    }),
    async (c) => {
      const { database } = c.get('services');
      await check(database);
      const answer: HealthStatus = { status: 'ok', database: database.kind };
      return c.json(answer, 200);
    },
  );
  return app;
}
