import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

/** The console's pages of disputes (framed by the admin feature's AdminLayout). */
export const disputesRoutes: RouteObject[] = [
  page('/admin/disputes', () => import('./routes/admin-disputes').then((m) => m.AdminDisputesPage), {
    namespaces: ['admin', 'disputes', 'moderation'],
  }),
  page('/admin/disputes/:id', () => import('./routes/admin-dispute').then((m) => m.AdminDisputePage), {
    namespaces: ['admin', 'contracts', 'disputes', 'moderation', 'money', 'projects'],
  }),
];
