import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

// /profile handles a missing session itself: the spec wants its own warning before /signin.
export const profilesRoutes: RouteObject[] = [
  page('/profile', () => import('./routes/profile-page').then((m) => m.ProfilePage), {
    namespaces: ['profile'],
  }),
  page('/profile/:profileId', () => import('./routes/profile-page').then((m) => m.ProfilePage), {
    namespaces: ['profile'],
  }),
];
