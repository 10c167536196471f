import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

// The discovery pages use only the core translation namespaces (common, shell, discovery), so
// the first visit to / does not wait for the other catalogues.
const core = { coreCatalogues: true };

export const discoveryRoutes: RouteObject[] = [
  page('/', () => import('./routes/home').then((m) => m.HomePage), core),
  page('/category/:categoryId', () => import('./routes/category').then((m) => m.CategoryPage), core),
  page('/hire', () => import('./routes/hire').then((m) => m.HirePage), core),
];
