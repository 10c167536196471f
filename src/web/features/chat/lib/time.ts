import { format, isSameDay, isSameYear } from 'date-fns';
import { enUS, tr } from 'date-fns/locale';

/** A message time: the hour today, the day this year, the full date before. */
export function messageTime(value: string, lang: 'en' | 'tr', now = new Date()): string {
  const date = new Date(value);
  const locale = lang === 'tr' ? tr : enUS;
  if (isSameDay(date, now)) return format(date, 'HH:mm', { locale });
  if (isSameYear(date, now)) return format(date, 'MMM d', { locale });
  return format(date, 'MMM d, yyyy', { locale });
}
