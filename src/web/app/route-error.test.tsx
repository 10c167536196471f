// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import { cleanup, screen } from '@testing-library/react';
import { ApiError } from '@web/lib/api';
import i18n from '@web/lib/i18n';
import { answerFetch, renderWithClient, useLanguage } from '@web/test/render';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from './layout/root-layout';

// A page that fails under the layout says so in its place and keeps the header around it; a lost
// server (no answer, or a page's code that could not be fetched) reads as such, with a retry.

// jsdom has neither; the layout's phone checks and measured menus need no real answers here.
window.matchMedia ??= ((query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList) as typeof window.matchMedia;
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
  vi.restoreAllMocks();
});

function renderFailing(error: unknown) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fetched = answerFetch(() => ({ status: 200, body: null }));
  const Failing = () => {
    throw error;
  };
  renderWithClient(
    <MemoryRouter initialEntries={['/broken']}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/broken" element={<Failing />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const langs: Language[] = ['en', 'tr'];

describe.each(langs)('a failing page (%s)', (lang) => {
  it('keeps the header and says the connection is lost, with a retry', async () => {
    await useLanguage(lang, ['common', 'shell']);
    renderFailing(new ApiError(0, 'NETWORK_ERROR', t('common:error.network')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('common:error.connectionLost'));
    expect(alert.textContent).toContain(t('common:error.connectionLostHelp'));
    expect(screen.getByRole('button', { name: t('common:actions.retry') })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('reads a page code that could not be fetched as a lost connection', async () => {
    await useLanguage(lang, ['common', 'shell']);
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/page.js'));
    expect((await screen.findByRole('alert')).textContent).toContain(t('common:error.connectionLost'));
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows a bug as the generic error, still under the header', async () => {
    await useLanguage(lang, ['common', 'shell']);
    renderFailing(new Error('bug'));
    await screen.findByText(t('common:error.generic'));
    expect(screen.queryByText(t('common:error.connectionLost'))).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
