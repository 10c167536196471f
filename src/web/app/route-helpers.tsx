import { RequireAuth } from '@web/features/auth/components/require-auth';
import { loadAllNamespaces } from '@web/lib/i18n';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A lazily loaded page (its code is split from the initial bundle).
 * `protected: true` wraps it in the sign-in guard of the route protection table.
 * The page renders once its code and every translation namespace of the current language are
 * loaded, except with `coreCatalogues: true`: a page that only uses the CORE_NAMESPACES of
 * lib/i18n-namespaces.ts (loaded before the app renders) and so need not wait for the others.
 */
export function page(
  path: string,
  load: () => Promise<ComponentType>,
  options: { protected?: boolean; coreCatalogues?: boolean } = {},
): RouteObject {
  return {
    path,
    lazy: async () => {
      const [Page] = await Promise.all([load(), options.coreCatalogues ? null : loadAllNamespaces()]);
      return {
        element: options.protected ? (
          <RequireAuth>
            <Page />
          </RequireAuth>
        ) : (
          <Page />
        ),
      };
    },
  };
}
