import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { messages } from './chat';
import { contractEvents, contracts } from './contracts';

/**
 * Files of chat messages, deliveries and order requirements (decision 123). A row is made by the
 * upload (pending: no link); the message, delivery or requirements that names it links it in its
 * own transaction. Pending rows older than PENDING_ATTACHMENT_HOURS are removed by a job, with their
 * files. The kind and content type come from the file's content, never from the client.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The name the uploader's file had: for display and the download's name only. */
    name: text('name').notNull(),
    /** A chat message's file. */
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    /** A delivery's or requirements' file: the contract and its event. */
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'cascade' }),
    contractEventId: uuid('contract_event_id').references(() => contractEvents.id, { onDelete: 'cascade' }),
    /** When a message or event took it; null while pending. */
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'attachments_kind',
      sql`${t.kind} in ('image', 'pdf', 'office', 'opendocument', 'text', 'audio', 'video', 'archive')`,
    ),
    check('attachments_size', sql`${t.size} > 0 and ${t.size} <= 104857600`),
    check('attachments_name_len', sql`char_length(${t.name}) between 1 and 255`),
    check(
      'attachments_one_link',
      sql`(${t.messageId} is null or ${t.contractEventId} is null) and (${t.linkedAt} is null) = (${t.messageId} is null and ${t.contractEventId} is null)`,
    ),
    index('attachments_message_idx').on(t.messageId),
    index('attachments_contract_event_idx').on(t.contractEventId),
    index('attachments_pending_idx').on(t.createdAt).where(sql`${t.linkedAt} is null`),
  ],
);
