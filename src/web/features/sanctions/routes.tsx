import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const sanctionsRoutes: RouteObject[] = [
  page('/account/standing', () => import('./routes/standing').then((m) => m.StandingPage), {
    namespaces: ['sanctions'],
  }),
];
