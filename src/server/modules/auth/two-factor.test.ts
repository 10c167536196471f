import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactor, user } from '../../db/schema';
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

const json = { 'content-type': 'application/json' };

function post(path: string, body: unknown, cookie?: string) {
  return ctx.app.request(path, {
    method: 'POST',
    headers: cookie ? { ...json, cookie } : json,
    body: JSON.stringify(body),
  });
}

async function signInStart(u: TestUser) {
  const res = await post('/api/auth/sign-in/email', { email: u.email, password: u.password });
  expect(res.status).toBe(200);
  return {
    body: (await res.json()) as { twoFactorRedirect?: boolean; token?: string },
    cookie: cookieFrom(res),
  };
}

async function sessionEmail(cookie: string) {
  const res = await ctx.app.request('/api/auth/get-session', { headers: { cookie } });
  const body = (await res.json()) as { user?: { email: string; twoFactorEnabled: boolean } } | null;
  return body?.user ?? null;
}

/**
 * Turns TOTP on for the user (enable + first code) and returns the URI and backup codes shown once,
 * and the cookie of the session better-auth starts in place of the old one.
 */
async function turnOn(u: TestUser) {
  const enable = await post('/api/auth/two-factor/enable', { password: u.password }, u.cookie);
  expect(enable.status).toBe(200);
  const setup = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\//);
  expect(setup.backupCodes).toHaveLength(10);
  const confirm = await post('/api/auth/two-factor/verify-totp', { code: totpCode(setup.totpURI) }, u.cookie);
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

    const wrong = await post('/api/auth/two-factor/verify-totp', { code: '000000' }, first.cookie);
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('INVALID_CODE');

    const verify = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(setup.totpURI) },
      first.cookie,
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
    const ok = await post('/api/auth/two-factor/verify-backup-code', { code }, first.cookie);
    expect(ok.status).toBe(200);
    expect((await sessionEmail(cookieFrom(ok)))?.email).toBe(u.email);

    const again = await signInStart(u);
    const reused = await post('/api/auth/two-factor/verify-backup-code', { code }, again.cookie);
    expect(reused.status).toBe(401);
    expect(((await reused.json()) as { error: { message: string } }).error.message).toBe(
      'The backup code is not correct or has already been used',
    );
    const other = await post(
      '/api/auth/two-factor/verify-backup-code',
      { code: setup.backupCodes[1]! },
      again.cookie,
    );
    expect(other.status).toBe(200);
  });

  it('turns off with the password; sign-in then needs no second factor', async () => {
    const u = await createUser(ctx);
    const { cookie } = await turnOn(u);
    const wrongPassword = await post('/api/auth/two-factor/disable', { password: 'not-it-123' }, cookie);
    expect(wrongPassword.status).toBe(400);
    expect(((await wrongPassword.json()) as { error: { code: string } }).error.code).toBe('INVALID_PASSWORD');
    const off = await post('/api/auth/two-factor/disable', { password: u.password }, cookie);
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
    const res = await ctx.app.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      headers: { ...json, cookie: first.cookie, 'accept-language': 'tr' },
      body: JSON.stringify({ code: '123456' }),
    });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: { code: string; message: string } };
    // Named as the code field's message, so the page shows it under the code.
    expect(body.error).toEqual({
      code: 'INVALID_CODE',
      message: 'Doğrulama kodu doğru değil',
      field: 'code',
      issues: [{ field: 'code', message: 'Doğrulama kodu doğru değil' }],
    });
  });
});
