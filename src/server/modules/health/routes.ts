import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { createRouter, jsonResponse } from '../../lib/http';

const HealthSchema = z
  .object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
  .openapi('Health');

export function healthRoutes() {
  const app = createRouter();
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
      await database.db.execute(sql`select 1`);
      return c.json({ status: 'ok' as const, database: database.kind }, 200);
    },
  );
  return app;
}
