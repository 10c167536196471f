import { LANGUAGES, type Language } from '@shared/constants';
import { formatMessageVars } from '@shared/format';
import {
  NOTIFICATION_TYPES,
  type NotificationType,
  type NotificationView,
} from '@shared/schemas/notifications';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications, profiles, user } from '../../db/schema';
import { recordedNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { envelopes, LIVE_CHANNEL, publish } from '../../lib/live';
import { logger } from '../../lib/logger';
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

/** A notification ready to be stored: its text in every language, its live event. */
interface PreparedNotification {
  input: NotificationInput;
  vars: Record<string, string | number>;
  text: Record<Language, { title: string; description: string }>;
  event: string;
}

/**
 * Everything a notification needs that is not in the database, made in JavaScript before any
 * statement: the text in each language (the recipient's is chosen by the statement), the live
 * event. What can fail here (an unknown type, a key without text, an event too large) fails
 * before the caller's transaction has been touched.
 */
function prepareNotification(input: NotificationInput): PreparedNotification {
  if (!(NOTIFICATION_TYPES as readonly string[]).includes(input.type)) {
    throw new Error(`unknown notification type ${input.type}`);
  }
  const vars = input.vars ?? {};
  const text = {} as PreparedNotification['text'];
  for (const lang of LANGUAGES) {
    const values = formatMessageVars(vars, lang);
    text[lang] = {
      title: translate(lang, `${input.key}.title`, values),
      description: translate(lang, `${input.key}.description`, values),
    };
  }
  const [event] = envelopes([input.userId], { type: 'notifications' });
  return { input, vars, text, event: event! };
}

/** The text in the recipient's profile language, 'en' when the profile has none it knows. */
function inReaderLanguage(text: PreparedNotification['text'], field: 'title' | 'description'): SQL {
  const others = LANGUAGES.filter((lang) => lang !== 'en');
  const cases = others.map((lang) => sql`when ${lang} then ${text[lang][field]}`);
  return sql`case ${profiles.language} ${sql.join(cases, sql` `)} else ${text.en[field]} end`;
}

/**
 * One statement: reads the recipient's language, inserts the row (nothing when the dedupe key
 * exists or the recipient is gone) and NOTIFYs the recipient's live channel when a row was made.
 * Inside a transaction the NOTIFY leaves on commit, never on rollback.
 */
async function storeNotification(db: DbOrTx, prepared: PreparedNotification): Promise<{ id: string } | null> {
  const { input, vars, text, event } = prepared;
  const result = await db.execute<{ id: string }>(sql`
    with n as (
      insert into ${notifications} (user_id, type, title, description, data, dedupe_key, created_at)
      select ${user.id}, ${input.type},
        ${inReaderLanguage(text, 'title')},
        ${inReaderLanguage(text, 'description')},
        ${JSON.stringify({ key: input.key, vars })}::jsonb,
        ${input.dedupeKey ?? null}::text,
        ${recordedNow()}
      from ${user} left join ${profiles} on ${profiles.userId} = ${user.id}
      where ${user.id} = ${input.userId}
      on conflict (dedupe_key) do nothing
      returning id
    ),
    notified as (select pg_notify(${LIVE_CHANNEL}, ${event}) from n)
    select n.id, (select count(*) from notified) as notified from n`);
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  return rows[0] ? { id: rows[0].id } : null;
}

/**
 * Stores the title and description in the recipient's profile language (for e-mails and any
 * reader without the catalogues) and the key with its values, so the web can show the text in
 * the language the reader is using now, and tells the recipient live (on commit inside a
 * transaction), in one statement. Returns null when the dedupe key already exists or the
 * recipient no longer exists.
 */
export async function createNotification(
  db: DbOrTx,
  input: NotificationInput,
): Promise<{ id: string } | null> {
  return storeNotification(db, prepareNotification(input));
}

/**
 * A notification made inside a business step, which it must never undo (spec part 2 §4: "if the
 * notification fails it is only logged"). This used to be a savepoint around the insert (five
 * statements: savepoint, the reader's language, insert, notify, release); it is now the one
 * statement of createNotification, and the guarantee is kept by that statement not failing on any
 * input that reaches it: what can fail (an unknown type, a key without text, a live event too
 * large) fails in prepareNotification before the statement and is logged here; a duplicate is
 * `on conflict do nothing`; a recipient that no longer exists inserts nothing. An error of the
 * statement itself (the database gone, a deadlock) leaves the transaction unusable, so it is not
 * swallowed: the step fails with it, as any of its other statements would make it fail.
 */
export async function notifyInStep(
  tx: DbOrTx,
  input: NotificationInput,
  log: { context?: Record<string, unknown>; message?: string } = {},
): Promise<{ id: string } | null> {
  let prepared: PreparedNotification;
  try {
    prepared = prepareNotification(input);
  } catch (err) {
    logger.error(
      { err, userId: input.userId, type: input.type, ...log.context },
      log.message ?? 'notification failed',
    );
    return null;
  }
  return storeNotification(tx, prepared);
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
