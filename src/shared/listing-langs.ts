/*
 * The languages a listing is written in, and which of its versions a reader reads (decision 130),
 * without zod: the web app's first download uses these on every card, and the schemas beside the
 * answers (schemas/alt-texts.ts) would bring zod into it.
 */

export const LISTING_LANGS = ['en', 'tr'] as const;
export type ListingLang = (typeof LISTING_LANGS)[number];

/** The author's second version when it is in the reader's language `lang`, else null (read the first). */
export function versionIn<A extends { lang: ListingLang }>(
  alt: A | null | undefined,
  lang: string,
): A | null {
  return alt && alt.lang === lang ? alt : null;
}
