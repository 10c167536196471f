import { z } from 'zod';
import { HELP_CHAT_MAX_MESSAGES, HELP_MESSAGE_MAX_LENGTH, HELP_TOPICS } from '../help';

/* Messages are translation keys ('ns:key'); the web and the server translate them. */

export type { HelpAnswerMethod, HelpChatMessage, HelpSource, HelpStreamMeta, HelpTopic } from '../help';
export { HELP_CHAT_MAX_MESSAGES, HELP_CHAT_PER_MINUTE, HELP_MESSAGE_MAX_LENGTH, HELP_TOPICS } from '../help';

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

/* ---------------------------------------------------------------- answers */

export const helpArticleSummary = z.object({
  slug: z.string(),
  topic: z.enum(HELP_TOPICS),
  title: z.string(),
  summary: z.string(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummary>;

/** GET /api/help/articles: all articles in order, or the best matches of `query` first. */
export const helpArticleList = z.object({
  language: z.enum(['en', 'tr']),
  query: z.string().nullable(),
  topics: z.array(z.enum(HELP_TOPICS)),
  articles: z.array(helpArticleSummary),
});
export type HelpArticleList = z.infer<typeof helpArticleList>;

export const helpArticle = helpArticleSummary.extend({
  language: z.enum(['en', 'tr']),
  /** Plain text, paragraphs separated by blank lines. */
  body: z.string(),
  updatedAt: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticle>;
