import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH } from '../constants';
import { AttachmentViewSchema, attachmentIds } from './attachment';

/* Messages are translation keys ('ns:key'); the web and the server translate them. */

export const TRANSLATION_MODES = ['none', 'auto', 'en', 'tr'] as const;
export type TranslationMode = (typeof TRANSLATION_MODES)[number];

/**
 * A chat message as typed: trimmed; empty is refused; at most 5000 characters (spec part 1 §5).
 * Checks on the string itself (trim is zod's in-place overwrite), so the API description states the
 * lengths.
 */
export const messageText = z
  .string({ error: 'chat:error.empty' })
  .trim()
  .min(1, 'chat:error.empty')
  .max(CHAT_MESSAGE_MAX_LENGTH, 'chat:error.tooLongDescription');

/**
 * A message: its text, and up to ten pending uploads (decision 123); a message with files may
 * have no text, one without files must have some.
 */
export const sendMessageInput = z
  .strictObject({
    body: z
      .string({ error: 'chat:error.empty' })
      .trim()
      .max(CHAT_MESSAGE_MAX_LENGTH, 'chat:error.tooLongDescription'),
    attachments: attachmentIds.optional(),
  })
  .refine((v) => v.body.length > 0 || (v.attachments?.length ?? 0) > 0, {
    message: 'chat:error.empty',
    path: ['body'],
  });
export type SendMessageInput = z.input<typeof sendMessageInput>;

export const startConversationInput = z.strictObject({
  userId: z.string().min(1, 'chat:error.userNotFound').max(200, 'chat:error.userNotFound'),
});

export const MAX_TRANSLATE_BATCH = 100;

export const translateMessagesInput = z.strictObject({
  target: z.enum(['en', 'tr']),
  messageIds: z.array(z.string().uuid()).min(1).max(MAX_TRANSLATE_BATCH),
});

/* ---------------------------------------------------------------- answers */

/** A conversation as the list shows it (GET /api/chat/conversations). */
export const conversationSummary = z.object({
  id: z.string(),
  partner: z.object({
    userId: z.string(),
    profileId: z.string().nullable(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    online: z.boolean(),
    /** The partner's main service category (the one most of their services are in), if any. */
    category: z.string().nullable(),
  }),
  lastMessage: z
    .object({
      body: z.string(),
      mine: z.boolean(),
      createdAt: z.string(),
      /** Removed by moderation: the body is empty and the page says so. */
      removed: z.boolean().optional(),
    })
    .nullable(),
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

/** A message as the thread shows it. */
export const messageView = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  mine: z.boolean(),
  body: z.string(),
  lang: z.enum(['en', 'tr']),
  read: z.boolean(),
  createdAt: z.string(),
  /** Removed by moderation (decision 060): the body is empty for both people; the page says so. */
  removed: z.boolean().optional(),
  /** Files sent with the message (decision 123); none when removed. */
  attachments: z.array(AttachmentViewSchema).optional(),
});
export type MessageView = z.infer<typeof messageView>;

/** POST …/{id}/read: how many received messages were marked read. */
export const markConversationReadResult = z.object({ updated: z.number().int() });
export type MarkConversationReadResult = z.infer<typeof markConversationReadResult>;

/** GET /api/chat/translation. */
export const translationStatus = z.object({ available: z.boolean(), provider: z.string() });
export type TranslationStatus = z.infer<typeof translationStatus>;

export const translationItem = z.object({ messageId: z.string(), body: z.string(), translated: z.boolean() });
export type TranslationItem = z.infer<typeof translationItem>;

/** POST …/{id}/translations: each message in the target language (itself when not translated). */
export const translationResult = translationStatus.extend({ items: z.array(translationItem) });
export type TranslationResult = z.infer<typeof translationResult>;

/** GET /api/messages/unread-count: the top bar's chat badge. */
export const unreadMessageCount = z.object({ count: z.number().int() });
export type UnreadMessageCount = z.infer<typeof unreadMessageCount>;
