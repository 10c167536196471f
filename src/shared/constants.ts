/** Business constants from the spec, shared by server and web. */
export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** Platform fee in basis points (10%). The freelancer receives the rest. */
export const PLATFORM_FEE_BPS = 1000;

export const CHAT_MESSAGE_MAX_LENGTH = 5000;
export const CHAT_MIN_INTERVAL_MS = 1000;

export const UNREAD_BADGE_MAX = 9;
export const CARD_MAX_SKILLS = 3;
export const SERVICE_IMAGES_SHOWN = 3;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the first supported language from an Accept-Language style header. */
export function pickLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (isLanguage(tag)) return tag;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The name a deleted account keeps wherever its history stays (messages, reviews, contracts,
 * ledger lines). Stored as is; every screen shows it translated (web/lib/person-name.ts).
 */
export const DELETED_USER_NAME = 'Deleted user';

/** The contact form's topics and its messages' states (decision 119; schemas in schemas/contact.ts). */
export const CONTACT_TOPICS = ['general', 'account', 'payments', 'orders', 'safety', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_STATUSES = ['open', 'answered'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
