import type { RouteObject } from 'react-router';

export const servicesRoutes: RouteObject[] = [];
