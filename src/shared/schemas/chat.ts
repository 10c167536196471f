import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, type Language } from '../constants';

/* Messages are translation keys ('ns:key'); the web and the server translate them. */

export const TRANSLATION_MODES = ['none', 'auto', 'en', 'tr'] as const;
export type TranslationMode = (typeof TRANSLATION_MODES)[number];

/** A chat message as typed: trimmed; empty is refused; at most 5000 characters (spec part 1 §5). */
export const messageText = z
  .string({ error: 'chat:error.empty' })
  .transform((v) => v.trim())
  .pipe(z.string().min(1, 'chat:error.empty').max(CHAT_MESSAGE_MAX_LENGTH, 'chat:error.tooLongDescription'));

export const sendMessageInput = z.strictObject({ body: messageText });
export type SendMessageInput = z.input<typeof sendMessageInput>;

export const startConversationInput = z.strictObject({
  userId: z.string().min(1, 'chat:error.userNotFound').max(200, 'chat:error.userNotFound'),
});

export const MAX_TRANSLATE_BATCH = 100;

export const translateMessagesInput = z.strictObject({
  target: z.enum(['en', 'tr']),
  messageIds: z.array(z.string().uuid()).min(1).max(MAX_TRANSLATE_BATCH),
});

/** A conversation as the list shows it (GET /api/conversations). */
export interface ConversationSummary {
  id: string;
  partner: {
    userId: string;
    profileId: string | null;
    name: string;
    avatarUrl: string | null;
    online: boolean;
    /** The partner's main service category (the one most of their services are in), if any. */
    category: string | null;
  };
  lastMessage: { body: string; mine: boolean; createdAt: string } | null;
  unread: number;
}

/** A message as the thread shows it. */
export interface MessageView {
  id: string;
  conversationId: string;
  senderId: string;
  mine: boolean;
  body: string;
  lang: Language;
  read: boolean;
  createdAt: string;
}
