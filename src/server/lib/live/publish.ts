import crypto from 'node:crypto';
import type { LiveEvent } from '@shared/live';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The one NOTIFY channel every instance LISTENs on. */
export const LIVE_CHANNEL = 'live';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay well below. */
export const MAX_PAYLOAD_BYTES = 7900;

/** What travels through NOTIFY: the event's id, the recipients and the event. */
export interface LiveEnvelope {
  /**
   * The event's id, the SSE `id:` a browser resumes from (Last-Event-ID) on any instance: every
   * instance hears every NOTIFY in the same (commit) order and keeps the recent ones (hub.ts).
   */
  i?: string;
  u: string[];
  e: LiveEvent;
}

/** Splits the recipients so that every payload fits under the NOTIFY limit. */
export function envelopes(userIds: readonly string[], event: LiveEvent): string[] {
  const unique = [...new Set(userIds)];
  const out: string[] = [];
  let batch: string[] = [];
  const encode = (u: string[]) =>
    JSON.stringify({ i: crypto.randomUUID(), u, e: event } satisfies LiveEnvelope);
  for (const id of unique) {
    const next = [...batch, id];
    if (batch.length > 0 && Buffer.byteLength(encode(next)) > MAX_PAYLOAD_BYTES) {
      out.push(encode(batch));
      batch = [id];
    } else {
      batch = next;
    }
  }
  if (batch.length > 0) out.push(encode(batch));
  for (const payload of out) {
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error('live event too large');
  }
  return out;
}

/**
 * Sends an event to the live channels of these users, on every instance. Given a transaction,
 * the NOTIFY is part of it: PostgreSQL (and PGlite) deliver it on commit, never on rollback.
 */
export async function publish(db: DbOrTx, userIds: readonly string[], event: LiveEvent): Promise<void> {
  for (const payload of envelopes(userIds, event)) {
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
  }
}
