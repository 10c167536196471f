/**
 * The console's sections, in the order of its navigation. Each is a page under /admin (see
 * ./routes.tsx); `labelKey` is the full translation key of its label ('disputes:admin.nav').
 */
export const ADMIN_SECTIONS: { labelKey: string; to: string }[] = [
  { labelKey: 'admin:nav.overview', to: '/admin' },
  { labelKey: 'admin:nav.payouts', to: '/admin/payouts' },
  { labelKey: 'disputes:admin.nav', to: '/admin/disputes' },
  { labelKey: 'moderation:admin.nav', to: '/admin/reports' },
  { labelKey: 'moderation:admin.navHidden', to: '/admin/hidden' },
  { labelKey: 'admin:nav.messages', to: '/admin/messages' },
  { labelKey: 'admin:nav.users', to: '/admin/users' },
  { labelKey: 'admin:nav.platform', to: '/admin/platform' },
  { labelKey: 'admin:nav.audit', to: '/admin/audit' },
];
