import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from '../http';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes called by other servers, not by pages: the payment provider signs its webhook instead
 * of sending an Origin.
 */
export const ORIGIN_EXEMPT_PATHS = new Set(['/api/payments/stripe/webhook']);

/**
 * Decides whether a state-changing request may proceed: a browser always names the page's origin
 * (`Origin`, or at least `Sec-Fetch-Site`), and only this site's own origins are accepted. A
 * request with neither header does not come from a browser page (curl, server-to-server) and
 * cannot ride on a visitor's cookies, so it is let through.
 */
export function isSameSiteRequest(
  headers: { origin?: string | null; secFetchSite?: string | null },
  trustedOrigins: readonly string[],
): boolean {
  const origin = headers.origin?.trim();
  if (origin) return trustedOrigins.includes(origin.toLowerCase());
  const site = headers.secFetchSite?.trim().toLowerCase();
  if (!site) return true;
  return site === 'same-origin' || site === 'none';
}

/**
 * Cross-site request refusal for every POST, PUT, PATCH and DELETE under /api (better-auth's own
 * routes included), whatever the content type and even without a body: a form on another site
 * can send `application/x-www-form-urlencoded` without any CORS preflight.
 */
export function refuseCrossSite(trustedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const trusted = trustedOrigins.map((o) => o.toLowerCase());
  return async (c, next) => {
    // A request with a bearer token and no cookie carries no ambient credential a page on another
    // site could ride on: cross-site refusal is for cookie-carrying requests (decision 095).
    const tokenOnly = !c.req.header('cookie') && /^bearer\s/i.test(c.req.header('authorization') ?? '');
    if (STATE_CHANGING.has(c.req.method) && !ORIGIN_EXEMPT_PATHS.has(c.req.path) && !tokenOnly) {
      const allowed = isSameSiteRequest(
        { origin: c.req.header('origin'), secFetchSite: c.req.header('sec-fetch-site') },
        trusted,
      );
      if (!allowed) throw new AppError('CROSS_SITE_REQUEST', 403, 'errors:crossSite');
    }
    await next();
  };
}
