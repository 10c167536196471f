import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';
import { HomePage } from './routes/home';

const core = { coreCatalogues: true };

export const discoveryRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  page('/category/:categoryId', () => import('./routes/category').then((m) => m.CategoryPage), core),
  page('/hire', () => import('./routes/hire').then((m) => m.HirePage), core),
];
