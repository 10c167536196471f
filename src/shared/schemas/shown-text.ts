import type { z } from 'zod';

/*
 * Names and titles other people see (a person's name, a profile title, a project's or a service's
 * title, a package or milestone name) must look like what they are: no invisible characters that
 * make `a\u200Bdmin` pass for `admin` or a name of nothing at all, and no text-direction controls
 * that show a name backwards (U+202E). One rule for every such field, with one translated message.
 */

/**
 * Zero-width and invisible formatting characters (soft hyphen, zero-width space/joiners, word
 * joiner and invisible operators, byte-order mark, Mongolian vowel separator, Hangul fillers) and
 * the bidirectional controls (marks, embeddings, overrides, isolates).
 */
const INVISIBLE =
  '\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\u3164\\uFEFF\\uFFA0';

/** Matches text without any invisible or direction-control character (the OpenAPI `pattern`). */
export const VISIBLE_TEXT_PATTERN = new RegExp(`^[^${INVISIBLE}]*$`);
const ANY_INVISIBLE = new RegExp(`[${INVISIBLE}]`, 'g');

// In the core catalogue: every form page and the server translate it without loading another namespace.
export const INVISIBLE_TEXT_MESSAGE = 'common:validation.invisibleCharacters';

/** A name or title field: refused when it holds an invisible or text-direction control character. */
export function shownText<T extends z.ZodString>(schema: T): T {
  return schema.regex(VISIBLE_TEXT_PATTERN, INVISIBLE_TEXT_MESSAGE) as T;
}

/** For names that do not come from a form (a file name made a portfolio title): the same characters removed. */
export function stripInvisible(value: string): string {
  return value.replace(ANY_INVISIBLE, '');
}
