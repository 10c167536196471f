/** Help assistant limits and stream types, without zod so the home chatbot's chunk stays small. */
export const HELP_CHAT_MAX_MESSAGES = 30;
export const HELP_MESSAGE_MAX_LENGTH = 4000;
/** Questions per user per minute to the help assistant. */
export const HELP_CHAT_PER_MINUTE = 10;

/** The help center's topics, in the order the page lists them. */
export const HELP_TOPICS = [
  'getting-started',
  'projects',
  'payments',
  'services',
  'communication',
  'account',
  'ai',
  'rules',
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

export interface HelpChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

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
