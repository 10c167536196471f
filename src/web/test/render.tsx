import type { Language } from '@shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18n, { i18nReady, loadNamespaces } from '@web/lib/i18n';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

// Component tests (files with `// @vitest-environment jsdom`): the real catalogues in the language
// asked for, a fresh query cache each, and `fetch` answered by the test, which sees every request.

/** Loads `namespaces` in `lang` and makes it the current language. */
export async function useLanguage(lang: Language, namespaces: readonly string[]) {
  await i18nReady;
  await i18n.changeLanguage(lang);
  await loadNamespaces(namespaces);
}

/** Renders `ui` with a query client of its own (no retries, nothing cached between tests). */
export function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

export interface SentRequest {
  path: string;
  method: string;
  /** The JSON body parsed, or the FormData as sent. */
  body: unknown;
}

/**
 * Answers every `fetch` with `answer(request)` (a status and a JSON body) and records what was
 * sent; `restore()` puts the real fetch back (call it in afterEach).
 */
export function answerFetch(answer: (request: SentRequest) => { status: number; body?: unknown }) {
  const sent: SentRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = init?.body;
    const request: SentRequest = {
      path: String(input),
      method: init?.method ?? 'GET',
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    sent.push(request);
    const { status, body } = answer(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { sent, restore: () => spy.mockRestore() };
}
