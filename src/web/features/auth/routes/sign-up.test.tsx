// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@web/lib/i18n';
import { answerFetch, renderWithClient, useLanguage } from '@web/test/render';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SignInPage } from './sign-in';
import { SignUpPage } from './sign-up';

// The sign-up page on the shared form fields: the schema's messages in the page's language, and a
// server refusal next to the field it names, with everything typed kept.

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

/** The texts of the ids a control names in aria-describedby, in order. */
function description(el: HTMLElement) {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
}

/** Answers the sign-up with `refusal` (status and error body); anything else the page asks is empty. */
function server(refusal: { status: number; error: Record<string, unknown> }) {
  fetched = answerFetch((req) =>
    req.path === '/api/auth/sign-up/email'
      ? { status: refusal.status, body: { error: refusal.error } }
      : { status: 200, body: {} },
  );
  return fetched;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, confirm = 'secret-pass') {
  await user.type(screen.getByLabelText(t('auth:signup.name')), 'Ayşe Yılmaz');
  await user.type(screen.getByLabelText(t('auth:signup.email')), 'ayse@example.com');
  await user.type(screen.getByLabelText(t('auth:signup.password')), 'secret-pass');
  await user.type(screen.getByLabelText(t('auth:signup.confirmPassword')), confirm);
  await user.click(screen.getByRole('checkbox'));
}

const langs: Language[] = ['en', 'tr'];

describe.each(langs)('sign-up form (%s)', (lang) => {
  it('ties the hint to the name and shows a mismatched confirmation by that field, sending nothing', async () => {
    await useLanguage(lang, ['auth']);
    const sent = server({ status: 500, error: {} }).sent;
    const user = userEvent.setup({ delay: null });
    renderWithClient(
      <MemoryRouter>
        <SignUpPage />
      </MemoryRouter>,
    );
    const name = screen.getByLabelText(t('auth:signup.name'));
    expect(description(name)).toEqual([t('auth:signup.nameHelp')]);
    // The button says why it waits for the terms.
    const submit = screen.getByRole('button', { name: t('auth:signup.submit') });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(description(submit)).toEqual([t('auth:signup.needsTerms')]);

    await fillIn(user, 'something-else');
    await user.click(submit);
    const confirm = screen.getByLabelText(t('auth:signup.confirmPassword'));
    const message = t('auth:signup.error.passwordMatch');
    expect(message).not.toBe('signup.error.passwordMatch');
    // The resolver is asynchronous: wait for its message rather than assume it came with the click.
    await screen.findByText(message);
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(description(confirm)).toEqual([message]);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([message]);
    expect(document.activeElement).toBe(confirm);
    expect(sent.filter((r) => r.path === '/api/auth/sign-up/email')).toEqual([]);
  });

  it("puts the server's translated refusal next to the field it names and keeps what was typed", async () => {
    await useLanguage(lang, ['auth', 'common']);
    // What the server answers in the request's language: the name has an invisible character.
    const refusal = t('common:validation.invisibleCharacters');
    expect(refusal).not.toBe('validation.invisibleCharacters');
    const { sent } = server({
      status: 400,
      error: { code: 'VALIDATION_ERROR', message: refusal, field: 'name' },
    });
    const user = userEvent.setup({ delay: null });
    renderWithClient(
      <MemoryRouter>
        <SignUpPage />
      </MemoryRouter>,
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: t('auth:signup.submit') }));
    const name = screen.getByLabelText(t('auth:signup.name'));
    await screen.findByText(refusal);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(description(name)).toEqual([t('auth:signup.nameHelp'), refusal]);
    expect(document.activeElement).toBe(name);
    expect((name as HTMLInputElement).value).toBe('Ayşe Yılmaz');
    // No other field is marked, and nothing stands by the button.
    expect(screen.getByLabelText(t('auth:signup.email')).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([refusal]);
    const [request] = sent.filter((r) => r.path === '/api/auth/sign-up/email');
    expect(request?.body).toEqual({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
      acceptTerms: true,
      language: lang,
    });
  });

  it('shows a refusal about no field by the button', async () => {
    await useLanguage(lang, ['auth']);
    const busy =
      lang === 'en' ? 'Too many attempts, try again later' : 'Çok fazla deneme, daha sonra tekrar deneyin';
    server({ status: 429, error: { code: 'RATE_LIMITED', message: busy } });
    const user = userEvent.setup({ delay: null });
    renderWithClient(
      <MemoryRouter>
        <SignUpPage />
      </MemoryRouter>,
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: t('auth:signup.submit') }));
    await screen.findByText(busy);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([busy]);
    for (const label of ['name', 'email', 'password', 'confirmPassword'])
      expect(screen.getByLabelText(t(`auth:signup.${label}`)).getAttribute('aria-invalid')).toBeNull();
  });

  it('opens the sign-in page with the e-mail filled in, never the password', async () => {
    await useLanguage(lang, ['auth', 'common']);
    fetched = answerFetch(() => ({ status: 200, body: {} }));
    const user = userEvent.setup({ delay: null });
    renderWithClient(
      <MemoryRouter initialEntries={['/signup']}>
        <Routes>
          <Route path="/signup" element={<SignUpPage />} />
          <Route path="/signin" element={<SignInPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: t('auth:signup.submit') }));
    await screen.findByRole('button', { name: t('auth:signin.submit') });
    const email = screen.getByLabelText(t('auth:signin.email'));
    expect((email as HTMLInputElement).value).toBe('ayse@example.com');
    expect((screen.getByLabelText(t('auth:signin.password')) as HTMLInputElement).value).toBe('');
  });
});
