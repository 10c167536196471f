import type { RouteObject } from 'react-router';

export const discoveryRoutes: RouteObject[] = [];
