import { createRoute } from '@hono/zod-openapi';
import type { Language } from '@shared/constants';
import {
  changePasswordInput,
  changePasswordResult,
  type SignUpResult,
  signInInput,
  signInResult,
  signUpInput,
  signUpResult,
  verificationEmailSent,
} from '@shared/schemas/auth';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import { addressKey, clientAddress } from '../../lib/client-address';
import { AppError } from '../../lib/errors';
import {
  type AppContext,
  createRouter,
  currentUser,
  ErrorSchema,
  errorResponses,
  jsonBody,
  jsonResponse,
  named,
  requireAuth,
} from '../../lib/http';
import { translate } from '../../lib/i18n';
import { retryAfterSeconds } from '../../lib/rate-limit';
import type { AppServices } from '../../services';
import { CLIENT_ADDRESS_HEADER, VERIFY_EMAIL_CALLBACK } from './auth';
import { isServedBetterAuthPath, registerBetterAuthPaths } from './better-auth-paths';
import { accountByEmail, MAIL_SENDING_PATHS, type Refusal, UNLIMITED_PATHS } from './limits';
import { sendTakenAddressMail } from './mails';

/** better-auth error codes we show in the person's language; others fall back to a generic message. */
const KNOWN_AUTH_CODES = new Set([
  'INVALID_EMAIL_OR_PASSWORD',
  'USER_ALREADY_EXISTS',
  'INVALID_PASSWORD',
  'INVALID_TWO_FACTOR_AUTHENTICATION',
  'INVALID_CODE',
  'INVALID_BACKUP_CODE',
  'ACCOUNT_TEMPORARILY_LOCKED',
  'INVALID_TWO_FACTOR_COOKIE',
  'EMAIL_ALREADY_VERIFIED',
  'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
  'INVALID_TOKEN',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
  'FAILED_TO_UNLINK_LAST_ACCOUNT',
  'SESSION_EXPIRED',
  'PROVIDER_NOT_FOUND',
]);

/**
 * Calls better-auth's own handler (so its cookies apply) and gives its errors our shape too:
 * `{ code, message, error: { code, message } }` with the message translated. better-auth learns the
 * client address only through CLIENT_ADDRESS_HEADER, set here from clientAddress().
 */
export async function forwardToAuth(
  c: AppContext,
  pathname: string,
  body?: unknown,
  opts: { language?: Language } = {},
): Promise<Response> {
  const { auth } = c.get('services');
  const url = new URL(c.req.url);
  url.pathname = pathname;
  const headers = new Headers(c.req.raw.headers);
  headers.delete('content-length');
  if (opts.language) {
    // The profile (and the confirmation mail) start in this language: signUpLanguage reads the cookie.
    const others = (headers.get('cookie') ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('language='));
    headers.set('cookie', [...others, `language=${opts.language}`].join('; '));
  }
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c));
  const init: RequestInit = { method: c.req.method, headers };
  if (body !== undefined) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(body);
  } else if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    init.body = await c.req.arrayBuffer();
  }
  let res: Response;
  try {
    res = await auth.handler(new Request(url, init));
  } catch (err) {
    c.get('log')?.error({ err, path: pathname }, 'auth handler failed');
    return serviceBusy(c);
  }
  // A failure on better-auth's side (its database) is not the client's doing: busy, try again.
  if (res.status >= 500) {
    c.get('log')?.error({ status: res.status, path: pathname }, 'auth handler answered with a server error');
    return serviceBusy(c);
  }
  if (res.ok || !(res.headers.get('content-type') ?? '').includes('application/json')) {
    if (res.status === 429) return translatedError(c, res, 'RATE_LIMITED');
    return res;
  }
  const data = (await res
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string };
  return translatedError(c, res, data.code, authErrorField(pathname, data.code));
}

/** The form field a better-auth refusal is about, so the page can show it next to that field. */
function authErrorField(pathname: string, code: string | undefined): string | undefined {
  if (code === 'INVALID_PASSWORD')
    return pathname === '/api/auth/change-password' ? 'currentPassword' : 'password';
  if (
    code === 'INVALID_CODE' ||
    code === 'INVALID_BACKUP_CODE' ||
    code === 'INVALID_TWO_FACTOR_AUTHENTICATION'
  )
    return 'code';
  return undefined;
}

function authErrorBody(code: string, message: string) {
  return JSON.stringify({ code, message, error: { code, message } });
}

/** 503 with a translated "busy" message: the client keeps its session and tries again. */
export function serviceBusy(c: AppContext) {
  const message = translate(c.get('lang'), 'errors:serviceBusy');
  return new Response(authErrorBody('SERVICE_BUSY', message), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': '5' },
  });
}

/** 429 for a limit: RATE_LIMITED (too many requests) or ACCOUNT_LOCKED (too many wrong passwords). */
function refused(c: AppContext, refusal: Refusal) {
  const seconds = retryAfterSeconds(refusal.state);
  const message =
    refusal.code === 'ACCOUNT_LOCKED'
      ? translate(c.get('lang'), 'auth:error.codes.ACCOUNT_LOCKED', { minutes: Math.ceil(seconds / 60) })
      : translate(c.get('lang'), 'errors:rateLimited');
  return new Response(authErrorBody(refusal.code, message), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(seconds) },
  });
}

function translatedError(c: AppContext, res: Response, rawCode: string | undefined, field?: string) {
  const code = rawCode ?? (res.status === 429 ? 'RATE_LIMITED' : 'AUTH_ERROR');
  const key =
    code === 'RATE_LIMITED'
      ? 'errors:rateLimited'
      : code === 'ACCOUNT_CLOSED'
        ? 'sanctions:error.signInClosed'
        : KNOWN_AUTH_CODES.has(code)
          ? `auth:error.codes.${code}`
          : 'auth:error.generic';
  const message = translate(c.get('lang'), key);
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const error = field ? { code, message, field, issues: [{ field, message }] } : { code, message };
  return new Response(JSON.stringify({ code, message, error }), {
    status: res.status,
    headers,
  });
}

/** The one answer to a sign-up that passed validation and the limits: look in your inbox. */
const SIGN_UP_ANSWER: SignUpResult = { status: 'check-inbox' };

async function accountExists(db: AppServices['db'], email: string) {
  return (await accountByEmail(db, email)) !== null;
}

/** The e-mail of a request body that names one (password reset, verification mail), if any. */
async function bodyEmail(c: AppContext): Promise<string | undefined> {
  if (c.req.method !== 'POST') return undefined;
  const data = (await c.req.json().catch(() => null)) as { email?: unknown } | null;
  return typeof data?.email === 'string' ? data.email : undefined;
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
        200: jsonResponse(
          named(signUpResult, 'SignUpResult'),
          'Always the same answer, whether the address was new or already had an account: an e-mail tells its owner what happened',
        ),
        400: errorResponses[400],
        429: jsonResponse(ErrorSchema, 'Too many sign-ups from this address (RATE_LIMITED)'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const { db, authLimits } = c.get('services');
      const refusal = await authLimits.beforeSignUp(addressKey(clientAddress(c)));
      if (refusal) return refused(c, refusal) as never;
      // A taken address gets the same answer as a new one, after about the same work (a password
      // hash and an e-mail), so the answer does not tell whether an account exists. Its owner is told.
      let taken = await accountExists(db, input.email);
      if (taken) {
        await hashPassword(input.password);
      } else {
        // better-auth mails the new account its confirmation link (in the sign-up language).
        const res = await forwardToAuth(
          c,
          '/api/auth/sign-up/email',
          {
            email: input.email,
            password: input.password,
            name: input.name,
            callbackURL: VERIFY_EMAIL_CALLBACK,
          },
          { language: input.language },
        );
        if (!res.ok) {
          const data = (await res
            .clone()
            .json()
            .catch(() => ({}))) as { code?: string };
          // Created by a concurrent request in the meantime: taken after all.
          if (data.code !== 'USER_ALREADY_EXISTS') return res as never;
          taken = true;
        } else if (input.language) {
          const data = (await res.clone().json()) as { user?: { id: string } };
          if (data.user?.id)
            await db
              .update(profiles)
              .set({ language: input.language })
              .where(eq(profiles.userId, data.user.id));
        }
      }
      if (taken) await sendTakenAddressMail(c, input.email);
      return c.json(SIGN_UP_ANSWER, 200);
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
        403: jsonResponse(ErrorSchema, 'The account is closed (ACCOUNT_CLOSED, decision 063)'),
        429: jsonResponse(
          ErrorSchema,
          'Too many attempts from this address (RATE_LIMITED) or on this account (ACCOUNT_LOCKED)',
        ),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const { authLimits } = c.get('services');
      const refusal = await authLimits.beforeSignIn(addressKey(clientAddress(c)), input.email);
      if (refusal) return refused(c, refusal) as never;
      const res = await forwardToAuth(c, '/api/auth/sign-in/email', input);
      if (res.status === 401) await authLimits.afterSignIn(input.email, 'failed', c.get('log'));
      else if (res.ok) await authLimits.afterSignIn(input.email, 'succeeded');
      return res as never;
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
      const { authLimits } = c.get('services');
      const refusal = await authLimits.beforePasswordChange(addressKey(clientAddress(c)), currentUser(c).id);
      if (refusal) return refused(c, refusal) as never;
      return (await forwardToAuth(c, '/api/auth/change-password', {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      })) as never;
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/auth/send-verification-email',
      tags: ['Auth'],
      summary: 'Send the signed-in user a new e-mail confirmation link (3 a minute)',
      middleware: [requireAuth] as const,
      responses: {
        200: jsonResponse(named(verificationEmailSent, 'VerificationEmailSent'), 'Sent'),
        400: errorResponses[400],
        401: errorResponses[401],
        429: errorResponses[400],
      },
    }),
    async (c) =>
      (await forwardToAuth(c, '/api/auth/send-verification-email', {
        email: currentUser(c).email,
        callbackURL: VERIFY_EMAIL_CALLBACK,
      })) as never,
  );

  // Everything else better-auth serves (session, sign-out, two-factor, social sign-in, accounts).
  // Each is counted per client address, except reading the session, which is never limited.
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const pathname = new URL(c.req.url).pathname;
    if (!isServedBetterAuthPath(c.req.method, pathname))
      throw new AppError('NOT_FOUND', 404, 'errors:notFound.route');
    const { authLimits } = c.get('services');
    if (!UNLIMITED_PATHS.has(pathname)) {
      const email = MAIL_SENDING_PATHS.has(pathname) ? await bodyEmail(c) : undefined;
      const refusal = await authLimits.beforeAuthRequest(addressKey(clientAddress(c)), pathname, email);
      if (refusal) return refused(c, refusal);
    }
    return forwardToAuth(c, pathname);
  });

  registerBetterAuthPaths(app.openAPIRegistry);
  return app;
}
