import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

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
 * One row per help-chat request, for the per-user limit (counted over the last minute, so it
 * holds across instances sharing the database). Rows older than an hour are pruned.
 */
export const helpChatRequests = pgTable(
  'help_chat_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_chat_requests_user_created_idx').on(t.userId, t.createdAt)],
);
