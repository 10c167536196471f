import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Help center articles, one row per article and language. The content ships with the code
 * (modules/help/articles.ts) and is upserted by slug and language; the assistant retrieves
 * passages from these rows and from the terms.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    /** Topic group shown on the help center (getting-started, projects, payments, ...). */
    topic: text('topic').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Plain text; paragraphs separated by blank lines. Each paragraph is one retrievable passage. */
    body: text('body').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('help_articles_language', sql`${t.language} in ('en', 'tr')`),
    primaryKey({ name: 'help_articles_pk', columns: [t.slug, t.language] }),
    index('help_articles_language_position_idx').on(t.language, t.position),
  ],
);

/**
 * Messages of the contact form (decision 119): anyone may write; the operator reads them in the
 * console. `number` is the reference the sender quotes (C-000042); `emailed_at` is claimed once by
 * the job that forwards the message to the contact address.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').generatedAlwaysAsIdentity().notNull(),
    /** The sender's account when signed in; kept as text so a deleted account leaves the message. */
    userId: text('user_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by'),
  },
  (t) => [
    check('contact_messages_language', sql`${t.language} in ('en', 'tr')`),
    check('contact_messages_status', sql`${t.status} in ('open', 'answered')`),
    check(
      'contact_messages_topic',
      sql`${t.topic} in ('general', 'account', 'payments', 'orders', 'safety', 'other')`,
    ),
    uniqueIndex('contact_messages_number_idx').on(t.number),
    index('contact_messages_status_created_idx').on(t.status, t.createdAt),
    index('contact_messages_unsent_idx').on(t.createdAt).where(sql`${t.emailedAt} is null`),
  ],
);
