import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const chatRoutes: RouteObject[] = [
  page('/chat', () => import('./routes/chat').then((m) => m.ChatPage), {
    namespaces: ['admin', 'chat', 'contracts', 'disputes', 'moderation', 'money', 'offers', 'projects'],
  }),
];
