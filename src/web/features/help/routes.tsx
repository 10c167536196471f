import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

/** /help is public: the articles are for everyone, the assistant asks a visitor to sign in. */
export const helpRoutes: RouteObject[] = [
  page('/help', () => import('./routes/help-center').then((m) => m.HelpCenterPage), { namespaces: ['help'] }),
  page('/help/:slug', () => import('./routes/help-article').then((m) => m.HelpArticlePage), {
    namespaces: ['help'],
  }),
];
