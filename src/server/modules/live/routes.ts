import { z } from '@hono/zod-openapi';
import type { LiveEvent } from '@shared/live';
import { and, eq, gt } from 'drizzle-orm';
import { streamSSE } from 'hono/streaming';
import { session } from '../../db/schema';
import { errors } from '../../lib/errors';
import { createRouter, currentUser, ErrorSchema, errorResponses, jsonResponse } from '../../lib/http';
import { publish } from '../../lib/live';
import { conversationPartners, touchPresence } from '../../lib/live/presence';
import { signedInRoute } from '../../lib/routes';

/** The browser reconnects after this long when the channel drops (EventSource `retry`). */
const RETRY_MS = 3000;
/** Open channels one user may hold on one instance (tabs); more is refused with 429. */
export const MAX_CHANNELS_PER_USER = 20;

/**
 * GET /api/events: the signed-in browser's live channel (server-sent events). Each event is a
 * JSON `LiveEvent` (type and ids); a comment line every heartbeat keeps proxies from closing it
 * and refreshes presence. The channel ends when the client goes away, when the session is
 * signed out or expires (checked at each heartbeat), or when the server shuts down.
 */
export function liveRoutes() {
  const app = createRouter();
  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/events',
      tags: ['Live'],
      summary: 'Live updates for the signed-in user (text/event-stream)',
      responses: {
        200: {
          description: 'A stream of `data: {"type": ...}` events and heartbeat comments',
          content: { 'text/event-stream': { schema: z.string() } },
        },
        401: errorResponses[401],
        429: jsonResponse(ErrorSchema, 'Too many open channels'),
      },
    }),
    (c) => {
      const me = currentUser(c);
      if (c.get('services').live.connectionCount(me.id) >= MAX_CHANNELS_PER_USER) throw errors.tooMany();
      const sessionId = c.get('sessionId');
      const services = c.get('services');
      const { db, live } = services;
      const log = c.get('log');
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        let finish: () => void = () => {};
        const done = new Promise<void>((resolve) => {
          finish = resolve;
        });
        const unsubscribe = live.subscribe({
          userId: me.id,
          send: (event: LiveEvent) => void stream.writeSSE({ data: JSON.stringify(event) }),
          close: () => finish(),
        });
        stream.onAbort(() => finish());
        c.req.raw.signal.addEventListener('abort', () => finish());
        const sessionAlive = async () => {
          if (!sessionId) return false;
          const [row] = await db
            .select({ id: session.id })
            .from(session)
            .where(and(eq(session.id, sessionId), gt(session.expiresAt, new Date())));
          return Boolean(row);
        };
        const heartbeat = async () => {
          const cameOnline = await touchPresence(db, me.id);
          if (cameOnline) {
            const partners = await conversationPartners(db, me.id);
            if (partners.length > 0) await publish(db, partners, { type: 'presence', userId: me.id });
          }
        };
        try {
          await live.ready();
          await stream.writeSSE({ event: 'ready', data: '{}', retry: RETRY_MS });
          await heartbeat();
          let ended = false;
          void done.then(() => {
            ended = true;
          });
          while (!ended && !stream.aborted) {
            let timer: NodeJS.Timeout | undefined;
            await Promise.race([
              done,
              new Promise<void>((resolve) => {
                timer = setTimeout(resolve, live.heartbeatMs);
              }),
            ]);
            clearTimeout(timer);
            if (ended || stream.aborted) break;
            if (!(await sessionAlive())) {
              await stream.writeSSE({ event: 'signed-out', data: '{}' });
              break;
            }
            await stream.write(': ping\n\n');
            await heartbeat();
          }
        } catch (err) {
          log.warn({ err }, 'live channel failed');
        } finally {
          unsubscribe();
        }
      });
    },
  );
  return app;
}
