/*
 * Raw rows of `db.execute(sql…)`, read in one place. node-postgres and PGlite hand back the same
 * columns in different JavaScript types (a numeric as a string or a number, an array as an array
 * or as its text form '{a,"b c"}', a timestamp as a Date or a string), so a presenter that reads a
 * raw row converts each column with these and nothing else. Rows from drizzle's query builder are
 * typed by the schema and need none of this.
 */

/** The rows of an `execute` answer (node-postgres wraps them in `{ rows }`, PGlite may not). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** A text[] column: the array itself, or its text form. */
export function textArray(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  if (typeof value !== 'string') return [];
  const inner = value.replace(/^\{|\}$/g, '');
  if (!inner) return [];
  return (inner.match(/"((?:[^"\\]|\\.)*)"|[^,]+/g) ?? []).map((s) =>
    s.startsWith('"') ? s.slice(1, -1).replace(/\\(.)/g, '$1') : s,
  );
}

/** A timestamp column as an ISO string. */
export const isoOf = (value: unknown): string =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();

/** A nullable number column (numeric, bigint or int). */
export const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** A nullable amount in cents, as dollars. */
export const dollarsOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value) / 100;

/** A nullable average, to one decimal (ratings). */
export const oneDecimalOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

/** A nullable text column. */
export const textOrNull = (value: unknown): string | null => (value as string | null | undefined) ?? null;

/**
 * An author's texts in the other language (decision 130), read from a row's `alt_texts` fields:
 * null unless the language is known and every text is there.
 */
export function altTextsOrNull<T extends Record<string, unknown>>(
  lang: unknown,
  texts: T,
): ({ lang: 'en' | 'tr' } & { [K in keyof T]: string }) | null {
  if (lang !== 'en' && lang !== 'tr') return null;
  if (!Object.values(texts).every((v) => typeof v === 'string' && v !== '')) return null;
  return { lang, ...texts } as { lang: 'en' | 'tr' } & { [K in keyof T]: string };
}
