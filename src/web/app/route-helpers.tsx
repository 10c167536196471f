import { type PagePattern, pageIsGuarded } from '@shared/page-meta';
import { loadNamespaces } from '@web/lib/i18n';
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A lazily loaded page (its code is split from the initial bundle). `path` is one of the shared
 * page table's (@shared/page-meta, which the server answers from too); a private page there is
 * wrapped in the sign-in guard.
 * `namespaces`: the translation namespaces the page uses besides the CORE_NAMESPACES of
 * lib/i18n-namespaces.ts (loaded before the app renders). The page renders once its code and
 * those catalogues are loaded (the root layout's Suspense shows a spinner until then; a
 * navigation keeps the previous page on screen meanwhile), so it never shows a raw key;
 * scripts/page-namespaces.test.ts checks the list against the keys the page's modules name
 * (write it as an inline array).
 */
export function page(
  path: PagePattern | '*',
  loadModule: () => Promise<ComponentType>,
  options: { namespaces: readonly string[] },
): RouteObject {
  const guarded = path !== '*' && pageIsGuarded(path);
  // The sign-in guard's own texts are in `auth`.
  const namespaces = guarded ? [...options.namespaces, 'auth'] : options.namespaces;
  // Once loaded, the page renders directly rather than through lazy(): a page rendered on the
  // server is loaded before the browser takes its markup over (main.tsx, decision 134), and then
  // hydrates in one pass, never showing the spinner in its place.
  let Loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const load = () => {
    loading ??= (async () => {
      const [Component, guard] = await Promise.all([
        loadModule(),
        // The guard is not part of the entry chunk: a first visit to a public page needs none of it.
        guarded ? import('@web/features/auth/components/require-auth') : null,
        loadNamespaces(namespaces),
      ]);
      if (!guard) Loaded = Component;
      else {
        const { RequireAuth } = guard;
        Loaded = () => (
          <RequireAuth>
            <Component />
          </RequireAuth>
        );
      }
      return { default: Loaded };
    })().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const LazyPage = lazy(load);
  const Page: ComponentType & { preload?: () => Promise<unknown> } = () =>
    Loaded ? <Loaded /> : <LazyPage />;
  Page.preload = load;
  return { path, element: <Page /> };
}

/** Loads the page of a route element made by page() (its code and catalogues); others: nothing. */
export function preloadElement(element: unknown): Promise<unknown> | null {
  const type = (element as { type?: { preload?: () => Promise<unknown> } } | null)?.type;
  return typeof type?.preload === 'function' ? type.preload() : null;
}
