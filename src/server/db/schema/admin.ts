import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/*
 * The operator's side (decision 060). An administrator is a user with a row in `admins` (granted
 * by `npm run admin -- grant <email>` or by another administrator); every administrative action
 * writes one `audit_log` row, which nobody can change or delete (db/sql/060_audit_log.sql).
 */

export const admins = pgTable('admins', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Null when granted from the command line. */
  grantedBy: text('granted_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Insertion order: the tiebreaker of "newest first" when two entries share `created_at` (PGlite's
     * clock counts milliseconds, and an action often writes entries within one).
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** The administrator (no foreign key: the entry outlives the account); null for the command line. */
    actorId: text('actor_id'),
    /** What was done, e.g. 'payout.paid', 'dispute.decided', 'sanction.applied', 'admin.granted'. */
    action: text('action').notNull(),
    /** The kind of thing acted on ('payout', 'dispute', 'user', 'service', ...) and its id. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
