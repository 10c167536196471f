import type { Language } from '@shared/constants';
import { formatTimeAgo } from '@shared/format';
import type { TFunction } from 'i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec part 1 §2: 'Just now' under a minute, then whole minutes under an hour, hours under a day,
 * then days (shared/format's formatTimeAgo in the interface language).
 */
export function timeLabel(t: TFunction, lang: Language, createdAt: string, now: number = Date.now()): string {
  const diff = Math.max(0, now - new Date(createdAt).getTime());
  if (diff < MINUTE) return t('notifications:time.justNow');
  if (diff < HOUR) return formatTimeAgo(Math.floor(diff / MINUTE), 'minute', lang);
  if (diff < DAY) return formatTimeAgo(Math.floor(diff / HOUR), 'hour', lang);
  return formatTimeAgo(Math.floor(diff / DAY), 'day', lang);
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
