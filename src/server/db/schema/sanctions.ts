import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { conversations } from './chat';

/*
 * Account states from the terms (decision 063). A sanction is in force while it is not lifted and
 * `starts_at <= now < ends_at` (no end: until lifted). "now" is the time of the read, passed as a
 * parameter, so an ended restriction needs no job to end it.
 */

export const SANCTION_KIND_CHECK = sql.raw(
  `('warning','restriction','messaging_suspension','closure','listing_deactivation')`,
);

export const sanctions = pgTable(
  'sanctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Restriction: 10 days, messaging suspension: 3 days; null for the others (until lifted). */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The administrator; null when the system applied it (listing deactivation). */
    appliedBy: text('applied_by'),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    /** The administrator who lifted it; null when the system did (the freelancer replied). */
    liftedBy: text('lifted_by'),
    liftReason: text('lift_reason'),
    /** The report that led to it, when an administrator acted from the report queue. */
    reportId: uuid('report_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sanctions_kind', sql`${t.kind} in ${SANCTION_KIND_CHECK}`),
    check('sanctions_reason_len', sql`char_length(${t.reason}) between 1 and 1000`),
    check('sanctions_period', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    index('sanctions_user_idx').on(t.userId, t.kind).where(sql`${t.liftedAt} is null`),
  ],
);

/**
 * A client's first message in a conversation to someone who offers services, watched until they
 * answer (terms: reply within 24 hours). The reply job reminds after 24 hours (`reminded_at`) and
 * deactivates the freelancer's services after another 24 (`deactivated_at`, `sanction_id`); each
 * step is claimed once with FOR UPDATE SKIP LOCKED. Answering ends the watch (`answered_at`).
 */
export const replyWatches = pgTable(
  'reply_watches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    freelancerId: text('freelancer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstMessageAt: timestamp('first_message_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    sanctionId: uuid('sanction_id').references(() => sanctions.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reply_watches_conversation_uq').on(t.conversationId),
    index('reply_watches_open_idx').on(t.firstMessageAt).where(sql`${t.answeredAt} is null`),
    // The seller's response time (lib/response-time.ts): one freelancer's last 90 days.
    index('reply_watches_freelancer_idx').on(t.freelancerId, t.firstMessageAt),
  ],
);
