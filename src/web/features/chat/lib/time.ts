import { formatDate, formatDayMonth, formatTime } from '@shared/format';
import { isSameDay, isSameYear } from 'date-fns';

/** A message time: the hour today, the day this year, the full date before. */
export function messageTime(value: string, lang: 'en' | 'tr', now = new Date()): string {
  const date = new Date(value);
  if (isSameDay(date, now)) return formatTime(date);
  if (isSameYear(date, now)) return formatDayMonth(date, lang);
  return formatDate(date, lang);
}
