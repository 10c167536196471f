import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { translate } from '../../lib/i18n';
import type { Mailer } from '../../lib/mail';
import { ensureProfile } from '../profiles/ensure-profile';
import { signUpLanguage } from './language';
import { accountByEmail } from './limits';

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
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        // In the language the owner reads (their profile's).
        const language = (await accountByEmail(db, user.email))?.language ?? 'en';
        await mailer.send({
          to: user.email,
          subject: translate(language, 'auth:reset.mailSubject'),
          text: translate(language, 'auth:reset.mailBody', { url }),
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
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] } },
    plugins: [twoFactor({ issuer: APP_NAME })],
    databaseHooks: {
      user: {
        create: {
          // Every account has a profile row (PRODUCT.md: no role field).
          // The profile starts in the language the visitor was using: the `language` cookie the
          // web app keeps beside localStorage (it reaches OAuth callbacks too), else Accept-Language.
          after: async (user, ctx) => {
            await ensureProfile(
              db,
              { id: user.id, email: user.email },
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
