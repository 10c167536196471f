import { describe, expect, it } from 'vitest';
import { initialLanguage } from './initial-language';

describe('the language a page opens in', () => {
  it('keeps the stored choice over a link’s language', () => {
    expect(initialLanguage('en', '?lang=tr')).toBe('en');
    expect(initialLanguage('tr', '')).toBe('tr');
  });

  it('follows a shared link’s ?lang= when nothing is stored', () => {
    expect(initialLanguage(null, '?lang=tr')).toBe('tr');
    expect(initialLanguage(null, '?q=logo&lang=tr')).toBe('tr');
  });

  it('opens in English otherwise, whatever else the link says', () => {
    expect(initialLanguage(null, '')).toBe('en');
    expect(initialLanguage(null, '?lang=de')).toBe('en');
    expect(initialLanguage('xx', '?lang=fr')).toBe('en');
  });
});
