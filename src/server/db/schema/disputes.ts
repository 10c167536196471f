import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { type ContractEventFile, contracts } from './contracts';

/*
 * Disputes (decision 061). A party opens one on a contract in progress or delivered; while it is
 * open (status 'open' or 'escalated') the contract is frozen. The other party answers within
 * respond_by; the parties settle with offers (one pending at a time), or an administrator decides
 * the split. The dispute job escalates unanswered disputes when respond_by passes (claimed with
 * FOR UPDATE SKIP LOCKED). At most one open dispute per contract (disputes_open_contract_uq).
 */

export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    openedBy: text('opened_by')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    files: jsonb('files').$type<ContractEventFile[]>().notNull().default([]),
    /** open (waiting for the parties), escalated (waiting for an administrator), resolved, or
     * withdrawn by the party who opened it before any outcome. */
    status: text('status').notNull().default('open'),
    /** The other party answers before this time, or the dispute goes to the administrators. */
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** Null when escalated by the dispute job (the answer did not come in time). */
    escalatedBy: text('escalated_by'),
    /** 'offer' (the parties agreed) or 'admin' (an administrator decided). */
    resolution: text('resolution'),
    freelancerCents: bigint('freelancer_cents', { mode: 'number' }),
    clientCents: bigint('client_cents', { mode: 'number' }),
    /** The administrator who decided (no foreign key: the record outlives the account). */
    decidedBy: text('decided_by'),
    decisionReason: text('decision_reason'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('disputes_status', sql`${t.status} in ('open', 'escalated', 'resolved', 'withdrawn')`),
    check(
      'disputes_reason',
      sql`${t.reason} in ('not_delivered', 'quality', 'not_as_described', 'late', 'communication', 'payment', 'account_closed', 'other')`,
    ),
    check('disputes_description_len', sql`char_length(${t.description}) between 1 and 5000`),
    check('disputes_resolution', sql`${t.resolution} is null or ${t.resolution} in ('offer', 'admin')`),
    check(
      'disputes_split',
      sql`(${t.freelancerCents} is null and ${t.clientCents} is null) or (${t.freelancerCents} >= 0 and ${t.clientCents} >= 0)`,
    ),
    check(
      'disputes_decision_reason_len',
      sql`${t.decisionReason} is null or char_length(${t.decisionReason}) <= 2000`,
    ),
    // One open dispute per contract.
    uniqueIndex('disputes_open_contract_uq')
      .on(t.contractId)
      .where(sql`${t.status} in ('open', 'escalated')`),
    index('disputes_contract_idx').on(t.contractId, t.createdAt),
    index('disputes_respond_by_idx')
      .on(t.respondBy)
      .where(sql`${t.status} = 'open' and ${t.answeredAt} is null`),
    index('disputes_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** What the parties write in a dispute (the other party's answer is the first of theirs). */
export const disputeMessages = pgTable(
  'dispute_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('dispute_messages_body_len', sql`char_length(${t.body}) between 1 and 5000`),
    index('dispute_messages_dispute_idx').on(t.disputeId, t.createdAt),
  ],
);

/** A settlement offer: this much of the unreleased escrow to the freelancer, the rest to the client. */
export const disputeOffers = pgTable(
  'dispute_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    madeBy: text('made_by')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    freelancerCents: bigint('freelancer_cents', { mode: 'number' }).notNull(),
    clientCents: bigint('client_cents', { mode: 'number' }).notNull(),
    message: text('message'),
    /** pending, accepted, declined, withdrawn (or superseded when the dispute ends otherwise). */
    status: text('status').notNull().default('pending'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'dispute_offers_status',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn', 'superseded')`,
    ),
    check('dispute_offers_amounts', sql`${t.freelancerCents} >= 0 and ${t.clientCents} >= 0`),
    check('dispute_offers_message_len', sql`${t.message} is null or char_length(${t.message}) <= 1000`),
    // One pending offer at a time.
    uniqueIndex('dispute_offers_pending_uq').on(t.disputeId).where(sql`${t.status} = 'pending'`),
    index('dispute_offers_dispute_idx').on(t.disputeId, t.createdAt),
  ],
);
