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
import { Component, type ReactNode } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

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
 * Anything a page throws while it renders (a chunk that failed to load, a bug): the error page,
 * until the visitor goes to another path.
 */
class ErrorBoundary extends Component<{ children: ReactNode; path: string }, { error: unknown }> {
  state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }
  componentDidUpdate(previous: { path: string }) {
    if (previous.path !== this.props.path && this.state.error !== undefined)
      this.setState({ error: undefined });
  }
  render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/**
 * The route table, rendered by the declarative router (main.tsx wraps it in <BrowserRouter>):
 * pages load with React.lazy (app/route-helpers.tsx), so the app needs none of the data
 * router's loaders, actions and fetchers, which were about 17 KB gzip of every first visit
 * (bench/initial-js.ts).
 */
export function App() {
  const { pathname } = useLocation();
  return <ErrorBoundary path={pathname}>{useRoutes(routes)}</ErrorBoundary>;
}
