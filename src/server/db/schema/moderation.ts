import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/*
 * Reports, moderation and blocks (decision 060). A report names what it is about (kind + id) and
 * the person responsible for it; one open report per reporter and target. Hidden content stays in
 * its own table and is left out wherever it would be shown (`content_hides`). A block is one row
 * per blocker and blocked person, and refuses messages, applications and orders both ways.
 */

export const moderationKindCheck = sql.raw(`('profile','service','project','review','message')`);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** profile, service, project, review or message, and its id. */
    kind: text('kind').notNull(),
    targetId: uuid('target_id').notNull(),
    /** Who is responsible for the content (its owner, writer or sender); null once gone. */
    reportedUserId: text('reported_user_id').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    /** open, then dismissed, hidden (the content was hidden) or actioned (a sanction elsewhere). */
    status: text('status').notNull().default('open'),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionNote: text('resolution_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reports_kind', sql`${t.kind} in ${moderationKindCheck}`),
    check(
      'reports_reason',
      sql`${t.reason} in ('spam', 'fraud', 'offensive', 'off_platform', 'intellectual_property', 'other')`,
    ),
    check('reports_status', sql`${t.status} in ('open', 'dismissed', 'hidden', 'actioned')`),
    check('reports_details_len', sql`char_length(${t.details}) <= 2000`),
    check('reports_note_len', sql`${t.resolutionNote} is null or char_length(${t.resolutionNote}) <= 2000`),
    uniqueIndex('reports_one_open_uq').on(t.reporterId, t.kind, t.targetId).where(sql`${t.status} = 'open'`),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.kind, t.targetId),
  ],
);

/** A service, project, review or message an administrator hid: kept, shown to nobody else. */
export const contentHides = pgTable(
  'content_hides',
  {
    kind: text('kind').notNull(),
    entityId: uuid('entity_id').notNull(),
    reason: text('reason').notNull(),
    /** The administrator (no foreign key, like the audit log). */
    hiddenBy: text('hidden_by'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.entityId] }),
    check('content_hides_kind', sql`${t.kind} in ('service', 'project', 'review', 'message')`),
    check('content_hides_reason_len', sql`char_length(${t.reason}) between 1 and 2000`),
  ],
);

export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('user_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);
