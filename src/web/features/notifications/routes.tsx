import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const notificationsRoutes: RouteObject[] = [
  page('/notifications', () => import('./routes/notifications').then((m) => m.NotificationsPage), {
    namespaces: ['notifications'],
  }),
];
