// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import i18n from '@web/lib/i18n';
import { markLanguageChosen, pendingLanguageChoice } from '@web/lib/language-choice';
import { sessionQueryKey } from '@web/lib/session';
import { answerFetch, useLanguage } from '@web/test/render';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSavedLanguage } from './use-saved-language';

// The most recent explicit language choice wins: one made on this device and not yet on the profile
// goes to the profile; without one, the profile's language is applied when the session loads.

let fetched: ReturnType<typeof answerFetch> | undefined;

afterEach(() => {
  fetched?.restore();
  fetched = undefined;
  localStorage.clear();
});

const preferences = { emailNotifications: true, projectUpdates: true, marketingEmails: false };
const privacy = { profileVisible: true, showPortfolio: true, showContact: false };

/** The server: the profile says `profile`; a PATCH of the preferences is saved and answered. */
function server(profile: 'en' | 'tr') {
  let saved = profile;
  fetched = answerFetch((req) => {
    if (req.path === '/api/settings/preferences' && req.method === 'PATCH')
      saved = (req.body as { language: 'en' | 'tr' }).language;
    return { status: 200, body: { privacy, preferences: { ...preferences, language: saved } } };
  });
  return fetched;
}

function signedIn() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user: { id: 'user-1' }, session: {} } as never);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSavedLanguage(), { wrapper });
}

describe('the language on session load', () => {
  it("keeps the device's explicit choice over the profile's older one and saves it there", async () => {
    await useLanguage('tr', ['common']);
    markLanguageChosen('tr');
    const { sent } = server('en');
    signedIn();
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'PATCH').map((r) => [r.path, r.body])).toEqual([
        ['/api/settings/preferences', { language: 'tr' }],
      ]),
    );
    await waitFor(() => expect(pendingLanguageChoice()).toBeNull());
    expect(i18n.language).toBe('tr');
    expect(localStorage.getItem('language')).toBe('tr');
  });

  it("applies the profile's language when this device made no choice of its own", async () => {
    // The page opened in Turkish (a shared link, say) and stored it, but nobody chose it here.
    await useLanguage('tr', ['common']);
    const { sent } = server('en');
    signedIn();
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(sent.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('forgets a choice the profile already has', async () => {
    await useLanguage('tr', ['common']);
    markLanguageChosen('tr');
    const { sent } = server('tr');
    signedIn();
    await waitFor(() => expect(pendingLanguageChoice()).toBeNull());
    expect(i18n.language).toBe('tr');
    expect(sent.filter((r) => r.method === 'PATCH')).toEqual([]);
  });
});
