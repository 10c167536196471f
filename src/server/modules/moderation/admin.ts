import { ADMIN_PAGE_SIZE, type AdminListQuery } from '@shared/schemas/admin';
import type {
  HiddenContent,
  HiddenContentPage,
  HideableKind,
  ModerationHide,
} from '@shared/schemas/moderation';
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contentHides, user } from '../../db/schema';
import { hideContent, unhideContent } from '../../lib/content-hides';
import { AppError } from '../../lib/errors';
import { escapeLike } from '../../lib/like';
import { loadTarget, reportedContent } from './reports';

/* The console's moderation: hide and show content directly, and the list of what is hidden. */

export async function hideByAdmin(
  db: Db,
  input: { kind: HideableKind; id: string; adminId: string; reason: string },
): Promise<ModerationHide> {
  return db.transaction(async (tx) => {
    if (!(await loadTarget(tx, input.kind, input.id)))
      throw new AppError('CONTENT_NOT_FOUND', 404, 'moderation:error.targetNotFound');
    return hideContent(tx, input);
  });
}

export async function unhideByAdmin(
  db: Db,
  input: { kind: HideableKind; id: string; adminId: string; reason: string },
): Promise<void> {
  await db.transaction(async (tx) => unhideContent(tx, input));
}

/** What is hidden, the latest first; `q` matches the reason or the id. */
export async function listHidden(db: DbOrTx, query: AdminListQuery): Promise<HiddenContentPage> {
  const where = query.q
    ? or(ilike(contentHides.reason, `%${escapeLike(query.q)}%`), eq(contentHides.kind, query.q))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ hide: contentHides, byName: user.name })
      .from(contentHides)
      .leftJoin(user, eq(user.id, contentHides.hiddenBy))
      .where(where)
      .orderBy(desc(contentHides.hiddenAt))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(contentHides).where(where),
  ]);
  const items: HiddenContent[] = [];
  for (const { hide, byName } of rows) {
    items.push({
      kind: hide.kind as HideableKind,
      id: hide.entityId,
      reason: hide.reason,
      hiddenAt: hide.hiddenAt.toISOString(),
      hiddenByName: byName,
      content: await reportedContent(db, hide.kind as HideableKind, hide.entityId),
    });
  }
  return { items, total: Number(counted?.total ?? 0), page: query.page, pageSize: ADMIN_PAGE_SIZE };
}
