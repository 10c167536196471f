import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/router';
import { i18nReady } from './lib/i18n';
import { queryClient } from './lib/query-client';
import './styles.css';

// The first render waits for the current language's core catalogues (a few KB), so no text
// shows as a raw key; each page loads the other namespaces it uses (page() in
// app/route-helpers.tsx).
// The first render is a transition: React renders it in slices of a few milliseconds and lets the
// browser in between, instead of one long task that blocks input on a slow phone.
void i18nReady.then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
});
