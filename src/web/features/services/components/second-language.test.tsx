// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useLanguage } from '@web/test/render';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  altInputOf,
  type SecondLanguageDraft,
  SecondLanguageEditor,
  secondLanguageIssue,
} from './second-language';

// Decision 130: a seller writes the service a second time, in the other language.

afterEach(() => cleanup());

const draft: SecondLanguageDraft = {
  lang: 'tr',
  header: 'Markanız için özgün logo tasarımı',
  explanation: 'Üç taslak, iki düzeltme turu ve baskı ile web için her biçimde son dosyalar veriyorum.',
  pricing: '  ',
  packages: {
    basic: { name: 'Başlangıç', description: 'Tek taslak.', features: 'Logo\n\n  Kaynak dosya  \n' },
    premium: { name: '', description: 'Adı yok', features: '' },
  },
};

describe('the second language of a service', () => {
  it('sends the packages the service has, a feature per line, and no blank pricing', () => {
    expect(altInputOf(draft, ['basic', 'standard', 'premium'])).toEqual({
      lang: 'tr',
      header: draft.header,
      explanation: draft.explanation,
      pricing: undefined,
      packages: [
        { tier: 'basic', name: 'Başlangıç', description: 'Tek taslak.', features: ['Logo', 'Kaynak dosya'] },
      ],
    });
    // A tier the service no longer has is not sent.
    expect(altInputOf(draft, ['standard']).packages).toEqual([]);
  });

  it("says which step a problem is on, with the shared schema's message", () => {
    expect(secondLanguageIssue(null, [])).toBeNull();
    expect(secondLanguageIssue(draft, ['basic'])).toBeNull();
    expect(secondLanguageIssue({ ...draft, header: 'Kısa' }, ['basic'])).toEqual({
      message: 'selling:validation.headerMin',
      part: 'details',
    });
    const noDescription = {
      ...draft,
      packages: { basic: { name: 'Başlangıç', description: '', features: '' } },
    };
    expect(secondLanguageIssue(noDescription, ['basic'])?.part).toBe('pricing');
  });

  it('starts in the other language of the interface when ticked, and removes the version when unticked', async () => {
    await useLanguage('en', ['selling', 'services']);
    const seen: (SecondLanguageDraft | null)[] = [];
    function Harness() {
      const [value, setValue] = useState<SecondLanguageDraft | null>(null);
      seen.push(value);
      return (
        <SecondLanguageEditor value={value} onChange={setValue} part="details" packages={[]} idPrefix="t" />
      );
    }
    render(<Harness />);
    expect(screen.queryByLabelText('Service header (Turkish)')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Also write this service in the other language' }));
    expect((screen.getByRole('radio', { name: 'Turkish' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Service header (Turkish)'), { target: { value: 'Yeni başlık' } });
    expect(seen.at(-1)).toMatchObject({ lang: 'tr', header: 'Yeni başlık' });
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByLabelText('Service header (English)')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Also write this service in the other language' }));
    expect(seen.at(-1)).toBeNull();
  });
});
