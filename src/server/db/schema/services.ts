import type { ServiceAlt } from '@shared/schemas/alt-texts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { tsvector } from './search';

export const CATEGORY_CHECK = sql.raw(
  `('graphic-design','web-advertisement','writing-translation','video-animation','sound-music','software-tech')`,
);

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    header: text('header').notNull(),
    explanation: text('explanation').notNull(),
    pricing: text('pricing').notNull(),
    /** Language of header and explanation, detected on save: 'en', 'tr' or null when unsure (decision 071). */
    contentLang: text('content_lang'),
    /** The seller's own texts in the other language, with their language (decision 130). */
    altTexts: jsonb('alt_texts').$type<ServiceAlt>(),
    // Search (db/sql/052_search.sql, decision 052): the full-text document, and the lowest
    // package price and delivery time (null without packages), kept by triggers.
    searchDoc: tsvector('search_doc'),
    // The document restricted to weight A, and to A and B: best match reads tier by tier through a
    // GIN index on each (decision 072); stored so the planner has their statistics.
    searchDocA: tsvector('search_doc_a').generatedAlwaysAs(sql`ts_filter(search_doc, '{a}'::"char"[])`),
    searchDocAb: tsvector('search_doc_ab').generatedAlwaysAs(sql`ts_filter(search_doc, '{a,b}'::"char"[])`),
    priceCents: bigint('price_cents', { mode: 'number' }),
    deliveryDays: integer('delivery_days'),
    // The seller's visibility and ranking keys, copied from the profile by triggers
    // (db/sql/072_search_scale.sql, decision 072) so the rating order of services is read from
    // one index instead of joining every visible profile.
    sellerVisible: boolean('seller_visible').notNull().default(true),
    sellerRating: doublePrecision('seller_rating'),
    sellerCompleted: integer('seller_completed').notNull().default(0),
    sellerReviews: integer('seller_reviews').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('services_category', sql`${t.category} in ${CATEGORY_CHECK}`),
    check('services_header_len', sql`char_length(${t.header}) between 10 and 200`),
    check('services_explanation_len', sql`char_length(${t.explanation}) between 50 and 5000`),
    check('services_pricing_len', sql`char_length(${t.pricing}) between 10 and 1000`),
    index('services_profile_created_idx').on(t.profileId, t.createdAt.desc()),
    index('services_category_idx').on(t.category, t.profileId),
    // The language backfill (decision 129) reads a range of created_at through
    // services_search_created_idx (db/sql/052_search.sql), which every row is in.
  ],
);

export const serviceImages = pgTable(
  'service_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    storageKey: text('storage_key'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_images_service_idx').on(t.serviceId, t.position)],
);
