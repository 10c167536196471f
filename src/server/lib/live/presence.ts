import { PRESENCE_ONLINE_MS } from '@shared/live';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversations, userPresence } from '../../db/schema';

/**
 * Records a sign of life of these users' live channels, in one statement for any number of users
 * (an instance's heartbeat covers all its channels at once). Returns the users who were offline
 * before (never seen, or not within the online window) with everyone who shares a conversation
 * with them, so the caller can tell those partners; a user who stayed online is not returned.
 */
export async function touchPresence(
  db: DbOrTx,
  userIds: readonly string[],
  now = new Date(),
): Promise<Map<string, string[]>> {
  // Sorted and unique: one row is never upserted twice by one statement, and two instances lock
  // shared rows in the same order.
  const ids = [...new Set(userIds)].sort();
  if (ids.length === 0) return new Map();
  const since = new Date(now.getTime() - PRESENCE_ONLINE_MS);
  const result = await db.execute<{ user_id: string; partners: string[] | null }>(sql`
    with ids as (select value as user_id from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)),
    before as (
      select p.user_id, p.last_seen_at from ${userPresence} p join ids on ids.user_id = p.user_id
    ),
    up as (
      insert into ${userPresence} (user_id, last_seen_at) select user_id, ${now.toISOString()}::timestamptz from ids
      on conflict (user_id) do update set last_seen_at = excluded.last_seen_at
    ),
    came as (
      select ids.user_id from ids left join before on before.user_id = ids.user_id
      where before.last_seen_at is null or before.last_seen_at < ${since.toISOString()}::timestamptz
    )
    select came.user_id, array(
      select case when c.user_a = came.user_id then c.user_b else c.user_a end
      from ${conversations} c where c.user_a = came.user_id or c.user_b = came.user_id
    ) as partners
    from came`);
  const rows = (result as unknown as { rows: { user_id: string; partners: string[] | null }[] }).rows;
  return new Map(rows.map((r) => [r.user_id, r.partners ?? []]));
}

/** The users among `userIds` seen within the online window. */
export async function onlineUsers(db: DbOrTx, userIds: readonly string[], now = new Date()) {
  if (userIds.length === 0) return new Set<string>();
  const since = new Date(now.getTime() - PRESENCE_ONLINE_MS);
  const rows = await db
    .select({ userId: userPresence.userId })
    .from(userPresence)
    .where(sql`${inArray(userPresence.userId, [...userIds])} and ${userPresence.lastSeenAt} >= ${since}`);
  return new Set(rows.map((r) => r.userId));
}
