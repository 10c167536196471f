import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { authRedirectResult, totpEnableResult } from '@shared/schemas/auth';
import { ErrorSchema, errorResponses, jsonResponse } from '../../lib/http';

type Registry = OpenAPIHono['openAPIRegistry'];

/** better-auth answers with its own JSON objects; we describe the fields the app reads. */
const SignedIn = z
  .object({ token: z.string(), user: z.object({ id: z.string(), email: z.string() }).passthrough() })
  .passthrough()
  .meta({ id: 'AuthSignedIn' });
const StatusResult = z.object({ status: z.boolean() }).passthrough();
const SessionResult = z
  .object({ session: z.object({}).passthrough(), user: z.object({}).passthrough() })
  .nullable()
  .meta({ id: 'AuthSession' });
const SessionList = z.array(z.object({}).passthrough());
const AccountList = z.array(
  z.object({ id: z.string(), providerId: z.string(), accountId: z.string() }).passthrough(),
);
const RedirectResult = authRedirectResult;

const body = <T extends z.ZodType>(schema: T) =>
  ({ required: true, content: { 'application/json': { schema } } }) as const;

const signedInErrors = { 400: errorResponses[400], 401: errorResponses[401] } as const;

interface AuthPath {
  method: 'get' | 'post';
  path: string;
  summary: string;
  request?: Parameters<Registry['registerPath']>[0]['request'];
  ok: z.ZodType;
  errors?: Record<number, { description: string }>;
}

/**
 * The better-auth endpoints the web app calls (forwarded as they are by `authRoutes`), described
 * so the OpenAPI document lists every route the app serves. better-auth validates their input
 * itself; our own sign-up, sign-in and change-password routes are real OpenAPI routes instead.
 * A new better-auth endpoint the app starts using is added here (and to the authorization matrix).
 */
export const BETTER_AUTH_PATHS: readonly AuthPath[] = [
  {
    method: 'get',
    path: '/api/auth/get-session',
    summary: 'The current session and user, or null when signed out',
    ok: SessionResult,
  },
  {
    method: 'get',
    path: '/api/auth/list-sessions',
    summary: "The signed-in user's active sessions",
    ok: SessionList,
    errors: { 401: errorResponses[401] },
  },
  {
    method: 'get',
    path: '/api/auth/list-accounts',
    summary: 'Sign-in methods linked to the signed-in user (credential, google)',
    ok: AccountList,
    errors: { 401: errorResponses[401] },
  },
  {
    method: 'get',
    path: '/api/auth/callback/{id}',
    summary: 'OAuth callback of a social provider (redirects back to the app)',
    request: {
      params: z.object({ id: z.string() }),
      query: z.object({ code: z.string().optional(), state: z.string().optional() }),
    },
    ok: RedirectResult,
    errors: { 302: { description: 'Back to the app, signed in or with an error' } },
  },
  {
    method: 'get',
    path: '/api/auth/reset-password/{token}',
    summary: 'Link from the password reset e-mail: redirects to the reset page with the token',
    request: {
      params: z.object({ token: z.string() }),
      query: z.object({ callbackURL: z.string() }),
    },
    ok: RedirectResult,
    errors: { 302: { description: 'To the reset page' } },
  },
  {
    method: 'post',
    path: '/api/auth/sign-out',
    summary: 'End the current session',
    request: { body: body(z.object({})) },
    ok: z.object({ success: z.boolean() }),
  },
  {
    method: 'post',
    path: '/api/auth/revoke-other-sessions',
    summary: "End the user's other sessions",
    request: { body: body(z.object({})) },
    ok: StatusResult,
    errors: signedInErrors,
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/social',
    summary: "Start a social sign-in; answers the provider's URL",
    request: {
      body: body(z.object({ provider: z.string(), callbackURL: z.string().optional() })),
    },
    ok: RedirectResult,
    errors: { 400: errorResponses[400], 404: errorResponses[404] },
  },
  {
    method: 'post',
    path: '/api/auth/link-social',
    summary: 'Link a social account to the signed-in user',
    request: {
      body: body(z.object({ provider: z.string(), callbackURL: z.string().optional() })),
    },
    ok: RedirectResult,
    errors: { ...signedInErrors, 404: errorResponses[404] },
  },
  {
    method: 'post',
    path: '/api/auth/unlink-account',
    summary: 'Unlink a sign-in method (never the last one)',
    request: { body: body(z.object({ providerId: z.string(), accountId: z.string().optional() })) },
    ok: StatusResult,
    errors: signedInErrors,
  },
  {
    method: 'post',
    path: '/api/auth/request-password-reset',
    summary: 'Send a password reset e-mail (the same answer whether the address exists or not)',
    request: { body: body(z.object({ email: z.string(), redirectTo: z.string().optional() })) },
    ok: StatusResult,
    errors: { 400: errorResponses[400] },
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with the token from the reset e-mail',
    request: { body: body(z.object({ newPassword: z.string(), token: z.string() })) },
    ok: StatusResult,
    errors: { 400: errorResponses[400] },
  },
  {
    method: 'post',
    path: '/api/auth/two-factor/enable',
    summary: 'Start two-factor set-up: answers the TOTP URI and backup codes',
    request: { body: body(z.object({ password: z.string() })) },
    ok: totpEnableResult,
    errors: signedInErrors,
  },
  {
    method: 'post',
    path: '/api/auth/two-factor/verify-totp',
    summary: 'Check a TOTP code (finishes set-up, or the second step of a sign-in)',
    request: { body: body(z.object({ code: z.string(), trustDevice: z.boolean().optional() })) },
    ok: SignedIn,
    errors: signedInErrors,
  },
  {
    method: 'post',
    path: '/api/auth/two-factor/disable',
    summary: 'Turn two-factor off (asks for the password)',
    request: { body: body(z.object({ password: z.string() })) },
    ok: StatusResult,
    errors: signedInErrors,
  },
  {
    method: 'post',
    path: '/api/auth/two-factor/verify-backup-code',
    summary: 'The second step of a sign-in with a one-time backup code instead of a TOTP code',
    request: { body: body(z.object({ code: z.string(), trustDevice: z.boolean().optional() })) },
    ok: SignedIn,
    errors: signedInErrors,
  },
  {
    method: 'get',
    path: '/api/auth/verify-email',
    summary: 'Link from the confirmation e-mail: confirms the address, then redirects to /verify-email',
    request: {
      query: z.object({ token: z.string(), callbackURL: z.string().optional() }),
    },
    ok: StatusResult,
    errors: { 302: { description: 'To the confirmation page, with an error code when the link failed' } },
  },
];

/** `/api/auth/callback/{id}` → a pattern that matches `/api/auth/callback/google`. */
const PATTERNS = BETTER_AUTH_PATHS.map((p) => ({
  method: p.method.toUpperCase(),
  pattern: new RegExp(`^${p.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/**
 * Whether the web app uses this better-auth endpoint: only these are passed through to better-auth.
 * Every other endpoint better-auth would serve (update-user, change-email, delete-user, ...) skips
 * our validation and limits, so it is answered 404.
 */
export function isServedBetterAuthPath(method: string, pathname: string): boolean {
  return PATTERNS.some((p) => p.method === method && p.pattern.test(pathname));
}

export function registerBetterAuthPaths(registry: Registry) {
  for (const p of BETTER_AUTH_PATHS) {
    registry.registerPath({
      method: p.method,
      path: p.path,
      tags: ['Auth'],
      summary: p.summary,
      request: p.request,
      responses: {
        200: jsonResponse(p.ok, 'better-auth answer'),
        ...(p.errors ?? {}),
        429: jsonResponse(ErrorSchema, 'Too many attempts'),
      },
    });
  }
}
