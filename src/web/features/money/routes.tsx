import type { RouteObject } from 'react-router';

export const moneyRoutes: RouteObject[] = [];
