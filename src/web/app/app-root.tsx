import { setFormatTimeZone } from '@shared/format';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n, { storedChoiceAfterRender } from '@web/lib/i18n';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { App } from './router';

/**
 * The whole app inside its providers, the same tree in the browser (main.tsx, with BrowserRouter)
 * and on the server (entry-server.tsx, with StaticRouter), so the server's markup is taken over as
 * it is (decision 134).
 */
export function AppRoot({ client, router }: { client: QueryClient; router: (app: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        {router(
          <>
            <App />
            <TakenOver />
          </>,
        )}
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * Once the page is on screen (the server's markup taken over, or rendered here): dates in the
 * device's own zone from now on, and a stored language choice the server could not know (not in
 * its cookie yet) applied.
 */
function TakenOver() {
  useEffect(() => {
    setFormatTimeZone(null);
    const stored = storedChoiceAfterRender();
    if (stored) void i18n.changeLanguage(stored);
  }, []);
  return null;
}
