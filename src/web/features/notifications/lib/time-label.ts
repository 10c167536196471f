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
  if (type === 'payout') return '/wallet';
  // Account states (decision 063): the page listing the account's standing.
  if (type === 'account') return '/account/standing';
  if (type === 'saved_search') {
    // A new service or project a saved search found: open it.
    const id = vars?.itemId;
    if (typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id))
      return `/${vars?.kind === 'services' ? 'services' : 'projects'}/${id}`;
    return '/saved?tab=searches';
  }
  if (type === 'dispute') {
    const id = vars?.contractId;
    return typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? `/contracts/${id}` : '/orders';
  }
  return '/projects';
}
