import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactor, user } from '../../db/schema';
import { call } from '../../test/call';
import { cookieFrom, createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { totpCode } from '../../test/totp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function signInStart(u: TestUser) {
  const res = await call(ctx, 'POST', '/api/auth/sign-in/email', null, {
    email: u.email,
    password: u.password,
  });
  expect(res.status).toBe(200);
  return {
    body: res.body as { twoFactorRedirect?: boolean; token?: string },
    cookie: cookieFrom(res),
  };
}

async function sessionEmail(cookie: string) {
  const res = await call(ctx, 'GET', '/api/auth/get-session', { cookie: cookie });
  const body = res.body as { user?: { email: string; twoFactorEnabled: boolean } } | null;
  return body?.user ?? null;
}

/**
 * Turns TOTP on for the user (enable + first code) and returns the URI and backup codes shown once,
 * and the cookie of the session better-auth starts in place of the old one.
 */
async function turnOn(u: TestUser) {
  const enable = await call(
    ctx,
    'POST',
    '/api/auth/two-factor/enable',
    { cookie: u.cookie },
    { password: u.password },
  );
  expect(enable.status).toBe(200);
  const setup = enable.body as { totpURI: string; backupCodes: string[] };
  expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\//);
  expect(setup.backupCodes).toHaveLength(10);
  const confirm = await call(
    ctx,
    'POST',
    '/api/auth/two-factor/verify-totp',
    { cookie: u.cookie },
    { code: totpCode(setup.totpURI) },
  );
  expect(confirm.status).toBe(200);
  return { ...setup, cookie: cookieFrom(confirm) };
}

describe('two-factor sign-in (TOTP)', () => {
  it('turns on with a real code, then asks for the second factor at sign-in and accepts a TOTP code', async () => {
    const u = await createUser(ctx);
    const setup = await turnOn(u);
    const [row] = await ctx.services.db.select().from(user).where(eq(user.id, u.id));
    expect(row!.twoFactorEnabled).toBe(true);

    const first = await signInStart(u);
    expect(first.body.twoFactorRedirect).toBe(true);
    // No session yet: only the two-factor cookie.
    expect(await sessionEmail(first.cookie)).toBeNull();

    const wrong = await call(
      ctx,
      'POST',
      '/api/auth/two-factor/verify-totp',
      { cookie: first.cookie },
      { code: '000000' },
    );
    expect(wrong.status).toBe(401);
    expect((wrong.body as { error: { code: string } }).error.code).toBe('INVALID_CODE');

    const verify = await call(
      ctx,
      'POST',
      '/api/auth/two-factor/verify-totp',
      { cookie: first.cookie },
      { code: totpCode(setup.totpURI) },
    );
    expect(verify.status).toBe(200);
    const signedIn = await sessionEmail(cookieFrom(verify));
    expect(signedIn?.email).toBe(u.email);
    expect(signedIn?.twoFactorEnabled).toBe(true);
  });

  it('accepts a backup code once instead of the TOTP code', async () => {
    const u = await createUser(ctx);
    const setup = await turnOn(u);
    const code = setup.backupCodes[0]!;

    const first = await signInStart(u);
    const ok = await call(
      ctx,
      'POST',
      '/api/auth/two-factor/verify-backup-code',
      { cookie: first.cookie },
      { code },
    );
    expect(ok.status).toBe(200);
    expect((await sessionEmail(cookieFrom(ok)))?.email).toBe(u.email);

    const again = await signInStart(u);
    const reused = await call(
      ctx,
      'POST',
      '/api/auth/two-factor/verify-backup-code',
      { cookie: again.cookie },
      { code },
    );
    expect(reused.status).toBe(401);
    expect((reused.body as { error: { message: string } }).error.message).toBe(
      'The backup code is not correct or has already been used',
    );
    const other = await call(
      ctx,
      'POST',
      '/api/auth/two-factor/verify-backup-code',
      { cookie: again.cookie },
      { code: setup.backupCodes[1]! },
    );
    expect(other.status).toBe(200);
  });

  it('turns off with the password; sign-in then needs no second factor', async () => {
    const u = await createUser(ctx);
    const { cookie } = await turnOn(u);
    const wrongPassword = await call(
      ctx,
      'POST',
      '/api/auth/two-factor/disable',
      { cookie: cookie },
      { password: 'not-it-123' },
    );
    expect(wrongPassword.status).toBe(400);
    expect((wrongPassword.body as { error: { code: string } }).error.code).toBe('INVALID_PASSWORD');
    const off = await call(
      ctx,
      'POST',
      '/api/auth/two-factor/disable',
      { cookie: cookie },
      { password: u.password },
    );
    expect(off.status).toBe(200);
    const [row] = await ctx.services.db.select().from(user).where(eq(user.id, u.id));
    expect(row!.twoFactorEnabled).toBe(false);
    expect(await ctx.services.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id))).toEqual([]);
    const again = await signInStart(u);
    expect(again.body.twoFactorRedirect).toBeUndefined();
    expect((await sessionEmail(again.cookie))?.email).toBe(u.email);
  });

  it('answers a wrong code in Turkish in our error shape', async () => {
    const u = await createUser(ctx);
    await turnOn(u);
    const first = await signInStart(u);
    const res = await call(
      ctx,
      'POST',
      '/api/auth/two-factor/verify-totp',
      first,
      { code: '123456' },
      { lang: 'tr' },
    );
    expect(res.status).toBe(401);
    const body = res.body as { error: { code: string; message: string } };
    // Named as the code field's message, so the page shows it under the code.
    expect(body.error).toEqual({
      code: 'INVALID_CODE',
      message: 'Doğrulama kodu doğru değil',
      field: 'code',
      issues: [{ field: 'code', message: 'Doğrulama kodu doğru değil' }],
    });
  });
});
