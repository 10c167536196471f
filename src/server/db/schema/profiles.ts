import type { ProfileAlt } from '@shared/schemas/alt-texts';
import { sql } from 'drizzle-orm';
import {
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
import { user } from './auth';
import { tsvector } from './search';

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title'),
    location: text('location'),
    bio: text('bio'),
    /** Language of the 'about' text (bio), detected on save: 'en', 'tr' or null (decision 071). */
    bioLang: text('bio_lang'),
    /** The freelancer's own title and 'about' text in the other language (decision 130). */
    altTexts: jsonb('alt_texts').$type<ProfileAlt>(),
    /** Hourly rate in cents, null when not given. */
    hourlyRateCents: integer('hourly_rate_cents'),
    yearsOfExperience: integer('years_of_experience'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    avatarUrl: text('avatar_url'),
    avatarThumbUrl: text('avatar_thumb_url'),
    avatarKey: text('avatar_key'),
    language: text('language').notNull().default('en'),
    // Privacy switches (spec part 2 §2 defaults).
    profileVisible: boolean('profile_visible').notNull().default(true),
    showPortfolio: boolean('show_portfolio').notNull().default(true),
    showContact: boolean('show_contact').notNull().default(false),
    allowDataCollection: boolean('allow_data_collection').notNull().default(true),
    // E-mail preferences (account settings).
    emailNotifications: boolean('email_notifications').notNull().default(true),
    projectUpdates: boolean('project_updates').notNull().default(true),
    marketingEmails: boolean('marketing_emails').notNull().default(false),
    // Discovery (db/sql/010_discovery_search.sql keeps these up to date with triggers):
    // the folded text searched by /api/freelancers, and the review aggregates it sorts by.
    searchText: text('search_text'),
    ratingAvg: doublePrecision('rating_avg'),
    reviewCount: integer('review_count').notNull().default(0),
    // The distinct categories of the profile's services (kept by a trigger on services), so a
    // category filter is an indexed test on the profile row instead of a join.
    serviceCategories: text('service_categories').array().notNull().default(sql`'{}'::text[]`),
    // Search (db/sql/052_search.sql keeps these current with triggers, decision 052): the
    // full-text document (own fields and the profile's services with their taxonomy names in
    // both languages) and the number of completed contracts, the second ranking key.
    searchDoc: tsvector('search_doc'),
    // The document restricted to weight A, and to A and B: best match reads tier by tier through a
    // GIN index on each (decision 072); stored so the planner has their statistics.
    searchDocA: tsvector('search_doc_a').generatedAlwaysAs(sql`ts_filter(search_doc, '{a}'::"char"[])`),
    searchDocAb: tsvector('search_doc_ab').generatedAlwaysAs(sql`ts_filter(search_doc, '{a,b}'::"char"[])`),
    completedCount: integer('completed_count').notNull().default(0),
    // Listed by discovery: offers a service or states an hourly rate. Derived by PostgreSQL, so
    // the partial indexes of 010_discovery_search.sql can cover exactly the listed profiles.
    isFreelancer: boolean('is_freelancer')
      .notNull()
      .generatedAlwaysAs(sql`hourly_rate_cents is not null or cardinality(service_categories) > 0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_name_len', sql`char_length(${t.name}) between 1 and 100`),
    check(
      'profiles_hourly_rate_range',
      sql`${t.hourlyRateCents} is null or ${t.hourlyRateCents} between 0 and 100000000`,
    ),
    check(
      'profiles_years_range',
      sql`${t.yearsOfExperience} is null or ${t.yearsOfExperience} between 0 and 80`,
    ),
    check('profiles_language', sql`${t.language} in ('en', 'tr')`),
    index('profiles_visible_created_idx').on(t.profileVisible, t.createdAt),
    // The language backfill's rows (decision 129): a start reads only those created since its last pass.
    index('profiles_lang_pending_idx').on(t.createdAt).where(sql`${t.bioLang} is null`),
  ],
);

export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    storageKey: text('storage_key'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull().default('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('portfolio_items_type', sql`${t.type} in ('image', 'video-embed')`),
    index('portfolio_items_profile_created_idx').on(t.profileId, t.createdAt.desc()),
  ],
);
