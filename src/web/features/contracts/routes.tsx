import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const contractsRoutes: RouteObject[] = [
  page('/orders', () => import('./routes/orders').then((m) => m.OrdersPage), {
    namespaces: ['contracts', 'disputes'],
  }),
  page('/contracts/:id', () => import('./routes/contract').then((m) => m.ContractPage), {
    namespaces: ['admin', 'contracts', 'disputes', 'money', 'projects'],
  }),
];
