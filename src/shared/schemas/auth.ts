import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { shownText } from './shown-text';

/* Messages are translation keys ('ns:key'); both the web forms and the server translate them. */

const email = z
  .string({ error: 'auth:error.emailRequired' })
  .trim()
  .min(1, 'auth:error.emailRequired')
  .max(254, 'auth:error.emailInvalid')
  .pipe(z.email({ error: 'auth:error.emailInvalid' }));

export const signUpInput = z
  .strictObject({
    /** The name other people see (profile and account); a payout holder must match it. */
    name: shownText(
      z
        .string({ error: 'auth:signup.error.nameRequired' })
        .trim()
        .min(1, 'auth:signup.error.nameRequired')
        .max(100, 'auth:signup.error.nameLength'),
    ),
    email,
    password: z
      .string({ error: 'auth:signup.error.passwordLength' })
      .min(PASSWORD_MIN_LENGTH, 'auth:signup.error.passwordLength')
      .max(PASSWORD_MAX_LENGTH, 'auth:error.passwordTooLong'),
    confirmPassword: z.string({ error: 'auth:signup.error.passwordMatch' }),
    acceptTerms: z.literal(true, { error: 'auth:signup.error.terms' }),
    language: z.enum(['en', 'tr']).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'auth:signup.error.passwordMatch',
    path: ['confirmPassword'],
  });
export type SignUpInput = z.infer<typeof signUpInput>;

export const signInInput = z.strictObject({
  email,
  password: z.string({ error: 'auth:error.passwordRequired' }).min(1, 'auth:error.passwordRequired'),
  rememberMe: z.boolean().default(true),
});
export type SignInInput = z.input<typeof signInInput>;

export const changePasswordInput = z
  .strictObject({
    currentPassword: z.string().min(1, 'auth:error.passwordRequired'),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, 'auth:signup.error.passwordLength')
      .max(PASSWORD_MAX_LENGTH, 'auth:error.passwordTooLong'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'auth:signup.error.passwordMatch',
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const requestResetInput = z.strictObject({ email });
export const resetPasswordInput = z
  .strictObject({
    token: z.string().min(1),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, 'auth:signup.error.passwordLength')
      .max(PASSWORD_MAX_LENGTH),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'auth:signup.error.passwordMatch',
    path: ['confirmPassword'],
  });

/** The authenticator code of the two-factor step (better-auth's verify-totp, also on turning it on). */
export const totpCodeInput = z.strictObject({
  code: z.string().regex(/^\d{6}$/, 'auth:signin.needsCode'),
});
export type TotpCodeInput = z.infer<typeof totpCodeInput>;

/** A backup code instead of the authenticator's (better-auth's verify-backup-code). */
export const backupCodeInput = z.strictObject({
  code: z.string().trim().min(6, 'auth:signin.needsBackupCode').max(32, 'auth:signin.needsBackupCode'),
});
export type BackupCodeInput = z.infer<typeof backupCodeInput>;

/** The password that turns two-factor on or off (better-auth's two-factor enable and disable). */
export const twoFactorPasswordInput = z.strictObject({
  password: z.string().min(1, 'auth:error.passwordRequired'),
});
export type TwoFactorPasswordInput = z.infer<typeof twoFactorPasswordInput>;

/* ------------------------------------------------------------- answers (better-auth's) */

/** The user as better-auth answers it (more fields may come; they pass through). */
export const authUser = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean().nullable().optional(),
});
export type AuthUser = z.infer<typeof authUser>;

/** POST /api/auth/sign-up/email. */
/**
 * POST /api/auth/sign-up/email: always the same answer, whether the address was new or already had an
 * account (an e-mail tells its owner what happened), so it reveals no account.
 */
export const signUpResult = z.object({ status: z.literal('check-inbox') });
export type SignUpResult = z.infer<typeof signUpResult>;

/** POST /api/auth/sign-in/email: the user, or `{ twoFactorRedirect: true }` when a code is needed. */
export const signInResult = z.looseObject({
  twoFactorRedirect: z.boolean().optional(),
  redirect: z.boolean().optional(),
  token: z.string().nullable().optional(),
  url: z.string().nullable().optional(),
  user: authUser.optional(),
});
export type SignInResult = z.infer<typeof signInResult>;

/** POST /api/auth/change-password. */
export const changePasswordResult = z.looseObject({
  token: z.string().nullable().optional(),
  user: authUser,
});
export type ChangePasswordResult = z.infer<typeof changePasswordResult>;

/** POST /api/auth/send-verification-email: a new confirmation link is on its way. */
export const verificationEmailSent = z.object({ status: z.literal(true) });
export type VerificationEmailSent = z.infer<typeof verificationEmailSent>;

/** GET /api/auth/get-session: the session, or null when signed out. */
export const sessionAnswer = z
  .object({
    user: authUser,
    session: z.looseObject({ id: z.string(), expiresAt: z.string() }),
  })
  .nullable();
export type SessionAnswer = z.infer<typeof sessionAnswer>;
export type Session = NonNullable<SessionAnswer>;
export type SessionUser = Session['user'];

/** POST /api/auth/two-factor/enable (better-auth): the authenticator URI and one-time backup codes. */
export const totpEnableResult = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TotpEnableResult = z.infer<typeof totpEnableResult>;

/** better-auth's social sign-in and linking: where to send the browser next. */
export const authRedirectResult = z.looseObject({
  url: z.string().optional(),
  redirect: z.boolean().optional(),
});
export type AuthRedirectResult = z.infer<typeof authRedirectResult>;
