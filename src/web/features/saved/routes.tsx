import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const savedRoutes: RouteObject[] = [
  page('/saved', () => import('./routes/saved').then((m) => m.SavedPage), {
    namespaces: ['profile', 'saved', 'search'],
  }),
];
