import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

/** The console's pages (`page(path, load, { protected: true })`), each framed by AdminLayout. */
export const adminRoutes: RouteObject[] = [
  page('/admin', () => import('./routes/overview').then((m) => m.AdminOverviewPage), {
    protected: true,
    namespaces: ['admin', 'disputes', 'moderation'],
  }),
  page('/admin/payouts', () => import('./routes/payouts').then((m) => m.AdminPayoutsPage), {
    protected: true,
    namespaces: ['admin', 'disputes', 'moderation'],
  }),
  page('/admin/users', () => import('./routes/users').then((m) => m.AdminUsersPage), {
    protected: true,
    namespaces: ['admin', 'disputes', 'moderation'],
  }),
  page('/admin/users/:id', () => import('./routes/user').then((m) => m.AdminUserPage), {
    protected: true,
    namespaces: ['admin', 'disputes', 'moderation', 'sanctions'],
  }),
  page('/admin/audit', () => import('./routes/audit').then((m) => m.AdminAuditPage), {
    protected: true,
    namespaces: ['admin', 'disputes', 'moderation'],
  }),
  page('/admin/reports', () => import('../moderation/routes/admin-reports').then((m) => m.AdminReportsPage), {
    protected: true,
    namespaces: ['admin', 'disputes', 'moderation'],
  }),
  page('/admin/hidden', () => import('../moderation/routes/admin-hidden').then((m) => m.AdminHiddenPage), {
    protected: true,
    namespaces: ['admin', 'disputes', 'moderation'],
  }),
  page(
    '/admin/disputes',
    () => import('@web/features/disputes/routes/admin-disputes').then((m) => m.AdminDisputesPage),
    {
      protected: true,
      namespaces: ['admin', 'disputes', 'moderation'],
    },
  ),
  page(
    '/admin/disputes/:id',
    () => import('@web/features/disputes/routes/admin-dispute').then((m) => m.AdminDisputePage),
    { protected: true, namespaces: ['admin', 'contracts', 'disputes', 'moderation', 'money', 'projects'] },
  ),
];
