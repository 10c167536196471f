import { z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { errors } from '../../lib/errors';
import { createRouter, currentUser, ErrorSchema, errorResponses, jsonResponse } from '../../lib/http';
import { publish } from '../../lib/live';
import { touchPresence } from '../../lib/live/presence';
import { signedInRoute } from '../../lib/routes';

/** The browser reconnects after this long when the channel drops (EventSource `retry`). */
const RETRY_MS = 3000;
/**
 * The instance is stopping (decision 094): the browser reconnects this soon, through the load
 * balancer to another instance (the web's channel also acts on the `reconnect` event itself).
 */
const RECONNECT_RETRY_MS = 500;
/** Open channels one user may hold on one instance (tabs); more is refused with 429. */
export const MAX_CHANNELS_PER_USER = 20;

/**
 * GET /api/events: the signed-in browser's live channel (server-sent events). Each event is a
 * JSON `LiveEvent` (type and ids); a comment line every heartbeat keeps proxies from closing it
 * and refreshes presence. The channel ends when the client goes away, when the session is
 * signed out or expires (checked at each heartbeat), or when the server shuts down (an event
 * `reconnect` first). An event `ready` comes when the channel starts, and again when events may have
 * been missed (the server's LISTEN connection came back): the browser refetches then.
 */
export function liveRoutes() {
  const app = createRouter();
  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/events',
      tags: ['Live'],
      summary: 'Live updates for the signed-in user (text/event-stream)',
      request: {
        // Where to resume: the last event id seen (a browser's own reconnection sends the
        // Last-Event-ID header; a new EventSource of the web app passes it here).
        query: z.strictObject({ lastEventId: z.string().max(64).optional() }),
      },
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
      const lastEventId = c.req.header('last-event-id')?.slice(0, 64) || c.req.valid('query').lastEventId;
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        let finish: () => void = () => {};
        const done = new Promise<void>((resolve) => {
          finish = resolve;
        });
        const write = (text: string) => {
          if (!stream.aborted && !stream.closed) void stream.write(text).catch(() => finish());
        };
        stream.onAbort(() => finish());
        c.req.raw.signal.addEventListener('abort', () => finish());
        let unsubscribe = () => {};
        try {
          // Resuming: the events missed since `lastEventId`, taken in the same turn as the
          // subscription below, so none is lost or sent twice in between (decision 109).
          const missed = lastEventId ? live.since(me.id, lastEventId) : null;
          const event = (data: string, id?: string) => write(`${id ? `id: ${id}\n` : ''}data: ${data}\n\n`);
          // Heartbeats, session checks and presence refreshes are the hub's, for all channels at once.
          unsubscribe = live.subscribe({
            userId: me.id,
            sessionId,
            send: event,
            ping: () => write(': ping\n\n'),
            signedOut: () => {
              write('event: signed-out\ndata: {}\n\n');
              finish();
            },
            reconnect: () => {
              write(`event: reconnect\ndata: {}\nretry: ${RECONNECT_RETRY_MS}\n\n`);
              finish();
            },
            resync: () => write('event: ready\ndata: {}\n\n'),
          });
          for (const m of missed ?? []) event(m.data, m.id);
          await live.ready();
          // `ready` means the channel is complete: listening, and the user's presence recorded.
          const cameOnline = await touchPresence(db, [me.id]);
          const partners = cameOnline.get(me.id);
          if (partners && partners.length > 0)
            await publish(db, partners, { type: 'presence', userId: me.id });
          await stream.writeSSE({ event: 'ready', data: '{}', retry: RETRY_MS });
          await done;
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
