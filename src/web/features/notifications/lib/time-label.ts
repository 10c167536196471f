import type { Language } from '@shared/constants';
import type { TFunction } from 'i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formats = new Map<Language, Intl.RelativeTimeFormat>();

/** The browser's own wording: "5 minutes ago", "5 dakika önce". */
function relative(lang: Language, value: number, unit: Intl.RelativeTimeFormatUnit): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
    formats.set(lang, format);
  }
  return format.format(-value, unit);
}

/**
 * Spec part 1 §2: 'Just now' under a minute, then whole minutes under an hour, hours under a day,
 * then days (Intl.RelativeTimeFormat in the interface language).
 */
export function timeLabel(t: TFunction, lang: Language, createdAt: string, now: number = Date.now()): string {
  const diff = Math.max(0, now - new Date(createdAt).getTime());
  if (diff < MINUTE) return t('notifications:time.justNow');
  if (diff < HOUR) return relative(lang, Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return relative(lang, Math.floor(diff / HOUR), 'hour');
  return relative(lang, Math.floor(diff / DAY), 'day');
}

/** Spec part 1 §4: where a click on each type goes (a message opens its conversation when known). */
export function notificationTarget(type: string, vars?: Record<string, unknown>): string {
  if (type === 'message') {
    const id = vars?.conversationId;
    return typeof id === 'string' && id ? `/chat?c=${encodeURIComponent(id)}` : '/chat';
  }
  if (type === 'review') return '/profile';
  return '/projects';
}
