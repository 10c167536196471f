/*
 * The one place that turns dates, numbers, percentages, ratings and money into text, in English
 * or Turkish. Pages never call toLocale*, Intl.* or date-fns' format themselves, so every list and
 * page writes a value the same way: Turkish puts the day first ("23 Kas 2026"), the percent sign
 * first ("%100"), a decimal comma ("4,0") and the dollar sign after the amount ("65 $/saat").
 */

export type FormatLanguage = 'en' | 'tr';

const INTL_LOCALE: Record<FormatLanguage, string> = { en: 'en-US', tr: 'tr-TR' };

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: FormatLanguage, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALE[lang], options);
    cache.set(key, f);
  }
  return f;
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/*
 * The time zone dates and times are written in: the device's own (null), or a named zone while a
 * page is rendered on the server and while the browser takes that markup over (decision 134), so
 * both write the same day and hour whatever zone the server runs in.
 */
let fixedZone: string | null = null;
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** Writes dates in `zone` (an IANA name) from now on; null: the device's zone again. */
export function setFormatTimeZone(zone: string | null): void {
  fixedZone = zone;
}

/** Whether `zone` is a time zone this runtime knows (a visitor's cookie is checked with it). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

interface Clock {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

function clockOf(d: Date): Clock {
  if (!fixedZone || Number.isNaN(d.getTime()))
    return {
      year: d.getFullYear(),
      month: d.getMonth(),
      day: d.getDate(),
      hours: d.getHours(),
      minutes: d.getMinutes(),
    };
  let f = zoneFormats.get(fixedZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: fixedZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    zoneFormats.set(fixedZone, f);
  }
  const part: Record<string, number> = {};
  for (const p of f.formatToParts(d)) if (p.type !== 'literal') part[p.type] = Number(p.value);
  return {
    year: part.year ?? 0,
    month: (part.month ?? 1) - 1,
    day: part.day ?? 1,
    hours: part.hour ?? 0,
    minutes: part.minute ?? 0,
  };
}

// Short month names as date-fns' en-US and tr locales write them ('MMM'). Written out here
// rather than imported: the formatters are part of every page's first script, where date-fns'
// format() with two locales weighed 6.5 KB gzip (bench/initial-js.ts).
const MONTHS: Record<FormatLanguage, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  tr: ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'],
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A calendar date: "Nov 23, 2026" / "23 Kas 2026" (in local time, like the rest). */
export function formatDate(value: Date | string | number, lang: FormatLanguage): string {
  const d = toDate(value);
  return `${formatDayMonth(d, lang)}${lang === 'tr' ? ' ' : ', '}${clockOf(d).year}`;
}

/** A date with its time: "Nov 23, 2026 14:05" / "23 Kas 2026 14:05". */
export function formatDateTime(value: Date | string | number, lang: FormatLanguage): string {
  return `${formatDate(value, lang)} ${formatTime(value)}`;
}

/** A day and month without the year: "Nov 23" / "23 Kas". */
export function formatDayMonth(value: Date | string | number, lang: FormatLanguage): string {
  const c = clockOf(toDate(value));
  const month = MONTHS[lang][c.month];
  return lang === 'tr' ? `${c.day} ${month}` : `${month} ${c.day}`;
}

/** A time of day, 24-hour in both languages: "14:05". */
export function formatTime(value: Date | string | number): string {
  const c = clockOf(toDate(value));
  return `${pad2(c.hours)}:${pad2(c.minutes)}`;
}

/** A whole or decimal number with the language's grouping: "12,345.5" / "12.345,5". */
export function formatNumber(
  value: number,
  lang: FormatLanguage,
  options: { maximumFractionDigits?: number; minimumFractionDigits?: number } = {},
): string {
  return numberFormat(lang, { maximumFractionDigits: 2, ...options }).format(value);
}

/** A percentage given 0..100: "100%" / "%100"; `fractionDigits` fixed decimals (default none). */
export function formatPercent(percent: number, lang: FormatLanguage, fractionDigits = 0): string {
  return numberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(percent / 100);
}

/** An average rating with one decimal: "4.0" / "4,0". */
export function formatRating(rating: number, lang: FormatLanguage): string {
  return numberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/**
 * Money in US dollars from integer cents: "$1,234.50" / "1.234,50 $". With `whole: true` an amount
 * of whole dollars leaves out the cents ("$65" / "65 $"), as rates and prices in cards do.
 */
export function formatMoney(cents: number, lang: FormatLanguage, options: { whole?: boolean } = {}): string {
  const dollars = cents / 100;
  const digits = options.whole && Number.isInteger(dollars) ? 0 : 2;
  if (lang === 'tr') {
    const amount = numberFormat('tr', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(dollars);
    return `${amount} $`;
  }
  return numberFormat('en', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(dollars);
}

/** An hourly rate from cents: "$65/hr" / "65 $/saat" (cents only when there are some). */
export function formatHourlyRate(cents: number, lang: FormatLanguage): string {
  return `${formatMoney(cents, lang, { whole: true })}${lang === 'tr' ? '/saat' : '/hr'}`;
}

/** A file size in whole kilobytes: "12 kB" / "12 kB" with the language's grouping. */
export function formatKilobytes(bytes: number, lang: FormatLanguage): string {
  return numberFormat(lang, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    bytes / 1024,
  );
}

const relativeFormats = new Map<FormatLanguage, Intl.RelativeTimeFormat>();

/** How long ago, in whole units: "5 minutes ago" / "5 dakika önce". */
export function formatTimeAgo(
  amount: number,
  unit: 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year',
  lang: FormatLanguage,
): string {
  let f = relativeFormats.get(lang);
  if (!f) {
    f = new Intl.RelativeTimeFormat(INTL_LOCALE[lang], { numeric: 'always' });
    relativeFormats.set(lang, f);
  }
  return f.format(-amount, unit);
}

/**
 * A message's values written in the reader's language (notifications store their values, and the
 * server's e-mail and the web's list both translate them): a value named `…At` (an ISO moment)
 * as a date and time, one named `…Cents` (an integer) as money; the rest as they are.
 */
export function formatMessageVars(
  vars: Record<string, unknown>,
  lang: FormatLanguage,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(vars)) {
    if (name.endsWith('At') && typeof value === 'string' && !Number.isNaN(Date.parse(value)))
      out[name] = formatDateTime(value, lang);
    else if (name.endsWith('Cents') && typeof value === 'number' && Number.isInteger(value))
      out[name] = formatMoney(value, lang);
    else out[name] = value;
  }
  return out;
}
