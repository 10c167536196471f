import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const servicesRoutes: RouteObject[] = [
  page('/add-service', () => import('./routes/add-service').then((m) => m.AddServicePage), {
    protected: true,
    namespaces: ['admin', 'contracts', 'moderation', 'money', 'profile', 'projects', 'selling', 'services'],
  }),
  page('/services', () => import('./routes/my-services').then((m) => m.MyServicesPage), {
    protected: true,
    namespaces: ['admin', 'contracts', 'moderation', 'money', 'profile', 'projects', 'selling', 'services'],
  }),
  page('/services/:serviceId', () => import('./routes/service-detail').then((m) => m.ServiceDetailPage), {
    namespaces: ['services'],
  }),
];
