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
import { jobApplications, projects } from './projects';

/**
 * Double-entry ledger. Balances are sums of entries; entries are append-only
 * (a trigger in db/sql refuses UPDATE and DELETE).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for platform accounts. */
    userId: text('user_id').references(() => user.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'ledger_accounts_kind',
      sql`${t.kind} in ('user_available', 'user_escrow', 'user_payout_pending', 'platform_fees', 'provider_clearing', 'payouts')`,
    ),
    uniqueIndex('ledger_accounts_user_kind_uq').on(t.userId, t.kind).where(sql`${t.userId} is not null`),
    uniqueIndex('ledger_accounts_platform_kind_uq').on(t.kind).where(sql`${t.userId} is null`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Insertion order, the receipt's number (decision 115): `R-<year>-<seq>`, unique and rising;
     * a rolled-back money transaction leaves a gap.
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** Makes a business effect happen once: e.g. 'release:<projectId>'. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => jobApplications.id, { onDelete: 'set null' }),
    /** The contract and milestone moved (decision 050): 'fund:<milestoneId>' and 'settle:<milestoneId>'. */
    contractId: uuid('contract_id'),
    milestoneId: uuid('milestone_id'),
    memo: jsonb('memo').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transactions_project_idx').on(t.projectId),
    index('ledger_transactions_contract_idx').on(t.contractId),
    uniqueIndex('ledger_transactions_seq_uq').on(t.seq),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** Signed cents: positive is a debit to the account (money in), negative a credit (money out). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_nonzero', sql`${t.amountCents} <> 0`),
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    purpose: text('purpose').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    applicationId: uuid('application_id').references(() => jobApplications.id, { onDelete: 'set null' }),
    orderId: uuid('order_id'),
    /** The contract milestone this payment funds (purpose 'milestone', decision 050). */
    milestoneId: uuid('milestone_id'),
    /** The contract extra this payment pays (purpose 'extra', decision 116). */
    extraId: uuid('extra_id'),
    /**
     * What the payment is for ('escrow:<applicationId>', 'topup:<userId>', ...): at most one open
     * (pending or requires_action) payment per purpose, enforced by payments_open_purpose_uq.
     */
    purposeKey: text('purpose_key'),
    /** The provider's checkout page, so a second click reuses the open payment's checkout. */
    checkoutUrl: text('checkout_url'),
    /** The provider's id of the captured charge (Stripe: the payment intent), used to refund it. */
    captureRef: text('capture_ref'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'payments_status',
      sql`${t.status} in ('pending', 'requires_action', 'succeeded', 'failed', 'canceled', 'refunded')`,
    ),
    check(
      'payments_purpose',
      sql`${t.purpose} in ('escrow', 'milestone', 'topup', 'chatbot', 'analytics', 'tip', 'extra')`,
    ),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef),
    uniqueIndex('payments_open_purpose_uq')
      .on(t.purposeKey)
      .where(sql`${t.status} in ('pending', 'requires_action')`),
    index('payments_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Provider webhook events already handled, so a replay has no effect. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    accountHolder: text('account_holder').notNull(),
    iban: text('iban').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The administrator who paid or rejected it (decision 060); null while pending. */
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    /** Paid: the bank transfer's reference. */
    reference: text('reference'),
    /** Rejected: why (shown to the user). */
    reason: text('reason'),
  },
  (t) => [
    check('payout_requests_status', sql`${t.status} in ('pending', 'paid', 'rejected')`),
    check('payout_requests_amount_positive', sql`${t.amountCents} > 0`),
    index('payout_requests_user_idx').on(t.userId, t.createdAt.desc()),
    /** The operators' queue: pending withdrawals, oldest first. */
    index('payout_requests_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Paid AI purchases: chatbot orders and business analytics access. */
export const aiOrders = pgTable(
  'ai_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    form: jsonb('form').$type<Record<string, unknown>>().notNull().default({}),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('awaiting_payment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    check('ai_orders_kind', sql`${t.kind} in ('chatbot', 'analytics')`),
    check(
      'ai_orders_status',
      sql`${t.status} in ('awaiting_payment', 'paid', 'in_progress', 'delivered', 'canceled')`,
    ),
    index('ai_orders_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * The platform's own details printed on every receipt (decision 115): one row (`id` = 'platform'),
 * edited by an administrator in the console. Missing until first saved; receipts then print the
 * site's name only.
 */
export const platformDetails = pgTable('platform_details', {
  id: text('id').primaryKey().default('platform'),
  legalName: text('legal_name').notNull().default(''),
  address: text('address').notNull().default(''),
  taxOffice: text('tax_office').notNull().default(''),
  taxId: text('tax_id').notNull().default(''),
  email: text('email').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
