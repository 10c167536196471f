import type { Language } from '@shared/constants';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { profiles, user as userTable } from '../../db/schema';
import { translate } from '../../lib/i18n';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mail';
import { type Limiter, type LimitRule, type LimitState, limiter } from '../../lib/rate-limit';

/** Failed sign-ins on one account count within this window. */
const FAILURE_WINDOW_SECONDS = 15 * 60;
/** Lockouts of one account within this window make the next one twice as long. */
const LOCKOUT_SERIES_SECONDS = 24 * 60 * 60;
const MAX_LOCKOUT_MINUTES = 24 * 60;

/** better-auth endpoints (paths under /api/auth) and the per-address rule each is counted under. */
const TWO_FACTOR_PATHS = new Set([
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
  '/api/auth/two-factor/verify-otp',
  '/api/auth/two-factor/send-otp',
]);
/** Endpoints that send an e-mail to the address in the body: limited per address and per account. */
export const MAIL_SENDING_PATHS = new Set([
  '/api/auth/request-password-reset',
  '/api/auth/forget-password',
  '/api/auth/send-verification-email',
]);
/** Reading the session is never limited: a limited read would look like a sign-out. */
export const UNLIMITED_PATHS = new Set(['/api/auth/get-session']);

export type Refusal = { state: LimitState; code: 'RATE_LIMITED' | 'ACCOUNT_LOCKED' };

export interface AuthLimits {
  readonly enabled: boolean;
  /** Counts a sign-in attempt from the address and refuses it when the address or the account is held back. */
  beforeSignIn(address: string, email: string): Promise<Refusal | null>;
  /** After better-auth answered: a wrong password counts against the account; a success clears it. */
  afterSignIn(email: string, outcome: 'failed' | 'succeeded', log?: Logger): Promise<void>;
  beforeSignUp(address: string): Promise<Refusal | null>;
  /** Changing the password checks the current one: a session holder gets 10 tries per 15 minutes. */
  beforePasswordChange(address: string, userId: string): Promise<Refusal | null>;
  /** Counts a request to another better-auth endpoint (email: the body's, for mail-sending ones). */
  beforeAuthRequest(address: string, pathname: string, email?: string): Promise<Refusal | null>;
}

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

/** The account for an e-mail address (case-insensitive) and the language its owner reads. */
export async function accountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: userTable.id, email: userTable.email, language: profiles.language })
    .from(userTable)
    .leftJoin(profiles, eq(profiles.userId, userTable.id))
    .where(eq(sql`lower(${userTable.email})`, normalizeEmail(email)));
  return row ? { ...row, language: (row.language ?? 'en') as Language } : null;
}

export function createAuthLimits(opts: {
  db: Db;
  config: Config;
  mailer: Mailer;
  enabled: boolean;
}): AuthLimits {
  const { db, config, mailer, enabled } = opts;
  const rule = (name: string, points: number, seconds: number): Limiter =>
    limiter(db, { name, points, seconds } satisfies LimitRule);
  const signInAddress = rule('signin-ip', config.AUTH_SIGNIN_PER_MINUTE, 60);
  const failures = rule('signin-fail', config.AUTH_LOCKOUT_AFTER, FAILURE_WINDOW_SECONDS);
  const lockouts = rule('signin-lockouts', 1_000_000, LOCKOUT_SERIES_SECONDS);
  const signUpAddress = rule('signup-ip', config.AUTH_SIGNUP_PER_HOUR, 3600);
  const mailAddress = rule('mail-ip', config.AUTH_RESET_PER_ADDRESS_PER_HOUR, 3600);
  const mailAccount = rule('mail-account', config.AUTH_RESET_MAILS_PER_HOUR, 3600);
  const twoFactorAddress = rule('2fa-ip', 10, 60);
  const otherAddress = rule('auth-ip', 300, 60);
  const passwordChange = rule('password-change', 10, FAILURE_WINDOW_SECONDS);

  const refuse = (state: LimitState, code: Refusal['code'] = 'RATE_LIMITED'): Refusal | null =>
    state.allowed ? null : { state, code };

  async function startLockout(email: string, log?: Logger) {
    const series = await lockouts.consume(email);
    const minutes = Math.min(config.AUTH_LOCKOUT_MINUTES * 2 ** (series.consumed - 1), MAX_LOCKOUT_MINUTES);
    await failures.block(email, minutes * 60);
    // The owner hears of the first lockout of a series; later ones within the day would only be noise.
    if (series.consumed !== 1) return;
    const owner = await accountByEmail(db, email);
    if (!owner) return;
    try {
      await mailer.send({
        to: owner.email,
        subject: translate(owner.language, 'auth:lockout.mailSubject'),
        text: translate(owner.language, 'auth:lockout.mailBody', {
          count: config.AUTH_LOCKOUT_AFTER,
          minutes,
          url: `${config.baseUrl}/forgot-password`,
        }),
      });
    } catch (err) {
      log?.error({ err }, 'lockout notice could not be sent');
    }
  }

  return {
    enabled,
    async beforeSignIn(address, email) {
      if (!enabled) return null;
      const byAddress = refuse(await signInAddress.consume(address));
      if (byAddress) return byAddress;
      const held = await failures.peek(normalizeEmail(email));
      if (held && !held.allowed) return { state: held, code: 'ACCOUNT_LOCKED' };
      return null;
    },
    async afterSignIn(email, outcome, log) {
      if (!enabled) return;
      const key = normalizeEmail(email);
      if (outcome === 'succeeded') {
        await failures.reset(key);
        await lockouts.reset(key);
        return;
      }
      const counted = await failures.consume(key);
      // Exactly one failure reaches the threshold (the step is atomic), so one lockout starts.
      if (counted.consumed === config.AUTH_LOCKOUT_AFTER) await startLockout(key, log);
    },
    async beforeSignUp(address) {
      if (!enabled) return null;
      return refuse(await signUpAddress.consume(address));
    },
    async beforePasswordChange(address, userId) {
      if (!enabled) return null;
      return refuse(await otherAddress.consume(address)) ?? refuse(await passwordChange.consume(userId));
    },
    async beforeAuthRequest(address, pathname, email) {
      if (!enabled || UNLIMITED_PATHS.has(pathname)) return null;
      if (TWO_FACTOR_PATHS.has(pathname)) return refuse(await twoFactorAddress.consume(address));
      if (MAIL_SENDING_PATHS.has(pathname)) {
        const byAddress = refuse(await mailAddress.consume(address));
        if (byAddress || !email) return byAddress;
        return refuse(await mailAccount.consume(normalizeEmail(email)));
      }
      return refuse(await otherAddress.consume(address));
    },
  };
}
