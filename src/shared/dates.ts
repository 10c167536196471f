import { format } from 'date-fns';
import { enUS, tr } from 'date-fns/locale';

/** Dates as 'MMM d, yyyy' (Turkish month names in Turkish). */
export function formatDate(value: Date | string | number, lang: 'en' | 'tr'): string {
  const date = value instanceof Date ? value : new Date(value);
  return format(date, 'MMM d, yyyy', { locale: lang === 'tr' ? tr : enUS });
}

/** Date and time as 'MMM d, yyyy HH:mm' (Turkish month names in Turkish). */
export function formatDateTime(value: Date | string | number, lang: 'en' | 'tr'): string {
  const date = value instanceof Date ? value : new Date(value);
  return format(date, 'MMM d, yyyy HH:mm', { locale: lang === 'tr' ? tr : enUS });
}
