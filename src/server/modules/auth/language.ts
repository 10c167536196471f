import { isLanguage, type Language, pickLanguage } from '@shared/constants';

/** The language a new account starts with, read from the request that creates it. */
export function signUpLanguage(headers: Headers | undefined | null): Language | undefined {
  if (!headers) return undefined;
  const cookie = headers.get('cookie') ?? '';
  const match = /(?:^|;\s*)language=([a-z]{2})(?:;|$)/.exec(cookie);
  if (match && isLanguage(match[1])) return match[1];
  const accept = headers.get('accept-language');
  return accept ? pickLanguage(accept) : undefined;
}
