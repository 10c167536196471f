import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

/** The console's pages of reports and hidden content (framed by the admin feature's AdminLayout). */
export const moderationRoutes: RouteObject[] = [
  page('/admin/reports', () => import('./routes/admin-reports').then((m) => m.AdminReportsPage), {
    namespaces: ['admin', 'disputes', 'moderation'],
  }),
  page('/admin/hidden', () => import('./routes/admin-hidden').then((m) => m.AdminHiddenPage), {
    namespaces: ['admin', 'disputes', 'moderation'],
  }),
];
