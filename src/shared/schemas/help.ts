import { z } from 'zod';
import { HELP_CHAT_MAX_MESSAGES, HELP_MESSAGE_MAX_LENGTH } from '../help';

/* Messages are translation keys ('ns:key'); the web and the server translate them. */

export type { HelpAnswerMethod, HelpChatMessage, HelpSource, HelpStreamMeta } from '../help';
export { HELP_CHAT_MAX_MESSAGES, HELP_CHAT_PER_MINUTE, HELP_MESSAGE_MAX_LENGTH } from '../help';

export const helpChatMessage = z.strictObject({
  role: z.enum(['user', 'assistant'], { error: 'help:errors.role' }),
  content: z
    .string({ error: 'help:errors.content' })
    .max(HELP_MESSAGE_MAX_LENGTH, 'help:errors.messageTooLong'),
});

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
