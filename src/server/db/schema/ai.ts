import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * One row per paid or stored AI generation (image, 3D model, model-backed text analysis). Counting
 * a user's recent rows is the per-user rate limit, shared by every instance on the same database.
 */
export const aiGenerations = pgTable(
  'ai_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Storage key of the produced file, when one was stored. */
    storageKey: text('storage_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ai_generations_kind', sql`${t.kind} in ('image', 'model3d', 'text')`),
    index('ai_generations_user_kind_created_idx').on(t.userId, t.kind, t.createdAt.desc()),
  ],
);
