import { describe, expect, it } from 'vitest';
import { detectLanguage, otherLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('calls text with Turkish letters Turkish', () => {
    expect(detectLanguage('Teşekkürler, yarın görüşürüz')).toBe('tr');
    expect(detectLanguage('İyi')).toBe('tr');
  });
  it('recognises Turkish typed without Turkish letters by its common words', () => {
    expect(detectLanguage('Merhaba, proje icin fiyat nedir?')).toBe('tr');
    expect(detectLanguage('tamam, tesekkurler')).toBe('tr');
  });
  it('calls everything else English', () => {
    expect(detectLanguage('Hello, is the project still open?')).toBe('en');
    expect(detectLanguage('OK')).toBe('en');
    expect(detectLanguage('')).toBe('en');
  });
  it('knows the other language', () => {
    expect(otherLanguage('en')).toBe('tr');
    expect(otherLanguage('tr')).toBe('en');
  });
});
