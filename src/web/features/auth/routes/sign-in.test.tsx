// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@web/lib/i18n';
import { answerFetch, renderWithClient, useLanguage } from '@web/test/render';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SignInPage } from './sign-in';

// Signing in with two-factor on: the code step is a form of its own on the shared fields. A wrong
// code stands under the field, in the language of the page; switching to a backup code starts over.

// Radix's checkbox measures itself; jsdom has no ResizeObserver, and nothing here needs a size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const t = (key: string) => i18n.t(key);
let fetched: ReturnType<typeof answerFetch> | undefined;

afterEach(() => {
  cleanup();
  fetched?.restore();
  fetched = undefined;
});

function description(el: HTMLElement) {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
}

/** The server: the password asks for a second step, and every code is refused with `code`'s message. */
function server() {
  fetched = answerFetch((req) => {
    if (req.path === '/api/auth/sign-in/email') return { status: 200, body: { twoFactorRedirect: true } };
    if (req.path === '/api/auth/two-factor/verify-totp')
      return {
        status: 401,
        body: { error: { code: 'INVALID_CODE', message: t('auth:error.codes.INVALID_CODE'), field: 'code' } },
      };
    if (req.path === '/api/auth/two-factor/verify-backup-code')
      return { status: 429, body: { error: { code: 'RATE_LIMITED', message: t('common:error.generic') } } };
    return { status: 200, body: {} };
  });
  return fetched;
}

async function toCodeStep(user: ReturnType<typeof userEvent.setup>) {
  renderWithClient(
    <MemoryRouter>
      <SignInPage />
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText(t('auth:signin.email')), 'ayse@example.com');
  await user.type(screen.getByLabelText(t('auth:signin.password')), 'secret-pass');
  await user.click(screen.getByRole('button', { name: t('auth:signin.submit') }));
  return screen.findByLabelText(t('auth:signin.twoFactorCode'));
}

const langs: Language[] = ['en', 'tr'];

describe.each(langs)('two-factor step of the sign-in (%s)', (lang) => {
  it('keeps only digits, waits for six of them, and shows a refused code under the field', async () => {
    await useLanguage(lang, ['auth', 'common']);
    const { sent } = server();
    const user = userEvent.setup({ delay: null });
    const code = await toCodeStep(user);
    const verify = screen.getByRole('button', { name: t('auth:signin.twoFactorSubmit') });
    await user.type(code, '12a34');
    expect((code as HTMLInputElement).value).toBe('1234');
    expect(verify.hasAttribute('disabled')).toBe(true);
    expect(description(verify)).toEqual([t('auth:signin.needsCode')]);

    await user.type(code, '56');
    await user.click(verify);
    const refusal = t('auth:error.codes.INVALID_CODE');
    await screen.findByText(refusal);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(description(code)).toEqual([refusal]);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([refusal]);
    expect((code as HTMLInputElement).value).toBe('123456');
    expect(sent.filter((r) => r.path === '/api/auth/two-factor/verify-totp').map((r) => r.body)).toEqual([
      { code: '123456' },
    ]);
  });

  it('switches to a backup code with an empty field, and shows a refusal about no field by the button', async () => {
    await useLanguage(lang, ['auth', 'common']);
    const { sent } = server();
    const user = userEvent.setup({ delay: null });
    const code = await toCodeStep(user);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: t('auth:signin.twoFactorSubmit') }));
    await screen.findByText(t('auth:error.codes.INVALID_CODE'));

    await user.click(screen.getByRole('button', { name: t('auth:signin.useBackup') }));
    const backup = screen.getByLabelText(t('auth:signin.backupCode'));
    expect((backup as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(backup, '  abcd-efgh ');
    await user.click(screen.getByRole('button', { name: t('auth:signin.twoFactorSubmit') }));
    const busy = t('common:error.generic');
    await screen.findByText(busy);
    expect(backup.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([busy]);
    // The backup code goes as the schema reads it: without the spaces around it.
    expect(
      sent.filter((r) => r.path === '/api/auth/two-factor/verify-backup-code').map((r) => r.body),
    ).toEqual([{ code: 'abcd-efgh' }]);
  });
});
