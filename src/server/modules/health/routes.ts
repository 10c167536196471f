import { createRoute } from '@hono/zod-openapi';
import { type HealthStatus, healthStatus } from '@shared/schemas/site';
import { sql } from 'drizzle-orm';
import { createRouter, jsonResponse, named } from '../../lib/http';

const HealthSchema = named(healthStatus, 'Health');

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
      const answer: HealthStatus = { status: 'ok', database: database.kind };
      return c.json(answer, 200);
    },
  );
  return app;
}
