import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const shellRoutes: RouteObject[] = [
  page('/about', () => import('./routes/about').then((m) => m.AboutPage), { namespaces: ['legal'] }),
  page('/terms', () => import('./routes/terms').then((m) => m.TermsPage), { namespaces: ['legal'] }),
  page('/privacy-policy', () => import('./routes/privacy-policy').then((m) => m.PrivacyPolicyPage), {
    namespaces: ['legal'],
  }),
  page('/contact', () => import('./routes/contact').then((m) => m.ContactPage), { namespaces: ['help'] }),
  page('/blog', () => import('./routes/blog').then((m) => m.BlogPage), { namespaces: ['blog'] }),
  page('/blog/:slug', () => import('./routes/blog-post').then((m) => m.BlogPostPage), {
    namespaces: ['blog'],
  }),
  page('/settings', () => import('./routes/settings').then((m) => m.SettingsPage), {
    namespaces: ['settings'],
  }),
  page('/privacy', () => import('./routes/privacy').then((m) => m.PrivacyPage), {
    namespaces: ['moderation', 'settings'],
  }),
  page('/account-settings', () => import('./routes/account-settings').then((m) => m.AccountSettingsPage), {
    namespaces: ['security', 'settings'],
  }),
  page('/marketing-package', () => import('./routes/marketing-package').then((m) => m.MarketingPackagePage), {
    namespaces: ['settings'],
  }),
];

/** Must stay last: any unknown path. */
export const notFoundRoute: RouteObject = page(
  '*',
  () => import('./routes/not-found').then((m) => m.NotFoundPage),
  { namespaces: [] },
);
