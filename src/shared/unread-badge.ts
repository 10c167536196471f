import { UNREAD_BADGE_MAX } from './constants';

/** The text of an unread badge: the count, or '9+' above 9 (spec part 1 §9). */
export function badgeText(count: number): string {
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}
