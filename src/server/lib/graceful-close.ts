import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

interface Connection {
  /** Requests this connection has carried. */
  served: number;
  /** The response being written, if any. */
  busy: ServerResponse | null;
}

/**
 * Stops an HTTP server without losing a request (decisions 094, 109). A connection is never
 * half-closed while a request may arrive on it: `socket.end()` on a connection that looks idle (as
 * `stoppable`, under `@godaddy/terminus`, does) lets a request that is already on its way be read
 * and carried out, while its answer can no longer be written. A proxy then retries it elsewhere,
 * and it runs twice (a chat message sent twice, measured by bench/rolling-restart.ts).
 *
 * At `close()`: the listening socket closes (new connections are refused); a connection carrying a
 * request finishes it and closes after its answer (`Connection: close`); one that carried requests
 * and waits for the next (keep-alive) is destroyed, which drops a request not yet read, never one
 * being carried out; a new connection that has not sent its request yet gets `firstRequestMs` to
 * send it (a proxy sends it right after connecting) and its answer, then is destroyed. Past
 * `graceMs` every connection left is destroyed.
 */
export function gracefulClose(server: Server) {
  const connections = new Map<Socket, Connection>();
  let closing = false;
  const finishIfIdle = (socket: Socket, state: Connection) => {
    if (state.busy) return;
    // Keep-alive between requests: nothing is being carried out, so nothing can be lost.
    if (state.served > 0) socket.destroy();
  };
  // Before the app's own listener, so that an answer begun during the close already says `close`.
  server.prependListener('connection', (socket: Socket) => {
    connections.set(socket, { served: 0, busy: null });
    socket.once('close', () => connections.delete(socket));
  });
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const state = connections.get(socket);
    if (!state) return;
    state.served++;
    state.busy = res;
    // Node answers with `Connection: close` and closes the connection after this answer.
    if (closing) res.shouldKeepAlive = false;
    res.once('close', () => {
      if (state.busy === res) state.busy = null;
      // An answer sent with `Connection: close` closes its connection by itself (after its last
      // byte); one that promised keep-alive (it began before the close) is closed here.
      if (closing && res.shouldKeepAlive) finishIfIdle(socket, state);
    });
  });

  return {
    /** Open connections (for logs and metrics). */
    get connections() {
      return connections.size;
    },
    /** Resolves once every connection has closed; `cut` counts those destroyed at `graceMs`. */
    close(opts: { graceMs: number; firstRequestMs: number }): Promise<{ cut: number }> {
      closing = true;
      return new Promise((resolve) => {
        let cut = 0;
        const timers: NodeJS.Timeout[] = [];
        const done = () => {
          for (const t of timers) clearTimeout(t);
          resolve({ cut });
        };
        // Only the listening socket: http.Server#close would also close connections it thinks idle.
        // Resolves once the last connection has closed.
        net.Server.prototype.close.call(server, done);
        for (const [socket, state] of connections) {
          // An answer already under way (a long response) closes after it ends.
          if (state.busy && !state.busy.headersSent) state.busy.shouldKeepAlive = false;
          finishIfIdle(socket, state);
        }
        timers.push(
          setTimeout(() => {
            for (const [socket, state] of connections)
              if (state.served === 0 && !state.busy) socket.destroy();
          }, opts.firstRequestMs),
          setTimeout(() => {
            cut = connections.size;
            for (const socket of connections.keys()) socket.destroy();
          }, opts.graceMs),
        );
        for (const t of timers) t.unref();
      });
    },
  };
}
