import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Translations of user content (projects, services, profile 'about' texts, reviews), made once
 * through the configured provider and kept per entity, field, target language and the hash of the
 * source text: an edit changes the hash, so the old translation is never shown again (decision 071).
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    field: text('field').notNull(),
    targetLang: text('target_lang').notNull(),
    /** sha256 (hex) of the source text the translation was made from. */
    sourceHash: text('source_hash').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('content_translations_entity', sql`${t.entity} in ('project', 'service', 'profile', 'review')`),
    check('content_translations_target', sql`${t.targetLang} in ('en', 'tr')`),
    uniqueIndex('content_translations_key_uq').on(t.entity, t.entityId, t.field, t.targetLang, t.sourceHash),
  ],
);
