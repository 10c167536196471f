import type { toast as sonnerToast } from 'sonner';

/**
 * What `import { toast } from 'sonner'` gives every module of the web app except the root layout
 * (vite.config.ts redirects the import here): the same calls, made once sonner has loaded. The
 * root layout renders sonner's <Toaster /> at the visitor's first click or key press, or at the first
 * toast if that comes sooner (`toastRaised`), so a page does not wait for the library (9 KB gzip)
 * before it renders and a phone does not download it alongside the page's own code; a toast raised
 * before the Toaster has mounted is shown when it does (sonner replays it).
 * Calls return nothing: no caller uses the id sonner returns.
 */
type Toast = typeof sonnerToast;

// Whether a toast has been raised yet: the root layout mounts the Toaster then at the latest.
let raised = false;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: `subscribeToastRaised` and `toastRaised`. */
export function subscribeToastRaised(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const toastRaised = () => raised;

const call =
  (method: string | null) =>
  (...args: unknown[]) => {
    if (!raised) {
      raised = true;
      for (const listener of listeners) listener();
    }
    void import('sonner').then(({ toast: real }) => {
      const fn = (method === null ? real : real[method as keyof Toast]) as (...a: unknown[]) => unknown;
      fn(...args);
    });
  };

export const toast = new Proxy(call(null), {
  get: (_target, method) => (typeof method === 'string' ? call(method) : undefined),
}) as unknown as Toast;
