import { createRoute, z } from '@hono/zod-openapi';
import { type HealthStatus, healthStatus } from '@shared/schemas/site';
import { sql } from 'drizzle-orm';
import { createRouter, jsonResponse, named } from '../../lib/http';
import type { Lifecycle } from '../../lib/lifecycle';

const HealthSchema = named(healthStatus, 'Health');
const LivenessSchema = named(z.object({ status: z.literal('ok') }), 'Liveness');
const ReadinessSchema = named(
  z.object({
    status: z.enum(['ready', 'draining', 'unavailable']),
    database: z.enum(['pglite', 'postgres']),
  }),
  'Readiness',
);
/** How long a successful database check stands for later ones. */
const HEALTH_REUSE_MS = 1000;
/** A database check that takes longer than this counts as failed (readiness). */
const READY_CHECK_TIMEOUT_MS = 2000;

/**
 * GET /api/health (the database answers), GET /api/health/live (the process answers: restart it
 * when this fails) and GET /api/health/ready (send it traffic: false while it stops or while the
 * database is unreachable), decision 094.
 */
export function healthRoutes(opts: { lifecycle?: Lifecycle } = {}) {
  const app = createRouter();
  // A successful database check answers the checks of the next second too, and checks that arrive
  // while one runs share it: a burst of probes (or a load balancer's) costs one query a second.
  // A failed check is never reused.
  // On PostgreSQL the check runs on a connection of its own (`ping`), not behind the requests
  // waiting for the pool: a loaded instance is still ready.
  const checks = new WeakMap<object, { at: number; running: Promise<unknown> }>();
  const check = (database: {
    db: { execute(q: ReturnType<typeof sql>): Promise<unknown> };
    ping?: () => Promise<void>;
  }) => {
    const now = performance.now();
    const last = checks.get(database);
    if (last && now - last.at < HEALTH_REUSE_MS) return last.running;
    // drizzle's query is a lazy thenable that runs again on every await: run it once here.
    const running = database.ping ? database.ping() : Promise.resolve(database.db.execute(sql`select 1`));
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

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/health/live',
      tags: ['System'],
      summary: 'Liveness: the process answers (no database check)',
      responses: { 200: jsonResponse(LivenessSchema, 'The process is running') },
    }),
    (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/health/ready',
      tags: ['System'],
      summary: 'Readiness: this instance takes requests (not stopping, database reachable)',
      responses: {
        200: jsonResponse(ReadinessSchema, 'Ready'),
        503: jsonResponse(ReadinessSchema, 'Stopping (draining) or the database is unreachable'),
      },
    }),
    async (c) => {
      const { database } = c.get('services');
      c.header('Cache-Control', 'no-store');
      if (opts.lifecycle?.draining)
        return c.json({ status: 'draining' as const, database: database.kind }, 503);
      let timer: NodeJS.Timeout | undefined;
      const reachable = await Promise.race([
        check(database).then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), READY_CHECK_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
      if (!reachable) return c.json({ status: 'unavailable' as const, database: database.kind }, 503);
      return c.json({ status: 'ready' as const, database: database.kind }, 200);
    },
  );
  return app;
}
