import { RequireAuth } from '@web/features/auth/components/require-auth';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A lazily loaded page (its code is split from the initial bundle).
 * `protected: true` wraps it in the sign-in guard of the route protection table.
 */
export function page(
  path: string,
  load: () => Promise<ComponentType>,
  options: { protected?: boolean } = {},
): RouteObject {
  return {
    path,
    lazy: async () => {
      const Page = await load();
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
