import { setFormatTimeZone } from '@shared/format';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { preloadRoute } from './app/router';
import { i18nReady, loadNamespaces } from './lib/i18n';
import { queryClient } from './lib/query-client';
import './styles.css';

// The device's time zone, for the server to write dates in when it renders a page (decision 134).
try {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie; the Cookie Store API is missing in Firefox and Safari.
  if (zone) document.cookie = `tz=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
} catch {
  // No zone: the server writes dates in UTC and the page takes them over as they are.
}

const container = document.getElementById('root')!;
// A public page rendered on the server for an anonymous visitor (decision 134): its markup is in
// #root and the answers it was rendered from in #ssr-state (React Query's dehydrated cache).
const rendered = document.getElementById('ssr-state');

function Root() {
  return <AppRoot client={queryClient} router={(app) => <BrowserRouter>{app}</BrowserRouter>} />;
}

if (rendered && container.firstElementChild) {
  try {
    // The answers are as current as the page (the server may have drawn it from a kept render).
    const state = JSON.parse(rendered.textContent ?? '{}') as DehydratedState;
    const now = Date.now();
    for (const query of state.queries ?? []) query.state.dataUpdatedAt = now;
    hydrate(queryClient, state);
  } catch {
    // A broken block: the page asks the server for what it needs.
  }
  setFormatTimeZone(rendered.dataset.zone || null);
  const namespaces = (rendered.dataset.ns ?? '').split(',').filter(Boolean);
  rendered.remove();
  // The page's code and every catalogue its markup was drawn with first (in the language it was
  // rendered in), so the page hydrates in one pass exactly as the server drew it.
  void Promise.all([i18nReady, loadNamespaces(namespaces), preloadRoute(location.pathname)])
    .catch(() => undefined)
    .then(() => {
      startTransition(() => {
        hydrateRoot(container, <Root />);
      });
    });
} else {
  // The first render waits for the current language's core catalogues (a few KB), so no text
  // shows as a raw key; each page loads the other namespaces it uses (page() in
  // app/route-helpers.tsx).
  // The first render is a transition: React renders it in slices of a few milliseconds and lets the
  // browser in between, instead of one long task that blocks input on a slow phone.
  void i18nReady.then(() => {
    const root = createRoot(container);
    startTransition(() => {
      root.render(<Root />);
    });
  });
}
