import { z } from '@hono/zod-openapi';
import {
  markAllNotificationsReadResult,
  markNotificationReadResult,
  notificationView,
  unreadNotificationCount,
} from '@shared/schemas/notifications';
import { createRouter, currentUser, errorResponses, jsonResponse, named } from '../../lib/http';
import { signedInRoute } from '../../lib/routes';
import { countUnread, listNotifications, markAllRead, markRead } from './service';

const NotificationSchema = named(notificationView, 'Notification');

export function notificationRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/notifications',
      tags: ['Notifications'],
      summary: "The signed-in user's notifications, newest first",
      responses: {
        200: jsonResponse(z.array(NotificationSchema), 'Notifications'),
        401: errorResponses[401],
      },
    }),
    async (c) => c.json(await listNotifications(c.get('services').db, currentUser(c).id), 200),
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/notifications/unread-count',
      tags: ['Notifications'],
      summary: 'How many notifications are unread',
      responses: {
        200: jsonResponse(named(unreadNotificationCount, 'UnreadNotificationCount'), 'Count'),
        401: errorResponses[401],
      },
    }),
    async (c) => c.json({ count: await countUnread(c.get('services').db, currentUser(c).id) }, 200),
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/notifications/read-all',
      tags: ['Notifications'],
      summary: 'Mark every notification read',
      responses: {
        200: jsonResponse(named(markAllNotificationsReadResult, 'NotificationsReadResult'), 'Done'),
        401: errorResponses[401],
      },
    }),
    async (c) => c.json({ updated: await markAllRead(c.get('services').db, currentUser(c).id) }, 200),
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/notifications/{id}/read',
      tags: ['Notifications'],
      summary: 'Mark one of my notifications read',
      request: { params: z.object({ id: z.string() }) },
      responses: {
        200: jsonResponse(named(markNotificationReadResult, 'NotificationReadResult'), 'Done'),
        ...errorResponses,
      },
    }),
    async (c) => {
      await markRead(c.get('services').db, currentUser(c).id, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  );

  return app;
}
