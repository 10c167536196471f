import { z } from 'zod';

/* Messages are translation keys ('ns:key'); the web and the server translate them. */

export const HELP_CHAT_MAX_MESSAGES = 30;
export const HELP_MESSAGE_MAX_LENGTH = 4000;
/** Questions per user per minute to the help assistant. */
export const HELP_CHAT_PER_MINUTE = 10;

export const helpChatMessage = z.strictObject({
  role: z.enum(['user', 'assistant'], { error: 'help:errors.role' }),
  content: z
    .string({ error: 'help:errors.content' })
    .max(HELP_MESSAGE_MAX_LENGTH, 'help:errors.messageTooLong'),
});
export type HelpChatMessage = z.infer<typeof helpChatMessage>;

export const helpChatInput = z
  .strictObject({
    messages: z
      .array(helpChatMessage, { error: 'help:errors.noMessages' })
      .min(1, 'help:errors.noMessages')
      .max(HELP_CHAT_MAX_MESSAGES, 'help:errors.tooManyMessages'),
  })
  .superRefine((value, ctx) => {
    const last = value.messages.at(-1);
    if (!last) return;
    if (last.role !== 'user')
      ctx.addIssue({ code: 'custom', message: 'help:errors.lastNotUser', path: ['messages'] });
    else if (last.content.trim() === '')
      ctx.addIssue({ code: 'custom', message: 'help:errors.emptyMessage', path: ['messages'] });
  });
export type HelpChatInput = z.infer<typeof helpChatInput>;

/** Which method produced an answer: the configured AI model, or the help articles quoted directly. */
export type HelpAnswerMethod = 'ai' | 'articles';

export interface HelpSource {
  title: string;
  href: string;
}

/** Extra field of the first event of a help-chat stream (besides the spec's `choices`). */
export interface HelpStreamMeta {
  method: HelpAnswerMethod;
  model: string | null;
  language: 'en' | 'tr';
  sources: HelpSource[];
  /** Set when an AI model is configured but failed, and the articles answered instead. */
  fallback: boolean;
}
