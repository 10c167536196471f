import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const servicesRoutes: RouteObject[] = [
  page('/add-service', () => import('./routes/add-service').then((m) => m.AddServicePage), {
    namespaces: ['admin', 'contracts', 'moderation', 'money', 'profile', 'projects', 'selling', 'services'],
  }),
  page('/services/mine', () => import('./routes/my-services').then((m) => m.MyServicesPage), {
    namespaces: ['admin', 'contracts', 'moderation', 'money', 'profile', 'projects', 'selling', 'services'],
  }),
  page('/services/:serviceId', () => import('./routes/service-detail').then((m) => m.ServiceDetailPage), {
    // 'contracts': the package's extras and their messages (decision 116); 'offers': "Request a
    // custom offer" (decision 121).
    namespaces: ['services', 'contracts', 'money', 'offers', 'projects'],
  }),
];
