import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { user } from '../../db/schema';
import type { MailMessage } from '../../lib/mail';
import { ensureDemoUser } from '../../seed';
import { call } from '../../test/call';
import { createUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const outbox = () => (ctx.services.mailer as unknown as { sent: MailMessage[] }).sent;
const mailsTo = (email: string) => outbox().filter((m) => m.to === email);

/** The confirmation link of the last mail to the address, as a path the app can be asked for. */
function linkFor(email: string): string {
  const mail = mailsTo(email).at(-1);
  const url = mail?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  if (!url) throw new Error(`no confirmation link to ${email}`);
  const u = new URL(url);
  return u.pathname + u.search;
}

const SUCCESS = { cardNumber: '4242424242424242', expiry: '12/99', cvv: '123' };
const project = {
  title: 'Design a logo for my shop',
  description: 'A modern, simple logo for a small coffee shop in Istanbul, with two variants.',
  budget: 250,
  category: 'graphic-design',
  dueDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
};
const application = {
  coverLetter: 'I have designed more than fifty logos for cafés and would love to do yours.',
  proposedPrice: 200,
  deliveryDays: 5,
};
const chatbot = {
  businessName: 'Kahve Dükkanı',
  industry: 'Hospitality',
  chatbotPurpose: 'Answer menu questions',
  websiteUrl: 'https://kahve.example.com',
};
const payout = { amountCents: 1_000, accountHolder: 'Ayşe Yılmaz', iban: 'TR33 0006 1005 1978 6457 8413 26' };
const someId = '00000000-0000-4000-8000-000000000000';

/** Every route that needs a confirmed address, with a body it would otherwise accept. */
function gatedCalls(projectId: string, otherUserId: string): [string, string, unknown][] {
  return [
    ['POST', '/api/wallet/top-up', { amountCents: 10_000 }],
    ['POST', '/api/wallet/payouts', payout],
    ['POST', `/api/applications/${someId}/start-now`, undefined],
    ['POST', `/api/projects/${someId}/fund`, undefined],
    ['POST', `/api/payments/${someId}/test-checkout`, SUCCESS],
    ['POST', `/api/payments/${someId}/test-confirm`, { code: '123456' }],
    ['POST', '/api/ai/chatbot-orders', chatbot],
    ['POST', '/api/ai/analytics/purchase', undefined],
    ['POST', `/api/projects/${projectId}/applications`, application],
    ['POST', '/api/chat/conversations', { userId: otherUserId }],
    ['POST', `/api/chat/conversations/${someId}/messages`, { body: 'Hello!' }],
  ];
}

describe('e-mail confirmation', () => {
  it('mails a link in the sign-up language; until it is followed, every gated route answers 403', async () => {
    const client = await createUser(ctx);
    const { id: projectId } = (await call(ctx, 'POST', '/api/projects', client, project)).body as {
      id: string;
    };
    const u = await createUser(ctx, { verified: false, name: 'Ayşe Yılmaz' });

    const [mail] = mailsTo(u.email);
    expect(mail!.subject).toBe('Confirm your email address');
    expect(mail!.text).toContain('The link works for 24 hours.');

    for (const [method, url, body] of gatedCalls(projectId, client.id)) {
      const res = await call(ctx, method, url, u, body);
      expect({ url, status: res.status, code: res.body.error?.code }).toEqual({
        url,
        status: 403,
        code: 'EMAIL_NOT_VERIFIED',
      });
    }
    const tr = await call(ctx, 'POST', '/api/wallet/top-up', u, { amountCents: 10_000 }, { lang: 'tr' });
    expect(tr.body.error?.message).toBe(
      'Önce e-posta adresinizi doğrulayın. Size bir bağlantı gönderdik; sayfanın üstündeki uyarıdan yenisini isteyebilirsiniz.',
    );
    // Browsing and editing the profile work at once.
    expect((await call(ctx, 'GET', '/api/wallet', u)).status).toBe(200);
    expect((await call(ctx, 'POST', '/api/projects', u, project)).status).toBe(201);

    const follow = await call(ctx, 'GET', linkFor(u.email));
    expect(follow.status).toBe(302);
    expect(follow.headers.get('location')).toBe('/verify-email?confirmed=1');
    const [row] = await ctx.services.db.select().from(user).where(eq(user.id, u.id));
    expect(row!.emailVerified).toBe(true);

    // The same session can now pay, withdraw, apply, order and chat.
    const top = await call(ctx, 'POST', '/api/wallet/top-up', u, { amountCents: 10_000 });
    expect(top.status).toBe(200);
    expect(
      (await call(ctx, 'POST', `/api/payments/${top.body.paymentId}/test-checkout`, u, SUCCESS)).status,
    ).toBe(200);
    expect((await call(ctx, 'POST', '/api/wallet/payouts', u, payout)).status).toBe(201);
    expect((await call(ctx, 'POST', `/api/projects/${projectId}/applications`, u, application)).status).toBe(
      201,
    );
    const conv = await call(ctx, 'POST', '/api/chat/conversations', u, { userId: client.id });
    expect(conv.status).toBe(200);
    expect(
      (await call(ctx, 'POST', `/api/chat/conversations/${conv.body.id}/messages`, u, { body: 'Hello!' }))
        .status,
    ).toBe(201);
    expect((await call(ctx, 'POST', '/api/ai/chatbot-orders', u, chatbot)).status).toBe(200);
    expect((await call(ctx, 'POST', '/api/ai/analytics/purchase', u)).status).toBe(200);
    expect((await call(ctx, 'POST', `/api/projects/${someId}/fund`, u)).status).toBe(404);
  });

  it('writes the mail in Turkish for a Turkish sign-up', async () => {
    const email = `tr-${Date.now()}@example.com`;
    const res = await call(ctx, 'POST', '/api/auth/sign-up/email', null, {
      name: 'Ayşe Yılmaz',
      email,
      password: 'secret123',
      confirmPassword: 'secret123',
      acceptTerms: true,
      language: 'tr',
    });
    expect(res.status).toBe(200);
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe('E-posta adresinizi doğrulayın');
    expect(mail!.text).toContain('Bağlantı 24 saat geçerlidir.');
  });

  it('refuses an expired link and sends a new one on request', async () => {
    const u = await createUser(ctx, { verified: false });
    const oldLink = linkFor(u.email);
    // A day and an hour later (the clock of the token check is moved, nothing waits).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 3600_000 });
    const expired = await call(ctx, 'GET', oldLink);
    expect(expired.status).toBe(302);
    expect(expired.headers.get('location')).toBe('/verify-email?confirmed=1&error=TOKEN_EXPIRED');
    const [row] = await ctx.services.db.select().from(user).where(eq(user.id, u.id));
    expect(row!.emailVerified).toBe(false);

    expect((await call(ctx, 'POST', '/api/auth/send-verification-email')).status).toBe(401);
    const resend = await call(ctx, 'POST', '/api/auth/send-verification-email', u);
    expect(resend.status).toBe(200);
    expect(mailsTo(u.email)).toHaveLength(2);
    const newLink = linkFor(u.email);
    expect(newLink).not.toBe(oldLink);
    expect((await call(ctx, 'GET', newLink)).headers.get('location')).toBe('/verify-email?confirmed=1');
    const again = await call(ctx, 'POST', '/api/auth/send-verification-email', u);
    expect(again.status).toBe(400);
    expect(again.body.error?.code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('refuses a forged link', async () => {
    const res = await call(
      ctx,
      'GET',
      '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fverify-email%3Fconfirmed%3D1',
    );
    expect(res.headers.get('location')).toBe('/verify-email?confirmed=1&error=INVALID_TOKEN');
  });

  it('creates demo accounts confirmed, without a confirmation mail', async () => {
    const before = outbox().length;
    const id = await ensureDemoUser(ctx.services, 'verify-demo@demo.test');
    const [row] = await ctx.services.db.select().from(user).where(eq(user.id, id));
    expect(row!.emailVerified).toBe(true);
    expect(outbox().length).toBe(before);
    const signIn = await call(ctx, 'POST', '/api/auth/sign-in/email', null, {
      email: 'verify-demo@demo.test',
      password: 'demo1234',
    });
    expect(signIn.status).toBe(200);
  });
});
