import { unreadMessageCount } from '@shared/schemas/chat';
import { and, count, eq } from 'drizzle-orm';
import { messages } from '../../db/schema';
import { createRouter, currentUser, errorResponses, jsonResponse, named } from '../../lib/http';
import { signedInRoute } from '../../lib/routes';
import { receivedBy } from './policy';

const CountSchema = named(unreadMessageCount, 'UnreadCount');

/** Unread message count for the top bar's chat badge (the notification count lives in routes.ts). */
export function unreadCountRoutes() {
  const app = createRouter();
  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/messages/unread-count',
      tags: ['Chat'],
      summary: 'Number of unread messages addressed to the signed-in user',
      responses: { 200: jsonResponse(CountSchema, 'Unread count'), 401: errorResponses[401] },
    }),
    async (c) => {
      const me = currentUser(c);
      const [row] = await c
        .get('services')
        .db.select({ count: count() })
        .from(messages)
        .where(and(receivedBy(me.id), eq(messages.read, false)));
      return c.json({ count: row?.count ?? 0 }, 200);
    },
  );
  return app;
}
