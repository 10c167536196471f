import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { type AppEnv, ErrorSchema, errorResponses, jsonResponse, requireAuth } from './http';

/** 409: the request is valid but the current state refuses it (already funded, not pending, ...). */
export const conflictResponse = jsonResponse(ErrorSchema, 'Refused in the current state');

/** The usual error answers plus 409, for changes the current state can refuse. */
export const changeErrors = { ...errorResponses, 409: conflictResponse } as const;

/**
 * createRoute() for a route that needs a signed-in user: requireAuth runs before any other
 * middleware and before validation (an anonymous call gets 401, never 400), and the 401 answer
 * is documented. Further middleware (body limits) runs after it, in the order given.
 */
export function signedInRoute<
  P extends string,
  R extends Omit<RouteConfig, 'path' | 'middleware'> & { path: P; middleware?: MiddlewareHandler<AppEnv>[] },
>(config: R) {
  return createRoute({
    ...config,
    middleware: [requireAuth, ...(config.middleware ?? [])],
    responses: { 401: errorResponses[401], ...config.responses },
  });
}
