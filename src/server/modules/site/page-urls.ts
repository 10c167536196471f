import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants';

/*
 * A page's address in each language (decision 110). English, the default, is the bare path; another
 * language adds `?lang=<code>`, the parameter the server reads for the page's head and the web app
 * for its opening language (lib/initial-language.ts). The canonical link of a page in Turkish is
 * its Turkish address, and every page names all its languages with hreflang.
 */

/** The absolute address of `path` in `lang`. */
export function pageUrl(baseUrl: string, path: string, lang: Language): string {
  const url = new URL(path, baseUrl);
  if (lang !== DEFAULT_LANGUAGE) url.searchParams.set('lang', lang);
  return url.toString();
}

/** The hreflang alternates of `path`: each language, and x-default (the bare path). */
export function languageAlternates(baseUrl: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((lang) => ({ hreflang: lang, href: pageUrl(baseUrl, path, lang) })),
    { hreflang: 'x-default', href: pageUrl(baseUrl, path, DEFAULT_LANGUAGE) },
  ];
}

/** The address of the blog's Atom feed in `lang`. */
export function blogFeedPath(lang: Language): string {
  return `/feeds/blog.${lang}.xml`;
}
