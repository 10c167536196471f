import { describe, expect, it } from 'vitest';
import { detectContentLanguage, detectLanguage, otherLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('calls text with Turkish letters Turkish', () => {
    expect(detectLanguage('Teşekkürler, yarın görüşürüz')).toBe('tr');
    expect(detectLanguage('İyi')).toBe('tr');
  });
  it('recognises Turkish typed without Turkish letters by its common words', () => {
    expect(detectLanguage('Merhaba, proje icin fiyat nedir?')).toBe('tr');
    expect(detectLanguage('tamam, tesekkurler')).toBe('tr');
    // As help-center questions are typed.
    expect(detectLanguage('Şifremi unuttum')).toBe('tr');
    expect(detectLanguage('param nasil cekilir')).toBe('tr');
    expect(detectLanguage('How do I reset my password?')).toBe('en');
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

describe('detectContentLanguage', () => {
  it('tells Turkish and English content apart', () => {
    expect(detectContentLanguage('Kurumsal kimlik ve logo tasarımı yapıyorum, 8 yıllık deneyimle.')).toBe(
      'tr',
    );
    expect(detectContentLanguage('I design logos and brand identities for small businesses.')).toBe('en');
  });
  it('is not fooled by one Turkish name in an English text', () => {
    expect(detectContentLanguage('Can Işık is the designer I worked with, and the result was great.')).toBe(
      'en',
    );
  });
  it('answers null when unsure', () => {
    expect(detectContentLanguage('')).toBeNull();
    expect(detectContentLanguage(null)).toBeNull();
    expect(detectContentLanguage('Logo React Figma')).toBeNull();
    expect(detectContentLanguage('the proje')).toBeNull();
  });
});
