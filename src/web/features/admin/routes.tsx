import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

/**
 * The console's pages (`page(path, load, { protected: true })`), each framed by AdminLayout. The
 * console's pages of other features are registered by them: disputes' and moderation's routes.tsx.
 */
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
];
