import { now } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../lib/http';
import { limiter, retryAfterSeconds } from '../../lib/rate-limit';
import { authenticateToken } from './service';

/** Where the account itself is managed: a token never reaches these (the page says so). */
const TOKEN_REFUSED = [
  /^\/api\/auth\//,
  /^\/api\/settings\/api-tokens(\/|$)/,
  /^\/api\/settings\/delete-account$/,
];

const READS = new Set(['GET', 'HEAD']);

/** The token of `Authorization: Bearer <token>`, or null when the request carries none. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Signs a request in as the owner of its personal API token (decision 095): 401 for a token that
 * does not work (unknown, revoked, expired), 403 where tokens may not go (managing tokens, the
 * password, two-factor, the e-mail address, closing the account) and for writes with a `read`
 * token, 429 past API_TOKEN_PER_MINUTE requests a minute (counted in the shared store).
 */
export async function signInWithToken(c: AppContext, token: string): Promise<void> {
  const path = c.req.path;
  if (TOKEN_REFUSED.some((p) => p.test(path)))
    throw new AppError('TOKEN_NOT_ALLOWED', 403, 'settings:tokens.error.notAllowed');
  const { db, config } = c.get('services');
  const at = now();
  const found = await authenticateToken(db, token, at);
  if (!found) {
    c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
    throw new AppError('INVALID_TOKEN', 401, 'settings:tokens.error.invalid');
  }
  if (found.scope === 'read' && !READS.has(c.req.method))
    throw new AppError('TOKEN_READ_ONLY', 403, 'settings:tokens.error.readOnly');
  const state = await limiter(db, {
    name: 'api-token',
    points: config.API_TOKEN_PER_MINUTE,
    seconds: 60,
  }).consume(found.tokenId);
  if (!state.allowed) {
    c.header('Retry-After', String(retryAfterSeconds(state)));
    throw new AppError('RATE_LIMITED', 429, 'errors:rateLimited');
  }
  c.set('user', found.user);
  c.set('apiTokenId', found.tokenId);
}
