import crypto from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { profiles, rateLimits, user as userTable } from '../../db/schema';
import type { MailMessage } from '../../lib/mail';
import { call } from '../../test/call';
import { createUser, signIn } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

type ErrorJson = { error: { code: string; message: string } };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: true });
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const outbox = () => (ctx.services.mailer as unknown as { sent: MailMessage[] }).sent;

function signInFrom(
  context: TestContext,
  address: string,
  body: { email: string; password: string },
  headers: Record<string, string> = {},
) {
  return call(context, 'POST', '/api/auth/sign-in/email', null, body, { headers, address });
}

let nobodies = 0;
/** A wrong password for an address with no account, new each time so no account lockout interferes. */
function nobody() {
  nobodies += 1;
  return { email: `nobody-${nobodies}@example.com`, password: 'wrong-password' };
}

describe('sign-in limit per client address', () => {
  it('counts the socket address: a new X-Forwarded-For on every request does not get past it', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await signInFrom(ctx, '203.0.113.9', nobody(), {
        'x-forwarded-for': `198.18.${i}.${crypto.randomInt(1, 250)}`,
      });
      expect(res.status).toBe(401);
    }
    const limited = await signInFrom(ctx, '203.0.113.9', nobody(), { 'x-forwarded-for': '198.18.99.1' });
    expect(limited.status).toBe(429);
    expect((limited.body as ErrorJson).error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const rows = await ctx.services.db.select().from(rateLimits).where(like(rateLimits.key, 'signin-ip:%'));
    expect(rows.find((r) => r.key === 'signin-ip:203.0.113.9')?.points).toBe(11);
    expect(rows.some((r) => r.key.includes('198.18.'))).toBe(false);
  });

  it('gives two clients without a forwarding header a bucket each', async () => {
    for (let i = 0; i < 10; i++) expect((await signInFrom(ctx, '192.0.2.1', nobody())).status).toBe(401);
    expect((await signInFrom(ctx, '192.0.2.1', nobody())).status).toBe(429);
    // Another client is not held back by the first one's attempts.
    expect((await signInFrom(ctx, '192.0.2.2', nobody())).status).toBe(401);
    // IPv4-mapped IPv6 from the socket is the same client as its IPv4 form.
    expect((await signInFrom(ctx, '::ffff:192.0.2.1', nobody())).status).toBe(429);
  });

  it('never limits reading the session', async () => {
    const user = await createUser(ctx);
    const reads = await Promise.all(
      Array.from({ length: 60 }, () =>
        call(ctx, 'GET', '/api/auth/get-session', user, undefined, { address: '192.0.2.77' }),
      ),
    );
    expect(reads.map((r) => r.status)).toEqual(Array(60).fill(200));
    const body = reads[0]!.body as { user: { email: string } };
    expect(body.user.email).toBe(user.email);
    const counted = await ctx.services.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, '%192.0.2.77%'));
    expect(counted).toEqual([]);
  });
});

describe('TRUSTED_PROXIES', () => {
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await createTestContext({ rateLimit: true, env: { TRUSTED_PROXIES: '10.0.0.0/24, 10.9.9.9' } });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('reads X-Forwarded-For from a trusted proxy, right to left, up to the first untrusted hop', async () => {
    // The client can write anything at the left; the hop the proxy added (rightmost untrusted) counts.
    for (let i = 0; i < 10; i++) {
      const res = await signInFrom(proxied, '10.0.0.7', nobody(), {
        'x-forwarded-for': `1.2.3.${i}, 198.51.100.20, 10.9.9.9`,
      });
      expect(res.status).toBe(401);
    }
    const limited = await signInFrom(proxied, '10.0.0.7', nobody(), {
      'x-forwarded-for': '7.7.7.7, 198.51.100.20, 10.9.9.9',
    });
    expect(limited.status).toBe(429);
    // Another client behind the same proxy has its own bucket.
    const other = await signInFrom(proxied, '10.0.0.7', nobody(), { 'x-forwarded-for': '198.51.100.21' });
    expect(other.status).toBe(401);
    const keys = (await proxied.services.db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('signin-ip:198.51.100.20');
    expect(keys).not.toContain('signin-ip:10.0.0.7');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await signInFrom(proxied, '203.0.113.50', nobody(), {
        'x-forwarded-for': `198.51.100.${100 + i}`,
      });
      expect(res.status).toBe(401);
    }
    const limited = await signInFrom(proxied, '203.0.113.50', nobody(), {
      'x-forwarded-for': '198.51.100.200',
    });
    expect(limited.status).toBe(429);
    const keys = (await proxied.services.db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('signin-ip:203.0.113.50');
    expect(keys.some((k) => k.startsWith('signin-ip:198.51.100.1'))).toBe(false);
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or range', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.local' })).toThrow(/TRUSTED_PROXIES/);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, ::1, fd00::/8' }).TRUSTED_PROXIES).toBe(
      '10.0.0.1, ::1, fd00::/8',
    );
  });
});

describe('per-account lockout', () => {
  it('locks an account after 5 failures with a growing delay and tells its owner once, in their language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
    const user = await createUser(ctx);
    await ctx.services.db.update(profiles).set({ language: 'tr' }).where(eq(profiles.userId, user.id));
    const wrong = { email: user.email.toUpperCase(), password: 'not-the-password' };
    const right = { email: user.email, password: user.password };
    let n = 0;
    // Each attempt from a new address: the account limit holds whatever the address.
    const attempt = (body: typeof right) =>
      signInFrom(ctx, `198.51.100.${++n}`, body, { 'accept-language': 'en' });

    for (let i = 0; i < 5; i++) expect((await attempt(wrong)).status).toBe(401);
    const locked = await attempt(right);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('300');
    expect((locked.body as ErrorJson).error).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: 'Too many failed sign-in attempts for this account. Please try again in 5 minutes.',
    });
    const lockoutNotices = () =>
      outbox().filter((m) => m.to === user.email && m.subject !== 'Confirm your email address');
    const notices = lockoutNotices();
    expect(notices.map((m) => m.subject)).toEqual(['Hesabınıza giriş geçici olarak durduruldu']);
    expect(notices[0]!.text).toContain('5 dakika');

    // After the first lockout: five more failures lock it for twice as long.
    vi.setSystemTime(new Date('2026-03-02T09:05:01Z'));
    for (let i = 0; i < 5; i++) expect((await attempt(wrong)).status).toBe(401);
    const again = await attempt(right);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('600');
    vi.setSystemTime(new Date('2026-03-02T09:10:02Z'));
    expect((await attempt(right)).status).toBe(429);
    vi.setSystemTime(new Date('2026-03-02T09:15:02Z'));
    expect((await attempt(right)).status).toBe(200);
    // One notice for the series, not one per lockout.
    expect(lockoutNotices()).toHaveLength(1);

    // A successful sign-in starts over: the next lockout is short again.
    for (let i = 0; i < 5; i++) expect((await attempt(wrong)).status).toBe(401);
    expect((await attempt(right)).headers.get('retry-after')).toBe('300');
  });

  it('holds an unknown address the same way, without sending anything', async () => {
    const before = outbox().length;
    const ghost = { email: 'ghost@example.com', password: 'whatever1' };
    let n = 0;
    for (let i = 0; i < 5; i++) expect((await signInFrom(ctx, `198.51.101.${++n}`, ghost)).status).toBe(401);
    expect((await signInFrom(ctx, `198.51.101.${++n}`, ghost)).status).toBe(429);
    expect(outbox().length).toBe(before);
  });
});

describe('password-reset mails', () => {
  it('sends at most 3 an hour for one account, from whatever address', async () => {
    const user = await createUser(ctx);
    const ask = (address: string, email: string) =>
      call(
        ctx,
        'POST',
        '/api/auth/request-password-reset',
        null,
        { email, redirectTo: '/reset-password' },
        {
          address,
        },
      );
    const resetMails = () =>
      outbox().filter((m) => m.to === user.email && m.subject === 'Reset your password');
    for (let i = 0; i < 3; i++) expect((await ask(`203.0.113.${150 + i}`, user.email)).status).toBe(200);
    const limited = await ask('203.0.113.160', user.email.toUpperCase());
    expect(limited.status).toBe(429);
    expect((limited.body as ErrorJson).error.code).toBe('RATE_LIMITED');
    expect(resetMails()).toHaveLength(3);
  });

  it('takes at most 10 requests an hour from one address', async () => {
    const ask = (email: string) =>
      call(
        ctx,
        'POST',
        '/api/auth/request-password-reset',
        null,
        { email, redirectTo: '/reset-password' },
        {
          address: '203.0.113.200',
        },
      );
    for (let i = 0; i < 10; i++) expect((await ask(`someone${i}@example.com`)).status).toBe(200);
    expect((await ask('someone-else@example.com')).status).toBe(429);
  });
});

describe('password change', () => {
  it('gives a session 10 tries of the current password per 15 minutes', async () => {
    const user = await createUser(ctx);
    const change = (currentPassword: string) =>
      call(
        ctx,
        'POST',
        '/api/auth/change-password',
        user,
        { currentPassword, newPassword: 'newsecret1', confirmPassword: 'newsecret1' },
        { address: `198.51.104.${crypto.randomInt(1, 250)}` },
      );
    for (let i = 0; i < 10; i++) expect((await change(`guess-${i}`)).status).toBe(400);
    const limited = await change(user.password);
    expect(limited.status).toBe(429);
    expect((limited.body as ErrorJson).error.code).toBe('RATE_LIMITED');
  });
});

describe('sign-up', () => {
  const signUp = (email: string, address: string, lang = 'en') =>
    call(
      ctx,
      'POST',
      '/api/auth/sign-up/email',
      null,
      {
        name: 'Rate Limit Person',
        email,
        password: 'secret123',
        confirmPassword: 'secret123',
        acceptTerms: true,
      },
      { lang, address },
    );

  it('answers a taken address exactly as a new one and tells the owner, in their language', async () => {
    const owner = await createUser(ctx);
    await ctx.services.db.update(profiles).set({ language: 'tr' }).where(eq(profiles.userId, owner.id));
    const fresh = `new-${Date.now()}@example.com`;

    const created = await signUp(fresh, '198.51.102.1');
    const taken = await signUp(owner.email.toUpperCase(), '198.51.102.2');
    expect(taken.status).toBe(created.status);
    expect(created.status).toBe(200);
    const createdBody = created.body;
    expect(taken.body).toEqual(createdBody);
    expect(createdBody).toEqual({ status: 'check-inbox' });
    expect(taken.headers.getSetCookie()).toEqual(created.headers.getSetCookie());

    const owners = await ctx.services.db
      .select()
      .from(userTable)
      .where(eq(sql`lower(${userTable.email})`, owner.email.toLowerCase()));
    expect(owners).toHaveLength(1);
    const toOwner = outbox().filter(
      (m) => m.to === owner.email && m.subject !== 'Confirm your email address',
    );
    expect(toOwner.map((m) => m.subject)).toEqual(['Biri e-posta adresinizle kaydolmaya çalıştı']);
    const toNew = outbox().filter((m) => m.to === fresh);
    expect(toNew.map((m) => m.subject)).toEqual(['Confirm your email address']);
    // The new account works.
    expect(await signIn(ctx, fresh, 'secret123')).toContain('session_token=');
  });

  it('takes at most 20 sign-ups an hour from one address', async () => {
    for (let i = 0; i < 20; i++)
      expect((await signUp(`burst-${i}-${Date.now()}@example.com`, '198.51.103.1')).status).toBe(200);
    const limited = await signUp(`burst-x-${Date.now()}@example.com`, '198.51.103.1');
    expect(limited.status).toBe(429);
    expect((limited.body as ErrorJson).error.code).toBe('RATE_LIMITED');
  });
});

describe('a failed session lookup', () => {
  it('answers 503 with a translated message, never 401 or an anonymous session', async () => {
    const user = await createUser(ctx);
    await ctx.services.db.execute(sql`ALTER TABLE "session" RENAME TO "session_away"`);
    try {
      const read = await call(ctx, 'GET', '/api/auth/get-session', user, undefined, {
        lang: 'tr',
        address: '192.0.2.90',
      });
      expect(read.status).toBe(503);
      expect((read.body as ErrorJson).error).toEqual({
        code: 'SERVICE_BUSY',
        message: 'Hizmet şu anda yoğun. Lütfen birazdan tekrar deneyin.',
      });
      const me = await call(ctx, 'GET', '/api/profiles/me', user);
      expect(me.status).toBe(503);
      expect((me.body as ErrorJson).error.code).toBe('SERVICE_BUSY');
    } finally {
      await ctx.services.db.execute(sql`ALTER TABLE "session_away" RENAME TO "session"`);
    }
    const back = await call(ctx, 'GET', '/api/profiles/me', user);
    expect(back.status).toBe(200);
  });
});
