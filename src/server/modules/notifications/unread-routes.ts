import { createRoute, z } from '@hono/zod-openapi';
import { and, count, eq } from 'drizzle-orm';
import { messages, notifications } from '../../db/schema';
import { createRouter, currentUser, errorResponses, jsonResponse, requireAuth } from '../../lib/http';

const CountSchema = z.object({ count: z.number().int() }).openapi('UnreadCount');

/** Unread counts for the top bar's badges. */
export function unreadCountRoutes() {
  const app = createRouter();
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/notifications/unread-count',
      tags: ['Notifications'],
      summary: 'Number of unread notifications of the signed-in user',
      middleware: [requireAuth] as const,
      responses: { 200: jsonResponse(CountSchema, 'Unread count'), 401: errorResponses[401] },
    }),
    async (c) => {
      const me = currentUser(c);
      const [row] = await c
        .get('services')
        .db.select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, me.id), eq(notifications.read, false)));
      return c.json({ count: row?.count ?? 0 }, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/messages/unread-count',
      tags: ['Chat'],
      summary: 'Number of unread messages addressed to the signed-in user',
      middleware: [requireAuth] as const,
      responses: { 200: jsonResponse(CountSchema, 'Unread count'), 401: errorResponses[401] },
    }),
    async (c) => {
      const me = currentUser(c);
      const [row] = await c
        .get('services')
        .db.select({ count: count() })
        .from(messages)
        .where(and(eq(messages.receiverId, me.id), eq(messages.read, false)));
      return c.json({ count: row?.count ?? 0 }, 200);
    },
  );
  return app;
}
