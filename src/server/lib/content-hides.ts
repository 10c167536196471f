import type { HideableKind, ModerationHide } from '@shared/schemas/moderation';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { contentHides } from '../db/schema';
import { recordAudit } from './audit';
import { AppError } from './errors';

/*
 * Moderation hides (decision 060): an administrator hides a service, project, review or message.
 * The row stays where it is; `content_hides` says it is hidden, and every list, search, page and
 * figure that shows such content to others filters it with `notHidden` (or asks `hiddenFlag` for
 * the policy). Its owner still sees it, marked with the reason.
 */

/** SQL: the entity whose id is `id` (a column or SQL) is not hidden by moderation. */
export function notHidden(kind: HideableKind, id: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${contentHides} where ${contentHides.kind} = ${kind} and ${contentHides.entityId} = ${id})`;
}

/** The same test for raw SQL with a table alias: `notHiddenRaw('service', 's.id')`. */
export function notHiddenRaw(kind: HideableKind, idExpr: string): SQL {
  return sql`not exists (select 1 from content_hides h where h.kind = ${kind} and h.entity_id = ${sql.raw(idExpr)})`;
}

/** SQL boolean: hidden by moderation. */
export function hiddenFlag(kind: HideableKind, id: AnyPgColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${contentHides} where ${contentHides.kind} = ${kind} and ${contentHides.entityId} = ${id})`;
}

/** The hides of these ids, by id (for the owner's "hidden by moderation" mark). */
export async function hidesOf(
  db: DbOrTx,
  kind: HideableKind,
  ids: string[],
): Promise<Map<string, ModerationHide>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(contentHides)
    .where(and(eq(contentHides.kind, kind), inArray(contentHides.entityId, ids)));
  return new Map(rows.map((r) => [r.entityId, { reason: r.reason, hiddenAt: r.hiddenAt.toISOString() }]));
}

export async function hideOf(db: DbOrTx, kind: HideableKind, id: string): Promise<ModerationHide | null> {
  return (await hidesOf(db, kind, [id])).get(id) ?? null;
}

/**
 * Hides the entity (it must exist: the caller checked) in the caller's transaction, audited with
 * before and after. Hiding what is already hidden is 409.
 */
export async function hideContent(
  tx: DbOrTx,
  input: { kind: HideableKind; id: string; adminId: string; reason: string },
): Promise<ModerationHide> {
  const [row] = await tx
    .insert(contentHides)
    .values({ kind: input.kind, entityId: input.id, reason: input.reason, hiddenBy: input.adminId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('ALREADY_HIDDEN', 409, 'moderation:error.alreadyHidden');
  await recordAudit(tx, {
    actorId: input.adminId,
    action: 'content.hidden',
    entityType: input.kind,
    entityId: input.id,
    before: { hidden: false },
    after: { hidden: true, reason: input.reason },
    reason: input.reason,
  });
  return { reason: row.reason, hiddenAt: row.hiddenAt.toISOString() };
}

/** Shows the entity again, audited; 409 when it was not hidden. */
export async function unhideContent(
  tx: DbOrTx,
  input: { kind: HideableKind; id: string; adminId: string; reason: string },
): Promise<void> {
  const [row] = await tx
    .delete(contentHides)
    .where(and(eq(contentHides.kind, input.kind), eq(contentHides.entityId, input.id)))
    .returning();
  if (!row) throw new AppError('NOT_HIDDEN', 409, 'moderation:error.notHidden');
  await recordAudit(tx, {
    actorId: input.adminId,
    action: 'content.unhidden',
    entityType: input.kind,
    entityId: input.id,
    before: { hidden: true, reason: row.reason, hiddenAt: row.hiddenAt.toISOString() },
    after: { hidden: false },
    reason: input.reason,
  });
}
