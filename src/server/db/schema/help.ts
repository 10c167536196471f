import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
