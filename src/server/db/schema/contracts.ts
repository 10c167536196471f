import { sql } from 'drizzle-orm';
import {
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
import { jobApplications, projects } from './projects';
import { services } from './services';

/*
 * Orders and contracts (decision 050). A contract binds one client and one freelancer, from an
 * approved application (kind 'project') or an ordered service package (kind 'service'). Its price
 * is split into milestones, each funded into escrow and released (or refunded) on its own. Every
 * step is a contract event; the timers (auto-accept, its reminder, late) are columns the contract
 * job claims with FOR UPDATE SKIP LOCKED, so they fire once across instances and survive restarts.
 */

/** Up to three packages per service: basic, standard, premium. */
/** An extra a package offers: a name, a price and the days it adds (negative: faster). */
export type PackageExtra = { id: string; name: string; priceCents: number; days: number };

export const servicePackages = pgTable(
  'service_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    tier: text('tier').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    /** Null: unlimited revisions. */
    revisions: integer('revisions'),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    /** The extras offered with the package (decision 116; at most 5, checked by packageInput). */
    extras: jsonb('extras').$type<PackageExtra[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('service_packages_tier', sql`${t.tier} in ('basic', 'standard', 'premium')`),
    check('service_packages_name_len', sql`char_length(${t.name}) between 1 and 60`),
    check('service_packages_description_len', sql`char_length(${t.description}) between 1 and 500`),
    check('service_packages_price_range', sql`${t.priceCents} between 500 and 1000000`),
    check('service_packages_days_range', sql`${t.deliveryDays} between 1 and 90`),
    check('service_packages_revisions_range', sql`${t.revisions} is null or ${t.revisions} between 0 and 10`),
    uniqueIndex('service_packages_service_tier_uq').on(t.serviceId, t.tier),
  ],
);

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    clientId: text('client_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    freelancerId: text('freelancer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => jobApplications.id, { onDelete: 'set null' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    /** The ordered package as it was when ordered (the service may change later). */
    packageTier: text('package_tier'),
    packageName: text('package_name'),
    packageFeatures: text('package_features').array(),
    title: text('title').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    /** Set when the work starts (funded and, for an order, requirements sent). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Null: unlimited. */
    revisionsAllowed: integer('revisions_allowed'),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    /**
     * awaiting_payment (an order before its payment), awaiting_requirements (an order paid, the
     * client has not sent the requirements yet), in_progress, delivered, completed, cancelled.
     */
    status: text('status').notNull(),
    requirements: text('requirements'),
    requirementsAt: timestamp('requirements_at', { withTimezone: true }),
    /** Marked once by the contract job when due_at passes before a delivery. */
    lateAt: timestamp('late_at', { withTimezone: true }),
    /**
     * Set once by the contract job when the late work reached LATE_CANCEL_HOURS past due and both
     * were told the client may cancel alone; cleared when an accepted extension moves the due date.
     */
    lateCancelToldAt: timestamp('late_cancel_told_at', { withTimezone: true }),
    cancelRequestedBy: text('cancel_requested_by').references(() => user.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    /** 'wallet' or 'card': where the unreleased escrow goes when the cancellation is agreed. */
    cancelRefundTo: text('cancel_refund_to'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('contracts_kind', sql`${t.kind} in ('project', 'service')`),
    check(
      'contracts_status',
      sql`${t.status} in ('awaiting_payment', 'awaiting_requirements', 'in_progress', 'delivered', 'completed', 'cancelled')`,
    ),
    check('contracts_parties_differ', sql`${t.clientId} <> ${t.freelancerId}`),
    check('contracts_price_positive', sql`${t.priceCents} > 0`),
    check(
      'contracts_refund_to',
      sql`${t.cancelRefundTo} is null or ${t.cancelRefundTo} in ('wallet', 'card')`,
    ),
    check(
      'contracts_requirements_len',
      sql`${t.requirements} is null or char_length(${t.requirements}) <= 5000`,
    ),
    check(
      'contracts_cancel_reason_len',
      sql`${t.cancelReason} is null or char_length(${t.cancelReason}) <= 1000`,
    ),
    // One contract per approved application.
    uniqueIndex('contracts_application_uq').on(t.applicationId),
    index('contracts_client_created_idx').on(t.clientId, t.createdAt.desc()),
    index('contracts_freelancer_created_idx').on(t.freelancerId, t.createdAt.desc()),
    index('contracts_project_idx').on(t.projectId),
    index('contracts_service_idx').on(t.serviceId),
    index('contracts_late_due_idx')
      .on(t.dueAt)
      .where(sql`${t.lateAt} is null and ${t.status} in ('awaiting_requirements', 'in_progress')`),
    index('contracts_late_cancel_due_idx')
      .on(t.dueAt)
      .where(sql`${t.lateCancelToldAt} is null and ${t.lateAt} is not null and ${t.status} = 'in_progress'`),
  ],
);

/**
 * Requests to move a contract's due date (decision 113): asked by one party with a reason, then
 * accepted, declined or withdrawn; 'lapsed' when the contract ended first. At most one pending
 * per contract (a partial unique index), so two requests at once cannot both wait.
 */
export const contractExtensions = pgTable(
  'contract_extensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** The due date when it was asked, and the one asked for. */
    previousDueAt: timestamp('previous_due_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    answeredBy: text('answered_by').references(() => user.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'contract_extensions_status',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn', 'lapsed')`,
    ),
    check('contract_extensions_reason_len', sql`char_length(${t.reason}) between 1 and 500`),
    check('contract_extensions_later', sql`${t.dueAt} > ${t.previousDueAt}`),
    uniqueIndex('contract_extensions_pending_uq').on(t.contractId).where(sql`${t.status} = 'pending'`),
    index('contract_extensions_contract_idx').on(t.contractId, t.createdAt),
  ],
);

/**
 * Extras of a contract (decision 116): chosen with the order ('ordered', paid with it), or added
 * later by both parties' agreement: proposed by one party, accepted or declined by the other (or
 * withdrawn, or lapsed with the contract), then paid by the client through its own checkout
 * ('paid': a milestone of its own holds its price in escrow).
 */
export const contractExtras = pgTable(
  'contract_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    days: integer('days').notNull().default(0),
    status: text('status').notNull(),
    /** Who proposed it (null: chosen with the order). */
    proposedBy: text('proposed_by').references(() => user.id, { onDelete: 'set null' }),
    /** The milestone a paid later extra funded. */
    milestoneId: uuid('milestone_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'contract_extras_status',
      sql`${t.status} in ('ordered', 'proposed', 'accepted', 'paid', 'declined', 'withdrawn', 'lapsed')`,
    ),
    check('contract_extras_name_len', sql`char_length(${t.name}) between 1 and 60`),
    check('contract_extras_price_range', sql`${t.priceCents} between 100 and 500000`),
    check('contract_extras_days_range', sql`${t.days} between -30 and 30`),
    index('contract_extras_contract_idx').on(t.contractId, t.createdAt),
  ],
);

export const contractMilestones = pgTable(
  'contract_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** unfunded, funded (work in progress), delivered, released, refunded. */
    status: text('status').notNull().default('unfunded'),
    /** The captured payment that funded it (a card refund goes back through it). */
    paymentId: uuid('payment_id'),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set on delivery: released by the contract job at this time unless accepted or questioned first. */
    autoAcceptAt: timestamp('auto_accept_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'contract_milestones_status',
      sql`${t.status} in ('unfunded', 'funded', 'delivered', 'released', 'refunded')`,
    ),
    check('contract_milestones_amount_positive', sql`${t.amountCents} > 0`),
    check('contract_milestones_title_len', sql`char_length(${t.title}) between 1 and 200`),
    uniqueIndex('contract_milestones_position_uq').on(t.contractId, t.position),
    index('contract_milestones_auto_accept_idx').on(t.autoAcceptAt).where(sql`${t.status} = 'delivered'`),
  ],
);

/** A file sent with a delivery (or a requirement): stored under storage_key, served to the parties only. */
export type ContractEventFile = { id: string; key: string; name: string; size: number; contentType: string };

export const contractEvents = pgTable(
  'contract_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    milestoneId: uuid('milestone_id').references(() => contractMilestones.id, { onDelete: 'set null' }),
    /** Null: the system (timers). */
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    message: text('message'),
    files: jsonb('files').$type<ContractEventFile[]>().notNull().default([]),
    /** Amounts and other facts of the event (e.g. refunded cents and where to). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'contract_events_kind',
      sql`${t.kind} in ('created', 'funded', 'requirements_sent', 'delivered', 'revision_requested', 'accepted', 'auto_accepted', 'auto_accept_reminder', 'late', 'late_cancel_open', 'extension_requested', 'extension_accepted', 'extension_declined', 'extension_withdrawn', 'cancel_requested', 'cancel_declined', 'cancel_withdrawn', 'cancelled', 'refunded', 'completed', 'reviewed', 'dispute_opened', 'dispute_answered', 'dispute_offer', 'dispute_offer_accepted', 'dispute_offer_declined', 'dispute_offer_withdrawn', 'dispute_escalated', 'dispute_resolved', 'dispute_withdrawn', 'tipped', 'extra_proposed', 'extra_accepted', 'extra_declined', 'extra_withdrawn', 'extra_paid')`,
    ),
    check('contract_events_message_len', sql`${t.message} is null or char_length(${t.message}) <= 5000`),
    index('contract_events_contract_created_idx').on(t.contractId, t.createdAt),
  ],
);
