import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Translation key and values, so the text follows the reader's language. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    read: boolean('read').notNull().default(false),
    /** Set for notifications that must exist once (e.g. a project's deadline reminder). */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the e-mail job took this notification (sent, or skipped by the user's preferences). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'notifications_type',
      sql`${t.type} in ('job_accepted', 'review', 'project', 'message', 'deadline', 'order', 'payout', 'account', 'saved_search', 'dispute')`,
    ),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.read} = false`),
    index('notifications_email_pending_idx').on(t.createdAt).where(sql`${t.emailedAt} is null`),
  ],
);
