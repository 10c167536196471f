import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
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
import { conversations } from './chat';
import { contracts } from './contracts';
import { services } from './services';

/*
 * Custom offers in the chat (decision 121). A client's request for an offer (from a service page)
 * and a freelancer's offer live in their conversation, beside its messages (not in them). An
 * accepted offer names the contract it became: unique, so two acceptances at once cannot make two.
 * The offer job expires pending offers at expires_at (FOR UPDATE SKIP LOCKED, once across
 * instances, state in the rows).
 */

export const offerRequests = pgTable(
  'offer_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    freelancerId: text('freelancer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    budgetCents: bigint('budget_cents', { mode: 'number' }),
    dueOn: date('due_on'),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('offer_requests_status', sql`${t.status} in ('open', 'answered', 'declined')`),
    check('offer_requests_description_len', sql`char_length(${t.description}) between 1 and 1000`),
    check('offer_requests_parties_differ', sql`${t.clientId} <> ${t.freelancerId}`),
    index('offer_requests_conversation_idx').on(t.conversationId, t.createdAt),
  ],
);

export const customOffers = pgTable(
  'custom_offers',
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
    requestId: uuid('request_id').references(() => offerRequests.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    /** Null: unlimited. */
    revisions: integer('revisions'),
    /** Empty: one milestone of the whole price. */
    milestones: jsonb('milestones').$type<{ title: string; amountCents: number }[]>().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    status: text('status').notNull().default('pending'),
    /** The contract an accepted offer became; null again if its unpaid order expired (then 'expired'). */
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'custom_offers_status',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn', 'expired')`,
    ),
    check('custom_offers_description_len', sql`char_length(${t.description}) between 1 and 2000`),
    check('custom_offers_price_range', sql`${t.priceCents} between 500 and 1000000`),
    check('custom_offers_days_range', sql`${t.deliveryDays} between 1 and 90`),
    check('custom_offers_revisions_range', sql`${t.revisions} is null or ${t.revisions} between 0 and 10`),
    check('custom_offers_parties_differ', sql`${t.clientId} <> ${t.freelancerId}`),
    uniqueIndex('custom_offers_contract_uq').on(t.contractId),
    index('custom_offers_conversation_idx').on(t.conversationId, t.createdAt),
    index('custom_offers_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending' and ${t.expiresAt} is not null`),
  ],
);
