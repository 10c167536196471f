import { LIVE_HEARTBEAT_MS } from '@shared/live';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { session } from '../../db/schema';
import { logger } from '../logger';
import { touchPresence } from './presence';
import { LIVE_CHANNEL, type LiveEnvelope, publish } from './publish';

/** One open live channel (an SSE response) of one user in this process. */
export interface LiveConnection {
  userId: string;
  /** The session the channel was opened with; the heartbeat ends the channel once it is gone. */
  sessionId: string | null;
  /** Writes one event: the JSON text of a `LiveEvent` (serialised once for all its readers) and its id. */
  send(data: string, id?: string): void;
  /** Writes a heartbeat comment. */
  ping(): void;
  /** The session was signed out, revoked or has expired: tell the browser and end the channel. */
  signedOut(): void;
  /**
   * Ends the channel asking the browser to reconnect at once (the process is stopping: behind a
   * load balancer the new channel reaches another instance).
   */
  reconnect(): void;
  /**
   * Tells the browser to refetch what events keep fresh: events may have been missed while the
   * LISTEN connection was lost (a database restart) and is now back.
   */
  resync(): void;
}

export interface LiveHub {
  /** Heartbeat interval of the SSE channels; tests shorten it (takes effect at once). */
  heartbeatMs: number;
  /** Runs one heartbeat of every channel now (what the interval does; tests call it). */
  beat(): Promise<void>;
  /** LISTENs on the dedicated connection (once; later calls wait for the same start). */
  ready(): Promise<void>;
  /** Registers a channel; returns the function that removes it. */
  subscribe(conn: LiveConnection): () => void;
  /** Hands a NOTIFY payload to the channels of its users in this process. */
  dispatch(payload: string): void;
  /**
   * The user's events after the one with id `lastEventId`, oldest first, from the recent events this
   * process heard; null when that id is not among them (too old, or heard before this process
   * listened): the browser must then refetch. Call it in the same turn as `subscribe`, so no event
   * falls between the two.
   */
  since(userId: string, lastEventId: string): { id: string; data: string }[] | null;
  /** Number of open channels in this process (all users, or one). */
  connectionCount(userId?: string): number;
  /** Stops listening and ends every channel of this process, asking each browser to reconnect. */
  close(): Promise<void>;
}

const RECONNECT_MAX_MS = 30_000;
/** Recent events kept for channels that resume (Last-Event-ID): at most this many, this old. */
const RECENT_MAX = 10_000;
const RECENT_MS = 2 * 60_000;

/**
 * The process side of live updates: one LISTEN connection (PGlite in-process, or a client taken
 * from the PostgreSQL pool and kept) and the SSE channels of this process, by user. Events are
 * published with `publish()` (pg_notify) by whichever instance caused them, so every instance
 * sharing the database hears every event and forwards the ones for its own channels.
 * Listening starts with the first channel, so scripts (seed, migrate) never hold a connection.
 *
 * One heartbeat serves every channel of the process: each `heartbeatMs` it checks the sessions of
 * all channels in one statement (a signed-out or expired one ends its channel), writes a comment to
 * the others and refreshes their users' presence in one more statement, telling the partners of
 * anyone who came back online. The database work of a heartbeat is therefore the same for ten
 * channels or ten thousand (decision 020).
 */
export function createLiveHub(database: Database, options: { heartbeatMs?: number } = {}): LiveHub {
  const byUser = new Map<string, Set<LiveConnection>>();
  let starting: Promise<void> | null = null;
  let closed = false;
  let stopListening: (() => Promise<void>) | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = 500;
  /** The LISTEN connection was lost: when it is back, the channels are told to resync. */
  let lost = false;
  let heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  let beatTimer: NodeJS.Timeout | null = null;
  let beating: Promise<void> | null = null;
  /** Every event heard, in the order heard (the commit order, the same on every instance). */
  const recent: { id: string; users: string[]; data: string; at: number }[] = [];
  let recentStart = 0;

  function scheduleBeat() {
    if (beatTimer) clearTimeout(beatTimer);
    beatTimer = null;
    if (closed || byUser.size === 0) return;
    beatTimer = setTimeout(() => {
      beatTimer = null;
      void beat().finally(scheduleBeat);
    }, heartbeatMs);
    beatTimer.unref();
  }

  function beat(): Promise<void> {
    beating ??= heartbeat()
      .catch((err) => logger.warn({ err }, 'live: heartbeat failed'))
      .finally(() => {
        beating = null;
      });
    return beating;
  }

  async function heartbeat() {
    const conns = [...byUser.values()].flatMap((set) => [...set]);
    if (conns.length === 0) return;
    const now = new Date();
    const sessionIds = [...new Set(conns.map((c) => c.sessionId).filter((id): id is string => !!id))];
    // A failed check is not a sign-out: the channels get their comment and are checked next time.
    let alive: Set<string> | null = new Set<string>();
    if (sessionIds.length > 0) {
      try {
        const result = await database.db.execute<{ id: string }>(sql`
          select ${session.id} as id from ${session}
          where ${session.id} in (select value from jsonb_array_elements_text(${JSON.stringify(sessionIds)}::jsonb))
            and ${session.expiresAt} > ${now.toISOString()}::timestamptz`);
        for (const row of (result as unknown as { rows: { id: string }[] }).rows) alive.add(row.id);
      } catch (err) {
        logger.warn({ err }, 'live: session check failed');
        alive = null;
      }
    }
    const users: string[] = [];
    for (const conn of conns) {
      try {
        if (alive === null) {
          conn.ping();
        } else if (conn.sessionId && alive.has(conn.sessionId)) {
          conn.ping();
          users.push(conn.userId);
        } else {
          conn.signedOut();
        }
      } catch (err) {
        logger.warn({ err }, 'live: heartbeat write failed');
      }
    }
    if (alive === null) return;
    const cameOnline = await touchPresence(database.db, users, now);
    for (const [userId, partners] of cameOnline) {
      if (partners.length > 0) await publish(database.db, partners, { type: 'presence', userId });
    }
  }

  function dispatch(payload: string) {
    let envelope: LiveEnvelope;
    try {
      envelope = JSON.parse(payload) as LiveEnvelope;
    } catch {
      logger.warn('live: malformed payload ignored');
      return;
    }
    if (!Array.isArray(envelope.u) || !envelope.e) return;
    let data: string | undefined;
    const id = envelope.i;
    if (id) {
      data = JSON.stringify(envelope.e);
      const at = Date.now();
      recent.push({ id, users: envelope.u, data, at });
      while (recent.length - recentStart > RECENT_MAX || (recent[recentStart]?.at ?? at) < at - RECENT_MS)
        recentStart++;
      if (recentStart > 1000) {
        recent.splice(0, recentStart);
        recentStart = 0;
      }
    }
    for (const userId of envelope.u) {
      const set = byUser.get(userId);
      if (!set) continue;
      data ??= JSON.stringify(envelope.e);
      for (const conn of set) {
        try {
          conn.send(data, id);
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
      lost = true;
      scheduleReconnect();
    });
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    retryMs = 500;
    if (lost) {
      // Events published while nobody listened here were missed: every channel refetches.
      lost = false;
      logger.info('live: listening again');
      for (const set of byUser.values())
        for (const conn of set) {
          try {
            conn.resync();
          } catch (err) {
            logger.warn({ err }, 'live: resync failed');
          }
        }
    }
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
    get heartbeatMs() {
      return heartbeatMs;
    },
    set heartbeatMs(ms: number) {
      heartbeatMs = ms;
      if (beatTimer) scheduleBeat();
    },
    beat,
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
      if (!beatTimer) scheduleBeat();
      return () => {
        const current = byUser.get(conn.userId);
        current?.delete(conn);
        if (current && current.size === 0) byUser.delete(conn.userId);
        if (byUser.size === 0 && beatTimer) {
          clearTimeout(beatTimer);
          beatTimer = null;
        }
      };
    },
    dispatch,
    since(userId, lastEventId) {
      let from = -1;
      for (let k = recent.length - 1; k >= recentStart; k--) {
        if (recent[k]!.id === lastEventId) {
          from = k;
          break;
        }
      }
      if (from < 0) return null;
      return recent
        .slice(from + 1)
        .filter((r) => r.users.includes(userId))
        .map((r) => ({ id: r.id, data: r.data }));
    },
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
      if (beatTimer) clearTimeout(beatTimer);
      beatTimer = null;
      for (const set of byUser.values())
        for (const conn of set) {
          try {
            conn.reconnect();
          } catch {
            // the channel is gone already
          }
        }
      byUser.clear();
      await starting?.catch(() => undefined);
      await stopListening?.().catch(() => undefined);
      stopListening = null;
    },
  };
  return hub;
}
