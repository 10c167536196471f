import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const shellRoutes: RouteObject[] = [
  page('/about', () => import('./routes/about').then((m) => m.AboutPage)),
  page('/terms', () => import('./routes/terms').then((m) => m.TermsPage)),
  page('/privacy-policy', () => import('./routes/privacy-policy').then((m) => m.PrivacyPolicyPage)),
  page('/contact', () => import('./routes/contact').then((m) => m.ContactPage)),
  page('/blog', () => import('./routes/blog').then((m) => m.BlogPage)),
  page('/blog/:slug', () => import('./routes/blog-post').then((m) => m.BlogPostPage)),
  page('/settings', () => import('./routes/settings').then((m) => m.SettingsPage), { protected: true }),
  page('/privacy', () => import('./routes/privacy').then((m) => m.PrivacyPage), { protected: true }),
  page('/account-settings', () => import('./routes/account-settings').then((m) => m.AccountSettingsPage), {
    protected: true,
  }),
  page('/marketing-package', () => import('./routes/marketing-package').then((m) => m.MarketingPackagePage), {
    protected: true,
  }),
];

/** Must stay last: any unknown path. */
export const notFoundRoute: RouteObject = page('*', () =>
  import('./routes/not-found').then((m) => m.NotFoundPage),
);
