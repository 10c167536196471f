import type { RouteObject } from 'react-router';

export const projectsRoutes: RouteObject[] = [];
