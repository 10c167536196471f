import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/** A conversation between two users; userA < userB so each pair has one row. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userA: text('user_a')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userB: text('user_b')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('conversations_ordered_pair', sql`${t.userA} < ${t.userB}`),
    uniqueIndex('conversations_pair_uq').on(t.userA, t.userB),
    index('conversations_user_b_idx').on(t.userB, t.lastMessageAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Language detected when the message was sent (en or tr), the source for translation. */
    lang: text('lang').notNull().default('en'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('messages_body_len', sql`char_length(${t.body}) between 0 and 5000`),
    check('messages_lang', sql`${t.lang} in ('en', 'tr')`),
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    index('messages_receiver_unread_idx').on(t.receiverId).where(sql`${t.read} = false`),
  ],
);

/** A message translated once per target language, by whichever provider was configured then. */
export const messageTranslations = pgTable(
  'message_translations',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    targetLang: text('target_lang').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.targetLang] }),
    check('message_translations_lang', sql`${t.targetLang} in ('en', 'tr')`),
  ],
);
