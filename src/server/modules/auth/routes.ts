import { createRoute, z } from '@hono/zod-openapi';
import {
  changePasswordInput,
  changePasswordResult,
  signInInput,
  signInResult,
  signUpInput,
  signUpResult,
} from '@shared/schemas/auth';
import { eq, sql } from 'drizzle-orm';
import { profiles, user as userTable } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  type AppContext,
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  named,
  requireAuth,
} from '../../lib/http';
import { translate } from '../../lib/i18n';
import { nameFromEmail } from '../profiles/ensure-profile';

/** better-auth error codes we show in the person's language; others fall back to a generic message. */
const KNOWN_AUTH_CODES = new Set([
  'INVALID_EMAIL_OR_PASSWORD',
  'USER_ALREADY_EXISTS',
  'INVALID_PASSWORD',
  'INVALID_TWO_FACTOR_AUTHENTICATION',
  'INVALID_CODE',
  'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
  'INVALID_TOKEN',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
  'FAILED_TO_UNLINK_LAST_ACCOUNT',
  'SESSION_EXPIRED',
  'PROVIDER_NOT_FOUND',
]);

/**
 * Calls better-auth's own handler (so its rate limiter and cookies apply) and gives its errors
 * our shape too: `{ code, message, error: { code, message } }` with the message translated.
 */
export async function forwardToAuth(c: AppContext, pathname: string, body?: unknown): Promise<Response> {
  const { auth } = c.get('services');
  const url = new URL(c.req.url);
  url.pathname = pathname;
  const headers = new Headers(c.req.raw.headers);
  headers.delete('content-length');
  const init: RequestInit = { method: c.req.method, headers };
  if (body !== undefined) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(body);
  } else if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    init.body = await c.req.raw.arrayBuffer();
  }
  const res = await auth.handler(new Request(url, init));
  if (res.ok || !(res.headers.get('content-type') ?? '').includes('application/json')) {
    if (res.status === 429) return translatedError(c, res, 'RATE_LIMITED');
    return res;
  }
  const data = (await res
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string };
  return translatedError(c, res, data.code);
}

function translatedError(c: AppContext, res: Response, rawCode: string | undefined) {
  const code = rawCode ?? (res.status === 429 ? 'RATE_LIMITED' : 'AUTH_ERROR');
  const key =
    code === 'RATE_LIMITED'
      ? 'errors:rateLimited'
      : KNOWN_AUTH_CODES.has(code)
        ? `auth:error.codes.${code}`
        : 'auth:error.generic';
  const message = translate(c.get('lang'), key);
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify({ code, message, error: { code, message } }), {
    status: res.status,
    headers,
  });
}

export function authRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/auth/sign-up/email',
      tags: ['Auth'],
      summary: 'Create an account (and its profile). Validated with the same rules as the form.',
      request: { body: jsonBody(signUpInput) },
      responses: {
        200: jsonResponse(named(signUpResult, 'SignUpResult'), 'Account created'),
        400: errorResponses[400],
        409: errorResponses[400],
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const { db } = c.get('services');
      const existing = await db
        .select({ id: userTable.id })
        .from(userTable)
        .where(eq(sql`lower(${userTable.email})`, input.email.toLowerCase()));
      if (existing.length > 0) throw new AppError('EMAIL_TAKEN', 409, 'auth:signup.error.emailTaken');
      const res = await forwardToAuth(c, '/api/auth/sign-up/email', {
        email: input.email,
        password: input.password,
        name: nameFromEmail(input.email),
      });
      if (res.ok && input.language) {
        const data = (await res.clone().json()) as { user?: { id: string } };
        if (data.user?.id)
          await db
            .update(profiles)
            .set({ language: input.language })
            .where(eq(profiles.userId, data.user.id));
      }
      return res as never;
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/auth/sign-in/email',
      tags: ['Auth'],
      summary: 'Sign in with e-mail and password. rememberMe=false makes a browser-session cookie.',
      request: { body: jsonBody(signInInput) },
      responses: {
        200: jsonResponse(named(signInResult, 'SignInResult'), 'Signed in, or { twoFactorRedirect: true }'),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      return (await forwardToAuth(c, '/api/auth/sign-in/email', input)) as never;
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/auth/change-password',
      tags: ['Auth'],
      summary: "Change the password; the user's other sessions end.",
      middleware: [requireAuth] as const,
      request: { body: jsonBody(changePasswordInput) },
      responses: {
        200: jsonResponse(named(changePasswordResult, 'ChangePasswordResult'), 'Changed'),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      return (await forwardToAuth(c, '/api/auth/change-password', {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      })) as never;
    },
  );

  // Everything else better-auth serves (session, sign-out, two-factor, social sign-in, accounts).
  app.on(['GET', 'POST'], '/api/auth/*', (c) => forwardToAuth(c, new URL(c.req.url).pathname));

  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/{betterAuthEndpoint}',
    tags: ['Auth'],
    summary:
      'Other better-auth endpoints: get-session, sign-out, sign-in/social, two-factor/*, list-accounts, unlink-account, request-password-reset, reset-password, delete-user.',
    request: { params: z.object({ betterAuthEndpoint: z.string() }) },
    responses: { 200: { description: 'See better-auth documentation' } },
  });
  return app;
}
