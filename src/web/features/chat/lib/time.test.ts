import { describe, expect, it } from 'vitest';
import { messageTime } from './time';
import { targetLanguage } from './translation-mode';

describe('messageTime', () => {
  const now = new Date(2026, 10, 23, 15, 0);
  it('shows the hour today, the day this year and the full date before', () => {
    expect(messageTime(new Date(2026, 10, 23, 9, 5).toISOString(), 'en', now)).toBe('09:05');
    expect(messageTime(new Date(2026, 10, 2, 9, 5).toISOString(), 'en', now)).toBe('Nov 2');
    expect(messageTime(new Date(2026, 10, 2, 9, 5).toISOString(), 'tr', now)).toBe('2 Kas');
    expect(messageTime(new Date(2025, 0, 7).toISOString(), 'en', now)).toBe('Jan 7, 2025');
  });
});

describe('targetLanguage', () => {
  it('shows nothing translated with none, the interface language with auto, else the chosen one', () => {
    expect(targetLanguage('none', 'tr')).toBeNull();
    expect(targetLanguage('auto', 'tr')).toBe('tr');
    expect(targetLanguage('auto', 'en')).toBe('en');
    expect(targetLanguage('en', 'tr')).toBe('en');
    expect(targetLanguage('tr', 'en')).toBe('tr');
  });
});
