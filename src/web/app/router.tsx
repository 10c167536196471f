import { adminRoutes } from '@web/features/admin/routes';
import { aiToolsRoutes } from '@web/features/ai-tools/routes';
import { authRoutes } from '@web/features/auth/routes';
import { chatRoutes } from '@web/features/chat/routes';
import { contractsRoutes } from '@web/features/contracts/routes';
import { discoveryRoutes } from '@web/features/discovery/routes';
import { disputesRoutes } from '@web/features/disputes/routes';
import { helpRoutes } from '@web/features/help/routes';
import { moderationRoutes } from '@web/features/moderation/routes';
import { moneyRoutes } from '@web/features/money/routes';
import { notificationsRoutes } from '@web/features/notifications/routes';
import { profilesRoutes } from '@web/features/profiles/routes';
import { projectsRoutes } from '@web/features/projects/routes';
import { sanctionsRoutes } from '@web/features/sanctions/routes';
import { savedRoutes } from '@web/features/saved/routes';
import { servicesRoutes } from '@web/features/services/routes';
import { notFoundRoute, shellRoutes } from '@web/features/shell/routes';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { ErrorBoundary } from './route-error';
import { preloadElement } from './route-helpers';

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
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
      ...savedRoutes,
      ...helpRoutes,
      ...chatRoutes,
      ...contractsRoutes,
      ...adminRoutes,
      ...disputesRoutes,
      ...moderationRoutes,
      ...sanctionsRoutes,
      notFoundRoute,
    ],
  },
];

/**
 * The route table, rendered by the declarative router (main.tsx wraps it in <BrowserRouter>):
 * pages load with React.lazy (app/route-helpers.tsx), so the app needs none of the data
 * router's loaders, actions and fetchers, which were about 17 KB gzip of every first visit
 * (bench/initial-js.ts).
 */
export function App() {
  const { pathname } = useLocation();
  // The last resort: the layout has a boundary of its own around the page, which keeps the header.
  return (
    <ErrorBoundary path={pathname} fullScreen>
      {useRoutes(routes)}
    </ErrorBoundary>
  );
}

/**
 * Loads the code and catalogues of the page at `pathname` (a lazily loaded page of page()), so it
 * renders at once: before the browser takes over a page rendered on the server (main.tsx), and on
 * the server before it renders one (entry-server.tsx).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => preloadElement(match.route.element)));
}
