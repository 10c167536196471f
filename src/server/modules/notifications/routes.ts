import { z } from '@hono/zod-openapi';
import { AppError } from '../../lib/errors';
import { createRouter, currentUser, errorResponses, jsonResponse } from '../../lib/http';
import { signedInRoute } from '../../lib/routes';
import { countUnread, listNotifications, markAllRead, markRead } from './service';

const NotificationSchema = z
  .object({
    id: z.string(),
    type: z.enum(['job_accepted', 'review', 'project', 'message', 'deadline']),
    title: z.string(),
    description: z.string(),
    data: z.record(z.string(), z.unknown()),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('Notification');

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    async (c) => {
      const rows = await listNotifications(c.get('services').db, currentUser(c).id);
      return c.json(
        rows.map((r) => ({
          id: r.id,
          type: r.type as z.infer<typeof NotificationSchema>['type'],
          title: r.title,
          description: r.description,
          data: r.data,
          read: r.read,
          createdAt: r.createdAt.toISOString(),
        })),
        200,
      );
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/notifications/unread-count',
      tags: ['Notifications'],
      summary: 'How many notifications are unread',
      responses: {
        200: jsonResponse(z.object({ count: z.number().int() }), 'Count'),
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
        200: jsonResponse(z.object({ updated: z.number().int() }), 'Done'),
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
      responses: { 200: jsonResponse(z.object({ ok: z.literal(true) }), 'Done'), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!UUID_RE.test(id))
        throw new AppError('NOTIFICATION_NOT_FOUND', 404, 'notifications:error.notFound');
      await markRead(c.get('services').db, currentUser(c).id, id);
      return c.json({ ok: true as const }, 200);
    },
  );

  return app;
}
