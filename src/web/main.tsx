import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { i18nReady, loadAllNamespaces } from './lib/i18n';
import { queryClient } from './lib/query-client';
import './styles.css';

// The first render waits for the current language's core catalogues (a few KB), so no text
// shows as a raw key; the other namespaces follow in the background (pages other than the
// public discovery ones wait for them, see page() in app/route-helpers.tsx).
void i18nReady.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  // If this fails (offline), the next page that needs them tries again.
  setTimeout(() => loadAllNamespaces().catch(() => {}), 0);
});
