import { isLanguage, type Language } from '@shared/constants';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications, profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { publish } from '../../lib/live';

export const NOTIFICATION_TYPES = ['job_accepted', 'review', 'project', 'message', 'deadline'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationInput {
  userId: string;
  type: NotificationType;
  /** A catalogue key under notifications:event; the catalogue holds `<key>.title` and `<key>.description`. */
  key: string;
  vars?: Record<string, string | number>;
  /** Makes the notification exist at most once (e.g. one deadline reminder per project). */
  dedupeKey?: string;
}

async function recipientLanguage(db: DbOrTx, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return isLanguage(row?.language) ? row.language : 'en';
}

/**
 * Stores the title and description in the recipient's profile language (for e-mails and any
 * reader without the catalogues) and the key with its values, so the web can show the text in
 * the language the reader is using now. Returns null when the dedupe key already exists.
 */
export async function createNotification(
  db: DbOrTx,
  input: NotificationInput,
): Promise<{ id: string } | null> {
  const lang = await recipientLanguage(db, input.userId);
  const vars = input.vars ?? {};
  const rows = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      title: translate(lang, `${input.key}.title`, vars),
      description: translate(lang, `${input.key}.description`, vars),
      data: { key: input.key, vars },
      dedupeKey: input.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  const row = rows[0] ?? null;
  // Inside the caller's transaction the live event leaves on commit, with the row.
  if (row) await publish(db, [input.userId], { type: 'notifications' });
  return row;
}

export async function listNotifications(db: DbOrTx, userId: string, limit = 100) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return Number(row?.count ?? 0);
}

/** Only the recipient may mark a notification; anyone else sees it as missing. */
export async function markRead(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOTIFICATION_NOT_FOUND', 404, 'notifications:error.notFound');
  await publish(db, [userId], { type: 'notifications' });
  return row;
}

export async function markAllRead(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  if (rows.length > 0) await publish(db, [userId], { type: 'notifications' });
  return rows.length;
}
