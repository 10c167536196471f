import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@shared/constants';
import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { translate } from '../../lib/i18n';
import { mayStartSession } from '../../lib/listing-visibility';
import type { Mailer } from '../../lib/mail';
import { ensureProfile } from '../profiles/ensure-profile';
import { signUpLanguage } from './language';

export const APP_NAME = 'Marketplace';

/** The secret comes from BETTER_AUTH_SECRET, or is generated once into the data folder. */
function resolveSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, '.auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** The drizzle tables better-auth writes, by its model names (schema.test.ts compares them). */
export const AUTH_TABLES = {
  user: schema.user,
  session: schema.session,
  account: schema.account,
  verification: schema.verification,
  twoFactor: schema.twoFactor,
};

/** Where the e-mail confirmation link leads after better-auth has checked it (errors add `&error=CODE`). */
export const VERIFY_EMAIL_CALLBACK = '/verify-email?confirmed=1';

/** How long an e-mail confirmation link works. */
export const VERIFY_EMAIL_EXPIRES_SECONDS = 60 * 60 * 24;

/** The language of mail to a user: the one saved on the profile, else the request's, else English. */
async function mailLanguage(db: Db, userId: string, request?: Request): Promise<Language> {
  const [profile] = await db
    .select({ language: schema.profiles.language })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, userId));
  return (profile?.language as Language | undefined) ?? signUpLanguage(request?.headers) ?? 'en';
}

/**
 * The header through which better-auth learns the client address (kept on sessions). Our routes set
 * it from clientAddress() on every request they forward and overwrite whatever a client sent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-marketplace-client-address';

export function createAuth(opts: { config: Config; db: Db; mailer: Mailer }) {
  const { config, db, mailer } = opts;
  return betterAuth({
    appName: APP_NAME,
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: resolveSecret(config),
    // The same list the origin check in lib/security uses for every other /api route.
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: AUTH_TABLES,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }, request) => {
        const lang = await mailLanguage(db, user.id, request);
        await mailer.send({
          to: user.email,
          subject: translate(lang, 'auth:reset.mailSubject'),
          text: translate(lang, 'auth:reset.mailBody', { url }),
        });
      },
    },
    // New accounts confirm their address by a link (decision 031). Signing in does not wait for it;
    // paying, withdrawing, applying, ordering and chatting do (requireVerified in lib/http).
    // No automatic sign-in from the link: it would skip the second factor.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_EMAIL_EXPIRES_SECONDS,
      sendVerificationEmail: async ({ user, url }, request) => {
        const lang = await mailLanguage(db, user.id, request);
        await mailer.send({
          to: user.email,
          subject: translate(lang, 'auth:verify.mailSubject'),
          text: translate(lang, 'auth:verify.mailBody', { url, hours: VERIFY_EMAIL_EXPIRES_SECONDS / 3600 }),
        });
      },
    },
    socialProviders: config.googleEnabled
      ? { google: { clientId: config.GOOGLE_CLIENT_ID!, clientSecret: config.GOOGLE_CLIENT_SECRET! } }
      : {},
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Limits are ours (modules/auth/limits.ts, lib/rate-limit): keyed on the real client address and
    // the account, never on reading the session.
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // One origin rule for every /api route (lib/security/origin.ts, in front of better-auth): a
      // browser page must be ours; a client that is not a browser page (a script, a server) needs
      // no Origin. better-auth's own CSRF check wanted an Origin from any request carrying a cookie
      // or a Sec-Fetch header, which refused Node's fetch and curl (decision 095). Its check of
      // callback and redirect URLs stays on, in tests too (it is off by default under NODE_ENV=test).
      disableCSRFCheck: true,
      disableOriginCheck: false,
    },
    plugins: [twoFactor({ issuer: APP_NAME })],
    databaseHooks: {
      // A closed account (decision 063) starts no session, whichever way it signs in.
      session: {
        create: {
          before: async (session) => {
            if (!(await mayStartSession(db, session.userId, clockNow())))
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_CLOSED', message: 'This account is closed' });
          },
        },
      },
      user: {
        create: {
          // Every account has a profile row (PRODUCT.md: no role field).
          // The profile starts in the language the visitor was using: the `language` cookie the
          // web app keeps beside localStorage (it reaches OAuth callbacks too), else Accept-Language.
          after: async (user, ctx) => {
            await ensureProfile(
              db,
              { id: user.id, email: user.email, name: user.name },
              signUpLanguage(ctx?.headers ?? ctx?.request?.headers),
            );
          },
        },
      },
    },
    logger: { disabled: config.NODE_ENV === 'test' },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** better-auth refusing a session (bad or expired cookie: a 4xx APIError) means anonymous, not busy. */
export function isSessionRefusal(err: unknown): boolean {
  if (!(err instanceof APIError)) return false;
  const status = typeof err.statusCode === 'number' ? err.statusCode : Number(err.status);
  return status >= 400 && status < 500;
}
