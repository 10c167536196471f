import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const shellRoutes: RouteObject[] = [
  page('/account-settings', () => import('./routes/account-settings').then((m) => m.AccountSettingsPage), {
    protected: true,
  }),
];

/** Must stay last: any unknown path. */
export const notFoundRoute: RouteObject = page('*', () =>
  import('./routes/not-found').then((m) => m.NotFoundPage),
);
