import { LIVE_HEARTBEAT_MS, type LiveEvent } from '@shared/live';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { logger } from '../logger';
import { LIVE_CHANNEL, type LiveEnvelope } from './publish';

/** One open live channel (an SSE response) of one user in this process. */
export interface LiveConnection {
  userId: string;
  send(event: LiveEvent): void;
  /** Ends the channel (the hub is closing). */
  close(): void;
}

export interface LiveHub {
  /** Heartbeat interval of the SSE channels; tests shorten it. */
  heartbeatMs: number;
  /** LISTENs on the dedicated connection (once; later calls wait for the same start). */
  ready(): Promise<void>;
  /** Registers a channel; returns the function that removes it. */
  subscribe(conn: LiveConnection): () => void;
  /** Hands a NOTIFY payload to the channels of its users in this process. */
  dispatch(payload: string): void;
  /** Number of open channels in this process (all users, or one). */
  connectionCount(userId?: string): number;
  /** Stops listening and ends every channel of this process. */
  close(): Promise<void>;
}

const RECONNECT_MAX_MS = 30_000;

/**
 * The process side of live updates: one LISTEN connection (PGlite in-process, or a client taken
 * from the PostgreSQL pool and kept) and the SSE channels of this process, by user. Events are
 * published with `publish()` (pg_notify) by whichever instance caused them, so every instance
 * sharing the database hears every event and forwards the ones for its own channels.
 * Listening starts with the first channel, so scripts (seed, migrate) never hold a connection.
 */
export function createLiveHub(database: Database, options: { heartbeatMs?: number } = {}): LiveHub {
  const byUser = new Map<string, Set<LiveConnection>>();
  let starting: Promise<void> | null = null;
  let closed = false;
  let stopListening: (() => Promise<void>) | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = 500;

  function dispatch(payload: string) {
    let envelope: LiveEnvelope;
    try {
      envelope = JSON.parse(payload) as LiveEnvelope;
    } catch {
      logger.warn('live: malformed payload ignored');
      return;
    }
    if (!Array.isArray(envelope.u) || !envelope.e) return;
    for (const userId of envelope.u) {
      for (const conn of byUser.get(userId) ?? []) {
        try {
          conn.send(envelope.e);
        } catch (err) {
          logger.warn({ err }, 'live: send failed');
        }
      }
    }
  }

  async function listenPglite() {
    const pglite = database.pglite!;
    const unlisten = await pglite.listen(LIVE_CHANNEL, dispatch);
    stopListening = () => unlisten();
  }

  async function listenPostgres() {
    const pool = database.pgPool!;
    const client: pg.PoolClient = await pool.connect();
    let released = false;
    const release = (err?: Error) => {
      if (released) return;
      released = true;
      client.removeAllListeners('notification');
      client.release(err ?? true);
    };
    client.on('notification', (msg) => {
      if (msg.channel === LIVE_CHANNEL && msg.payload) dispatch(msg.payload);
    });
    client.on('error', (err) => {
      logger.warn({ err: err.message }, 'live: listen connection lost');
      release(err);
      stopListening = null;
      scheduleReconnect();
    });
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    retryMs = 500;
    stopListening = async () => {
      try {
        await client.query(`UNLISTEN ${LIVE_CHANNEL}`);
      } catch {
        // the connection is going away anyway
      }
      release();
    };
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      listenPostgres().catch((err) => {
        logger.warn({ err: (err as Error).message }, 'live: listen failed, retrying');
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  }

  const hub: LiveHub = {
    heartbeatMs: options.heartbeatMs ?? LIVE_HEARTBEAT_MS,
    ready() {
      if (closed) return Promise.reject(new Error('live hub closed'));
      starting ??= (database.kind === 'pglite' ? listenPglite() : listenPostgres()).catch((err) => {
        starting = null;
        throw err;
      });
      return starting;
    },
    subscribe(conn) {
      let set = byUser.get(conn.userId);
      if (!set) {
        set = new Set();
        byUser.set(conn.userId, set);
      }
      set.add(conn);
      return () => {
        const current = byUser.get(conn.userId);
        current?.delete(conn);
        if (current && current.size === 0) byUser.delete(conn.userId);
      };
    },
    dispatch,
    connectionCount(userId) {
      if (userId) return byUser.get(userId)?.size ?? 0;
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
    async close() {
      if (closed) return;
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      for (const set of byUser.values()) for (const conn of set) conn.close();
      byUser.clear();
      await starting?.catch(() => undefined);
      await stopListening?.().catch(() => undefined);
      stopListening = null;
    },
  };
  return hub;
}
