// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@web/lib/i18n';
import { pendingLanguageChoice } from '@web/lib/language-choice';
import { useLanguage } from '@web/test/render';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from './language-switch';

// The language buttons show text, not flag emoji: where no emoji font is installed a flag is an
// empty box. Each button is named by what it shows and by the language's own name.

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const langs: Language[] = ['en', 'tr'];

describe.each(langs)('language switch (%s)', (lang) => {
  it('shows each language as its code, with no emoji, named by code and own name', async () => {
    await useLanguage(lang, ['common']);
    render(<LanguageSwitch />);
    const en = screen.getByRole('button', { name: 'EN English' });
    const tr = screen.getByRole('button', { name: 'TR Türkçe' });
    for (const button of [en, tr]) {
      // Regional indicator symbols (what flag emoji are made of), or any other pictograph.
      expect(button.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]|\p{Extended_Pictographic}/u);
    }
    expect(en.getAttribute('aria-pressed')).toBe(String(lang === 'en'));
    expect(tr.getAttribute('aria-pressed')).toBe(String(lang === 'tr'));
  });

  it('switches the language when pressed', async () => {
    await useLanguage(lang, ['common']);
    const other: Language = lang === 'en' ? 'tr' : 'en';
    const chosen: Language[] = [];
    const user = userEvent.setup({ delay: null });
    render(<LanguageSwitch onChange={(l) => chosen.push(l)} />);
    await user.click(screen.getByRole('button', { name: other === 'en' ? 'EN English' : 'TR Türkçe' }));
    await waitFor(() => expect(i18n.language).toBe(other));
    expect(chosen).toEqual([other]);
    // An explicit choice of this device, newer than whatever the profile says (use-saved-language).
    expect(pendingLanguageChoice()).toBe(other);
  });
});
