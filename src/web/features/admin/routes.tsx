import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

/**
 * The console's pages (private in @shared/page-meta, so signed-in only), each framed by AdminLayout. The
 * console's pages of other features are registered by them: disputes' and moderation's routes.tsx.
 */
export const adminRoutes: RouteObject[] = [
  page('/admin', () => import('./routes/overview').then((m) => m.AdminOverviewPage), {
    namespaces: ['admin', 'disputes', 'moderation'],
  }),
  page('/admin/payouts', () => import('./routes/payouts').then((m) => m.AdminPayoutsPage), {
    namespaces: ['admin', 'disputes', 'moderation'],
  }),
  page('/admin/users', () => import('./routes/users').then((m) => m.AdminUsersPage), {
    namespaces: ['admin', 'disputes', 'moderation'],
  }),
  page('/admin/users/:id', () => import('./routes/user').then((m) => m.AdminUserPage), {
    namespaces: ['admin', 'disputes', 'moderation', 'sanctions'],
  }),
  page('/admin/platform', () => import('./routes/platform').then((m) => m.AdminPlatformPage), {
    namespaces: ['admin', 'disputes', 'moderation'],
  }),
  page('/admin/messages', () => import('./routes/messages').then((m) => m.AdminMessagesPage), {
    namespaces: ['admin', 'disputes', 'moderation', 'help'],
  }),
  page('/admin/audit', () => import('./routes/audit').then((m) => m.AdminAuditPage), {
    namespaces: ['admin', 'disputes', 'moderation'],
  }),
];
