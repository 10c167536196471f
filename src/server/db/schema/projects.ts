import type { ProjectAlt, ReviewAlt } from '@shared/schemas/alt-texts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { profiles } from './profiles';
import { tsvector } from './search';
import { CATEGORY_CHECK } from './services';

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    /** Language of title and description, detected on save: 'en', 'tr' or null (decision 071). */
    contentLang: text('content_lang'),
    /** The client's own texts in the other language (decision 130; the demo's projects). */
    altTexts: jsonb('alt_texts').$type<ProjectAlt>(),
    budgetCents: bigint('budget_cents', { mode: 'number' }).notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    requirements: text('requirements').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('active'),
    approvedApplicationId: uuid('approved_application_id').references((): AnyPgColumn => jobApplications.id, {
      onDelete: 'set null',
    }),
    startDate: timestamp('start_date', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Full-text document (db/sql/052_search.sql keeps it current, decision 052). */
    searchDoc: tsvector('search_doc'),
    // The document restricted to weight A, and to A and B: best match reads tier by tier through a
    // GIN index on each (decision 072); stored so the planner has their statistics.
    searchDocA: tsvector('search_doc_a').generatedAlwaysAs(sql`ts_filter(search_doc, '{a}'::"char"[])`),
    searchDocAb: tsvector('search_doc_ab').generatedAlwaysAs(sql`ts_filter(search_doc, '{a,b}'::"char"[])`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('projects_status', sql`${t.status} in ('active', 'snoozed', 'approved', 'completed')`),
    check('projects_category', sql`${t.category} in ${CATEGORY_CHECK}`),
    check('projects_title_len', sql`char_length(${t.title}) between 10 and 200`),
    check('projects_description_len', sql`char_length(${t.description}) between 50 and 5000`),
    check('projects_budget_range', sql`${t.budgetCents} between 1000 and 100000000`),
    index('projects_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('projects_status_created_idx').on(t.status, t.createdAt.desc()),
    index('projects_category_idx').on(t.category),
    // The language backfill's rows (decision 129): a start reads only those created since its last pass.
    index('projects_lang_pending_idx').on(t.createdAt).where(sql`${t.contentLang} is null`),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    freelancerId: text('freelancer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    coverLetter: text('cover_letter').notNull(),
    proposedPriceCents: bigint('proposed_price_cents', { mode: 'number' }).notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    status: text('status').notNull().default('pending'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('job_applications_status', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check('job_applications_cover_len', sql`char_length(${t.coverLetter}) between 50 and 5000`),
    check('job_applications_price_range', sql`${t.proposedPriceCents} between 1000 and 100000000`),
    check('job_applications_days_range', sql`${t.deliveryDays} between 1 and 365`),
    uniqueIndex('job_applications_project_freelancer_uq').on(t.projectId, t.freelancerId),
    // At most one approved application per project, whatever races happen.
    uniqueIndex('job_applications_one_approved_uq').on(t.projectId).where(sql`${t.status} = 'approved'`),
    index('job_applications_freelancer_idx').on(t.freelancerId, t.appliedAt.desc()),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reviewerId: text('reviewer_id').references(() => user.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** Language of the comment, detected on save: 'en', 'tr' or null (decision 071). */
    commentLang: text('comment_lang'),
    /** The reviewer's own comment in the other language (decision 130; the demo's reviews). */
    altTexts: jsonb('alt_texts').$type<ReviewAlt>(),
    /** The contract reviewed (decision 050); null for reviews written before contracts. */
    contractId: uuid('contract_id'),
    /** The service ordered, when the contract came from a service (shown on the service page). */
    serviceId: uuid('service_id'),
    /** Who reviews whom: the client the freelancer, or the freelancer the client. */
    direction: text('direction').notNull().default('client_to_freelancer'),
    /** The reviewed person's one public answer. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Hidden from everybody but its writer until both sides wrote or 14 days passed. */
    visibleAt: timestamp('visible_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_len', sql`char_length(${t.comment}) <= 2000`),
    check('reviews_reply_len', sql`${t.reply} is null or char_length(${t.reply}) <= 2000`),
    check('reviews_direction', sql`${t.direction} in ('client_to_freelancer', 'freelancer_to_client')`),
    uniqueIndex('reviews_project_direction_uq').on(t.projectId, t.direction),
    uniqueIndex('reviews_contract_direction_uq').on(t.contractId, t.direction),
    index('reviews_service_idx').on(t.serviceId, t.createdAt.desc()),
    index('reviews_profile_created_idx').on(t.profileId, t.createdAt.desc()),
    index('reviews_lang_pending_idx').on(t.createdAt).where(sql`${t.commentLang} is null`),
  ],
);
