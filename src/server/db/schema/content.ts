import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Blog posts stored as content, one row per post and language. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Markdown-like plain text; paragraphs separated by blank lines. */
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('blog_posts_language', sql`${t.language} in ('en', 'tr')`),
    index('blog_posts_language_position_idx').on(t.language, t.position),
    primaryKey({ name: 'blog_posts_pk', columns: [t.slug, t.language] }),
  ],
);
