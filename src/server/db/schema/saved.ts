import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { profiles } from './profiles';
import { projects } from './projects';
import { services } from './services';

/*
 * Favourites and saved searches (decision 070). A favourite points at exactly one freelancer
 * (profile), service or project; deleting the item deletes the favourite, and one unique key per
 * kind keeps one favourite per user and item.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('favourites_one_item', sql`num_nonnulls(${t.profileId}, ${t.serviceId}, ${t.projectId}) = 1`),
    unique('favourites_user_profile_uq').on(t.userId, t.profileId),
    unique('favourites_user_service_uq').on(t.userId, t.serviceId),
    unique('favourites_user_project_uq').on(t.userId, t.projectId),
    index('favourites_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** A search a user keeps: the /search URL state (validated with the shared search schema). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    /** The daily digest e-mail of new matches (also needs the user's "Email Notifications"). */
    emailDigest: boolean('email_digest').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_searches_kind', sql`${t.kind} in ('freelancers', 'services', 'projects')`),
    check('saved_searches_name_len', sql`char_length(${t.name}) between 1 and 80`),
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('saved_searches_kind_idx').on(t.kind),
  ],
);

/**
 * Services and projects published since the alert job last looked: a trigger adds every new one
 * (db/sql/070_saved_searches.sql); the job claims rows with FOR UPDATE SKIP LOCKED, matches them
 * and deletes them in the same transaction, so each is handled once across instances and none is
 * lost on a restart.
 */
export const savedSearchQueue = pgTable(
  'saved_search_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_search_queue_kind', sql`${t.kind} in ('services', 'projects')`),
    unique('saved_search_queue_item_uq').on(t.kind, t.itemId),
  ],
);

/** One row per saved search and item it matched: the alert happens at most once (unique key). */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    /** The item's title when it matched, for the digest. */
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a daily digest took this match (mailed, or skipped by the user's preferences). */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (t) => [
    check('saved_search_matches_kind', sql`${t.kind} in ('services', 'projects')`),
    unique('saved_search_matches_item_uq').on(t.savedSearchId, t.kind, t.itemId),
    index('saved_search_matches_pending_idx').on(t.userId, t.createdAt).where(sql`${t.digestedAt} is null`),
  ],
);

/** One daily digest per user and (UTC) day, claimed by inserting this row. */
export const savedSearchDigests = pgTable(
  'saved_search_digests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    matches: integer('matches').notNull().default(0),
    mailed: boolean('mailed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
