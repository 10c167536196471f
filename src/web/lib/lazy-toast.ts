/**
 * Toasts from code in the initial bundle (the top bar and its language switch) without pulling
 * sonner into the entry chunk: the library loads with the lazily rendered <Toaster /> of the root
 * layout, and a toast raised before the Toaster has mounted is shown when it does.
 */
export function lazyToast(kind: 'success' | 'error', message: string) {
  void import('sonner').then(({ toast }) => toast[kind](message));
}
