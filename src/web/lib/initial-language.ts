import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shared/constants';

/**
 * The language a page opens in: the visitor's stored choice; without one, the language a shared
 * link names (`?lang=tr`, the same parameter the server reads for the page's title and link
 * preview, so the preview and the page agree); else English, the spec's default.
 */
export function initialLanguage(stored: string | null, search: string): Language {
  if (isLanguage(stored)) return stored;
  const linked = new URLSearchParams(search).get('lang');
  return isLanguage(linked) ? linked : DEFAULT_LANGUAGE;
}
