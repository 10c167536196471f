import type { toast as sonnerToast } from 'sonner';

/**
 * What `import { toast } from 'sonner'` gives every module of the web app except the root layout
 * (vite.config.ts redirects the import here): the same calls, made once sonner has loaded. sonner
 * loads with the root layout's lazily rendered <Toaster /> right after the first render, so a page
 * that may show a toast does not wait for the library (9 KB gzip) before it renders, and a toast
 * raised before the Toaster has mounted is shown when it does (sonner replays it).
 * Calls return nothing: no caller uses the id sonner returns.
 */
type Toast = typeof sonnerToast;

const call =
  (method: string | null) =>
  (...args: unknown[]) => {
    void import('sonner').then(({ toast: real }) => {
      const fn = (method === null ? real : real[method as keyof Toast]) as (...a: unknown[]) => unknown;
      fn(...args);
    });
  };

export const toast = new Proxy(call(null), {
  get: (_target, method) => (typeof method === 'string' ? call(method) : undefined),
}) as unknown as Toast;
