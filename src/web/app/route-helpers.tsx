import { loadNamespaces } from '@web/lib/i18n';
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A lazily loaded page (its code is split from the initial bundle).
 * `protected: true` wraps it in the sign-in guard of the route protection table.
 * `namespaces`: the translation namespaces the page uses besides the CORE_NAMESPACES of
 * lib/i18n-namespaces.ts (loaded before the app renders). The page renders once its code and
 * those catalogues are loaded (the root layout's Suspense shows a spinner until then; a
 * navigation keeps the previous page on screen meanwhile), so it never shows a raw key;
 * scripts/page-namespaces.test.ts checks the list against the keys the page's modules name
 * (write it as an inline array).
 */
export function page(
  path: string,
  load: () => Promise<ComponentType>,
  options: { protected?: boolean; namespaces: readonly string[] },
): RouteObject {
  // The sign-in guard's own texts are in `auth`.
  const namespaces = options.protected ? [...options.namespaces, 'auth'] : options.namespaces;
  const Page = lazy(async () => {
    const [Loaded, guard] = await Promise.all([
      load(),
      // The guard is not part of the entry chunk: a first visit to a public page needs none of it.
      options.protected ? import('@web/features/auth/components/require-auth') : null,
      loadNamespaces(namespaces),
    ]);
    if (!guard) return { default: Loaded };
    const { RequireAuth } = guard;
    return {
      default: () => (
        <RequireAuth>
          <Loaded />
        </RequireAuth>
      ),
    };
  });
  return { path, element: <Page /> };
}
