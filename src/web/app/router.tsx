import { aiToolsRoutes } from '@web/features/ai-tools/routes';
import { authRoutes } from '@web/features/auth/routes';
import { chatRoutes } from '@web/features/chat/routes';
import { contractsRoutes } from '@web/features/contracts/routes';
import { discoveryRoutes } from '@web/features/discovery/routes';
import { helpRoutes } from '@web/features/help/routes';
import { moneyRoutes } from '@web/features/money/routes';
import { notificationsRoutes } from '@web/features/notifications/routes';
import { profilesRoutes } from '@web/features/profiles/routes';
import { projectsRoutes } from '@web/features/projects/routes';
import { servicesRoutes } from '@web/features/services/routes';
import { notFoundRoute, shellRoutes } from '@web/features/shell/routes';
import { createBrowserRouter } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...discoveryRoutes,
      ...authRoutes,
      ...shellRoutes,
      ...profilesRoutes,
      ...servicesRoutes,
      ...projectsRoutes,
      ...moneyRoutes,
      ...aiToolsRoutes,
      ...notificationsRoutes,
      ...helpRoutes,
      ...chatRoutes,
      ...contractsRoutes,
      notFoundRoute,
    ],
  },
]);
