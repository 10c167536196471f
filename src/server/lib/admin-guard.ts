import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { DbOrTx } from '../db/client';
import { admins } from '../db/schema';
import { AppError } from './errors';
import { type AppEnv, errorResponses, requireAuth } from './http';
import { conflictResponse } from './routes';

/* Who is an administrator (decision 060): a row in `admins`, asked of the database on every call. */

export async function isAdmin(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(admins)
    .where(eq(admins.userId, userId))
    .limit(1);
  return !!row;
}

/** After requireAuth: anyone who is not an administrator gets 403. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHORIZED', 401, 'errors:unauthorized');
  if (!(await isAdmin(c.get('services').db, user.id)))
    throw new AppError('NOT_ADMIN', 403, 'admin:error.notAdmin');
  await next();
};

/**
 * createRoute() for `/api/admin/*`: requireAuth and requireAdmin run before validation (anonymous
 * 401, anyone else 403, never 400), then any further middleware; 401, 403 and 409 are documented.
 */
export function adminRoute<
  P extends string,
  R extends Omit<RouteConfig, 'path' | 'middleware'> & { path: P; middleware?: MiddlewareHandler<AppEnv>[] },
>(config: R) {
  return createRoute({
    ...config,
    middleware: [requireAuth, requireAdmin, ...(config.middleware ?? [])],
    responses: {
      401: errorResponses[401],
      403: errorResponses[403],
      409: conflictResponse,
      ...config.responses,
    },
  });
}
