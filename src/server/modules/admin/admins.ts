import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, user } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';

/*
 * Granting and revoking administrators (decision 060), from the command line (actor null) or the
 * console (the acting administrator). Each change and its audit row are one transaction.
 */

export interface AdminChange {
  /** Who acts: an administrator's user id, or null for the command line. */
  actorId: string | null;
  userId: string;
}

/** Makes the user an administrator; false when they already were (nothing changes, nothing is audited). */
export async function grantAdmin(db: Db, change: AdminChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(admins)
      .values({ userId: change.userId, grantedBy: change.actorId })
      .onConflictDoNothing()
      .returning({ userId: admins.userId });
    if (inserted.length === 0) return false;
    await recordAudit(tx, {
      actorId: change.actorId,
      action: 'admin.granted',
      entityType: 'user',
      entityId: change.userId,
      before: { admin: false },
      after: { admin: true },
    });
    return true;
  });
}

/** Takes the role away; false when the user was not an administrator. */
export async function revokeAdmin(db: Db, change: AdminChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(admins)
      .where(eq(admins.userId, change.userId))
      .returning({ userId: admins.userId });
    if (removed.length === 0) return false;
    await recordAudit(tx, {
      actorId: change.actorId,
      action: 'admin.revoked',
      entityType: 'user',
      entityId: change.userId,
      before: { admin: true },
      after: { admin: false },
    });
    return true;
  });
}

/** The console's grant and revoke: an administrator never changes their own role. */
export async function setAdminFromConsole(
  db: Db,
  actorId: string,
  userId: string,
  admin: boolean,
): Promise<void> {
  if (actorId === userId) throw new AppError('ADMIN_SELF', 409, 'admin:users.error.self');
  const [target] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!target) throw new AppError('USER_NOT_FOUND', 404, 'admin:users.error.notFound');
  if (admin) await grantAdmin(db, { actorId, userId });
  else await revokeAdmin(db, { actorId, userId });
}

export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
  return row?.id ?? null;
}

export function listAdmins(db: Db) {
  return db
    .select({ email: user.email, name: user.name, grantedBy: admins.grantedBy, since: admins.createdAt })
    .from(admins)
    .innerJoin(user, eq(user.id, admins.userId))
    .orderBy(asc(admins.createdAt), asc(user.email));
}
