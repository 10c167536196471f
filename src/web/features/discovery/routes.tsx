import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const discoveryRoutes: RouteObject[] = [
  page('/', () => import('./routes/home').then((m) => m.HomePage)),
  page('/category/:categoryId', () => import('./routes/category').then((m) => m.CategoryPage)),
  page('/hire', () => import('./routes/hire').then((m) => m.HirePage)),
];
