import { PRESENCE_ONLINE_MS } from '@shared/live';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversations, userPresence } from '../../db/schema';

/**
 * Records a sign of life of the user's live channel. Returns true when the user was offline
 * before (never seen, or not within the online window), so the caller can tell the partners.
 */
export async function touchPresence(db: DbOrTx, userId: string, now = new Date()): Promise<boolean> {
  const [before] = await db
    .select({ lastSeenAt: userPresence.lastSeenAt })
    .from(userPresence)
    .where(eq(userPresence.userId, userId));
  await db
    .insert(userPresence)
    .values({ userId, lastSeenAt: now })
    .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: now } });
  return !before || now.getTime() - before.lastSeenAt.getTime() > PRESENCE_ONLINE_MS;
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

/** Everyone who shares a conversation with the user (they see the user's online dot). */
export async function conversationPartners(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ a: conversations.userA, b: conversations.userB })
    .from(conversations)
    .where(or(eq(conversations.userA, userId), eq(conversations.userB, userId)));
  return rows.map((r) => (r.a === userId ? r.b : r.a));
}
