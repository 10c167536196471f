import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const savedRoutes: RouteObject[] = [
  page('/saved', () => import('./routes/saved').then((m) => m.SavedPage), {
    protected: true,
    namespaces: ['profile', 'saved', 'search'],
  }),
];
