import { describe, expect, it } from 'vitest';
import { signUpLanguage } from './language';

describe('signUpLanguage', () => {
  it('prefers the language cookie the web app keeps', () => {
    const headers = new Headers({ cookie: 'a=1; language=tr; b=2', 'accept-language': 'en-US,en;q=0.9' });
    expect(signUpLanguage(headers)).toBe('tr');
  });

  it('falls back to Accept-Language, then to nothing', () => {
    expect(signUpLanguage(new Headers({ 'accept-language': 'tr-TR,tr;q=0.9' }))).toBe('tr');
    expect(signUpLanguage(new Headers({ cookie: 'language=de' }))).toBeUndefined();
    expect(signUpLanguage(new Headers())).toBeUndefined();
    expect(signUpLanguage(undefined)).toBeUndefined();
  });
});
