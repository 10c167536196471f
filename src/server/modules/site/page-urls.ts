import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants';

/*
 * A page's address in each language (decision 110). English, the default, is the bare path; another
 * language adds `?lang=<code>`, the parameter the server reads for the page's head and the web app
 * for its opening language (lib/initial-language.ts). The canonical link of a page in Turkish is
 * its Turkish address, and every page names all its languages with hreflang.
 */

/** The absolute address of `path` in `lang`. */
export function pageUrl(baseUrl: string, path: string, lang: Language): string {
  return inLanguage(new URL(path, baseUrl), lang);
}

/**
 * `url` in `lang`. A page's path has no query: `?lang=` is then appended to its address as it is
 * (what setting the search parameter writes, without the URL's search parameters being built and
 * serialised again, which showed in the pages' CPU profiles); otherwise the parameter is set.
 */
function inLanguage(url: URL, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE) return url.href;
  const href = url.href;
  if (!href.includes('?') && !href.includes('#')) return `${href}?lang=${lang}`;
  const copy = new URL(url);
  copy.searchParams.set('lang', lang);
  return copy.href;
}

/** The hreflang alternates of `path`: each language, and x-default (the bare path). */
export function languageAlternates(baseUrl: string, path: string): { hreflang: string; href: string }[] {
  const url = new URL(path, baseUrl);
  return [
    ...LANGUAGES.map((lang) => ({ hreflang: lang, href: inLanguage(url, lang) })),
    { hreflang: 'x-default', href: inLanguage(url, DEFAULT_LANGUAGE) },
  ];
}

/** The address of the blog's Atom feed in `lang`. */
export function blogFeedPath(lang: Language): string {
  return `/feeds/blog.${lang}.xml`;
}
