import { isLanguage, type Language } from '@shared/constants';
import { formatMessageVars } from '@shared/format';
import type { NotificationType, NotificationView } from '@shared/schemas/notifications';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications, profiles } from '../../db/schema';
import { recordedNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { publish } from '../../lib/live';
import { isUuid } from '../../lib/uuid';
import { authorize, ownedBy } from './policy';

export { NOTIFICATION_TYPES, type NotificationType } from '@shared/schemas/notifications';

const notFound = () => new AppError('NOTIFICATION_NOT_FOUND', 404, 'notifications:error.notFound');

type NotificationRow = typeof notifications.$inferSelect;

/** A stored notification as its recipient sees it. */
export function presentNotification(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    description: row.description,
    // Written only by createNotification: `{ key, vars }`.
    data: row.data as NotificationView['data'],
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NotificationInput {
  userId: string;
  type: NotificationType;
  /** A catalogue key under notifications:event; the catalogue holds `<key>.title` and `<key>.description`. */
  key: string;
  /** Values named `…At` (ISO moments) and `…Cents` are written in the reader's language (formatMessageVars). */
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
      title: translate(lang, `${input.key}.title`, formatMessageVars(vars, lang)),
      description: translate(lang, `${input.key}.description`, formatMessageVars(vars, lang)),
      data: { key: input.key, vars },
      dedupeKey: input.dedupeKey ?? null,
      createdAt: recordedNow(),
    })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  const row = rows[0] ?? null;
  // Inside the caller's transaction the live event leaves on commit, with the row.
  if (row) await publish(db, [input.userId], { type: 'notifications' });
  return row;
}

export async function listNotifications(
  db: DbOrTx,
  userId: string,
  limit = 100,
): Promise<NotificationView[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(ownedBy(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(presentNotification);
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(ownedBy(userId), eq(notifications.read, false)));
  return Number(row?.count ?? 0);
}

/** Only the recipient may mark a notification (the policy); anyone else sees it as missing. */
export async function markRead(db: DbOrTx, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const [note] = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id));
  if (!note) throw notFound();
  authorize({ id: userId }, 'markRead', note);
  await db.update(notifications).set({ read: true }).where(eq(notifications.id, id));
  await publish(db, [userId], { type: 'notifications' });
}

export async function markAllRead(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(ownedBy(userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  if (rows.length > 0) await publish(db, [userId], { type: 'notifications' });
  return rows.length;
}
