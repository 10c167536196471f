import type { BlockedUser, BlockState } from '@shared/schemas/moderation';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, user, userBlocks } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { personColumns, presentPerson } from '../profiles/presenter';

/*
 * Blocks (decision 060): a row per blocker and blocked person. Either direction refuses messages,
 * applications and orders between the two (`assertNotBlocked`, asked by chat, projects and
 * contracts on the server).
 */

export const blockedError = () => new AppError('BLOCKED', 403, 'moderation:error.blocked');

/** SQL boolean: either of the two (SQL values) blocked the other, for use inside a bigger query. */
export function blockedBetween(a: SQL, b: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${a} and ${userBlocks.blockedId} = ${b}) or (${userBlocks.blockerId} = ${b} and ${userBlocks.blockedId} = ${a}))`;
}

/** Whether either of the two blocked the other. */
export async function isBlockedPair(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return !!row;
}

/** 403 BLOCKED when either of the two blocked the other. */
export async function assertNotBlocked(db: DbOrTx, a: string, b: string): Promise<void> {
  if (await isBlockedPair(db, a, b)) throw blockedError();
}

export async function blockState(db: DbOrTx, me: string, other: string): Promise<BlockState> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, me), eq(userBlocks.blockedId, other)),
        and(eq(userBlocks.blockerId, other), eq(userBlocks.blockedId, me)),
      ),
    );
  return {
    blockedByMe: rows.some((r) => r.blockerId === me),
    blockedMe: rows.some((r) => r.blockerId === other),
  };
}

async function requireUser(db: DbOrTx, id: string) {
  const [exists] = await db.select({ id: user.id }).from(user).where(eq(user.id, id));
  if (!exists) throw new AppError('USER_NOT_FOUND', 404, 'moderation:error.userNotFound');
}

/** Between me and another user (404 for an unknown one). */
export async function blockStateWith(db: DbOrTx, me: string, other: string): Promise<BlockState> {
  await requireUser(db, other);
  return blockState(db, me, other);
}

/** Blocks `other` (idempotent). Oneself is 400; an unknown user 404. */
export async function blockUser(db: DbOrTx, me: string, other: string): Promise<BlockState> {
  if (me === other) throw new AppError('BLOCK_SELF', 400, 'moderation:error.blockSelf');
  await requireUser(db, other);
  await db.insert(userBlocks).values({ blockerId: me, blockedId: other }).onConflictDoNothing();
  return blockState(db, me, other);
}

/** Removes my block of `other` (idempotent). */
export async function unblockUser(db: DbOrTx, me: string, other: string): Promise<BlockState> {
  await requireUser(db, other);
  await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, me), eq(userBlocks.blockedId, other)));
  return blockState(db, me, other);
}

/** The people I blocked, the latest first. */
export async function listBlocked(db: DbOrTx, me: string): Promise<BlockedUser[]> {
  const rows = await db
    .select({
      userId: userBlocks.blockedId,
      userName: user.name,
      person: personColumns,
      blockedAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .innerJoin(user, eq(user.id, userBlocks.blockedId))
    .leftJoin(profiles, eq(profiles.userId, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, me))
    .orderBy(desc(userBlocks.createdAt));
  return rows.map((r) => ({
    ...presentPerson(r.person, { userId: r.userId, name: r.userName }),
    blockedAt: r.blockedAt.toISOString(),
  }));
}
