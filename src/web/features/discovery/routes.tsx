import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';
import { HomePage } from './routes/home';

// The home page is the landing page of most first visits: it is part of the entry chunk (no
// second round trip before it can render, and it compresses better there; bench/initial-js.ts).
// The other discovery pages are split as usual.

export const discoveryRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  page('/category/:categoryId', () => import('./routes/category').then((m) => m.CategoryPage), {
    namespaces: [],
  }),
  page('/hire', () => import('./routes/hire').then((m) => m.HirePage), { namespaces: [] }),
  page('/search', () => import('./routes/search').then((m) => m.SearchPage), {
    namespaces: ['saved', 'search'],
  }),
  page('/services', () => import('./routes/services-browse').then((m) => m.ServicesBrowsePage), {
    namespaces: ['saved', 'search'],
  }),
  page('/ranking', () => import('./routes/ranking').then((m) => m.RankingPage), {
    namespaces: ['search'],
  }),
];
