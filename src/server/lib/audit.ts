import { ADMIN_PAGE_SIZE, type AdminListQuery, type AuditPage } from '@shared/schemas/admin';
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { auditLog, user } from '../db/schema';
import { escapeLike } from './like';

/* The audit log (decision 060): one append-only row per administrative action. */

export interface AuditEntry {
  /** The administrator; null for the command line. */
  actorId: string | null;
  /** 'payout.paid', 'dispute.decided', 'sanction.applied', 'content.hidden', 'admin.granted', ... */
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Writes the entry in the caller's transaction, so an action and its audit row are saved together
 * or not at all. `before` and `after` are the entity's relevant fields, not whole rows with secrets.
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}

/** A page of the audit log, newest first; `q` matches the action, the entity's kind or id, or the reason. */
export async function listAudit(db: DbOrTx, query: AdminListQuery): Promise<AuditPage> {
  const where = query.q
    ? or(
        ilike(auditLog.action, `%${escapeLike(query.q)}%`),
        ilike(auditLog.entityType, `%${escapeLike(query.q)}%`),
        eq(auditLog.entityId, query.q),
        ilike(auditLog.reason, `%${escapeLike(query.q)}%`),
      )
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: user.name })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.seq))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(({ entry, actorName }) => ({
      id: entry.id,
      actorId: entry.actorId,
      actorName,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
