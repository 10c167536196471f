import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { session, user } from '../../db/schema';
import type { SessionUser } from '../../lib/http';
import type { Auth } from './auth';

/** What the request pipeline keeps of a valid session. */
export interface SessionRead {
  user: SessionUser;
  sessionId: string;
}

/**
 * The outcome of reading a request's session cookie ourselves:
 * - `null`: no valid session (no cookie, a bad signature, an unknown, revoked or expired token);
 * - `'delegate'`: a valid session that better-auth must handle (it is due for its daily expiry
 *   extension, which writes the session row and a new cookie);
 * - otherwise the session's user.
 */
export type SessionOutcome = SessionRead | null | 'delegate';

/**
 * Reads the better-auth session of a request in one query, with the same rules as better-auth's
 * `getSession` (decision 051): the cookie `<name>=<token>.<base64 HMAC-SHA256(secret, token)>`
 * (better-call's signed cookie) is verified with the secret's key made once per process, then one
 * `session ⋈ user` row by token (a prepared statement). A session deleted in the database (sign-out,
 * revocation, password reset) is gone on the next request: nothing is cached across requests.
 */
export async function createSessionReader(auth: Auth, db: Db) {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const dontRememberName = context.authCookies.dontRememberToken.name;
  const expiresInMs = context.sessionConfig.expiresIn * 1000;
  const updateAgeMs = context.sessionConfig.updateAge * 1000;
  const refreshDisabled = !!(context.options.session as { disableSessionRefresh?: boolean } | undefined)
    ?.disableSessionRefresh;
  const key = crypto.createSecretKey(Buffer.from(context.secret, 'utf8'));
  const byToken = db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      userId: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_by_token');

  function verified(raw: string | undefined): string | null {
    if (!raw) return null;
    let value = raw;
    if (value.charCodeAt(0) === 34) value = value.slice(1, -1);
    if (value.includes('%')) {
      try {
        value = decodeURIComponent(value);
      } catch {
        return null;
      }
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    if (signature.length !== 44 || !signature.endsWith('=')) return null;
    const given = Buffer.from(signature, 'base64');
    const expected = crypto.createHmac('sha256', key).update(token).digest();
    return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? token : null;
  }

  return {
    cookieName,
    /** Whether the Cookie header carries a session cookie at all (no cookie: no lookup). */
    hasCookie(cookieHeader: string | undefined): boolean {
      return !!cookieHeader && cookieHeader.includes(cookieName);
    },
    async read(cookieHeader: string | undefined, now = Date.now()): Promise<SessionOutcome> {
      if (!cookieHeader) return null;
      const cookies = parseCookies(cookieHeader);
      const token = verified(cookies.get(cookieName));
      if (!token) return null;
      const [row] = await byToken.execute({ token });
      if (!row || row.expiresAt.getTime() <= now) return null;
      // better-auth extends a session once `updateAge` has passed since it was last extended
      // (never for "don't remember me" sessions); that write and its cookie stay with better-auth.
      const due = row.expiresAt.getTime() - expiresInMs + updateAgeMs <= now;
      if (due && !refreshDisabled && !verified(cookies.get(dontRememberName))) return 'delegate';
      return {
        sessionId: row.sessionId,
        user: {
          id: row.userId,
          email: row.email,
          name: row.name,
          emailVerified: row.emailVerified,
          twoFactorEnabled: row.twoFactorEnabled ?? false,
        },
      };
    },
  };
}

export type SessionReader = Awaited<ReturnType<typeof createSessionReader>>;

/** The Cookie header as better-call parses it: the first value of each name wins. */
function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
  }
  return cookies;
}
