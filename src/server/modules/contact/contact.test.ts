import { CONTACT_PER_HOUR } from '@shared/schemas/contact';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, contactMessages } from '../../db/schema';
import { setClockOffset } from '../../lib/clock';
import type { MailMessage } from '../../lib/mail';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { sendContactEmails } from './service';

let ctx: TestContext;
let admin: TestUser;
let member: TestUser;
let addresses = 0;
/** Each test writes from its own address, so the hourly limit of one does not touch another. */
const nextAddress = () => `198.51.100.${++addresses}`;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { name: 'Operator Olcay', admin: true });
  member = await createUser(ctx, { name: 'Member Mert' });
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(async () => {
  await ctx.services.db.delete(contactMessages);
});
afterEach(() => {
  setClockOffset(0);
});

const outbox = () => (ctx.services.mailer as unknown as { sent: MailMessage[] }).sent;

const letter = (over: Record<string, unknown> = {}) => ({
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  topic: 'payments',
  message: 'Ödeme cüzdanıma ne zaman geçer? Siparişim dün tamamlandı.',
  ...over,
});

describe('the contact form', () => {
  it('takes a message from anyone and answers the reference to quote, in the page language', async () => {
    const res = await call(ctx, 'POST', '/api/contact', null, letter(), {
      lang: 'tr',
      address: nextAddress(),
    });
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(/^C-\d{6}$/);
    const [row] = await ctx.services.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.id));
    expect(row).toMatchObject({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      topic: 'payments',
      language: 'tr',
      status: 'open',
      userId: null,
    });
    expect(res.body.reference).toBe(`C-${String(row!.number).padStart(6, '0')}`);
  });

  it("keeps a signed-in sender's account with the message", async () => {
    const res = await call(ctx, 'POST', '/api/contact', member, letter({ topic: 'account' }), {
      address: nextAddress(),
    });
    expect(res.status).toBe(201);
    const [row] = await ctx.services.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.id));
    expect(row!.userId).toBe(member.id);
  });

  it.each([
    ['en', { message: 'Too short' }, 'message', 'Please write at least 20 characters.'],
    ['tr', { message: 'Çok kısa' }, 'message', 'Lütfen en az 20 karakter yazın.'],
    ['en', { email: 'not-an-address' }, 'email', 'Please enter a valid e-mail address.'],
    ['tr', { topic: 'lottery' }, 'topic', 'Lütfen bir konu seçin.'],
    ['en', { name: 'A\u200Bdmin' }, 'name', undefined],
  ] as const)(
    'refuses a bad field (%s, %j) with its message and saves nothing',
    async (lang, over, field, message) => {
      const res = await call(ctx, 'POST', '/api/contact', null, letter(over), {
        lang,
        address: nextAddress(),
      });
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe(field);
      if (message) expect(res.body.error.message).toBe(message);
      expect(await ctx.services.db.select().from(contactMessages)).toEqual([]);
    },
  );

  it('refuses the message past the hourly limit of an address with Retry-After, and takes it after the hour', async () => {
    const address = nextAddress();
    for (let i = 0; i < CONTACT_PER_HOUR; i++)
      expect((await call(ctx, 'POST', '/api/contact', null, letter(), { address })).status).toBe(201);
    const refused = await call(ctx, 'POST', '/api/contact', null, letter(), { address, lang: 'tr' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(
      `Bu saat içinde ${CONTACT_PER_HOUR} mesaj gönderdiniz. Lütfen 60 dakika sonra tekrar deneyin.`,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    // Another address is not held back by the first one.
    expect((await call(ctx, 'POST', '/api/contact', null, letter(), { address: nextAddress() })).status).toBe(
      201,
    );
    setClockOffset(61 * 60 * 1000);
    expect((await call(ctx, 'POST', '/api/contact', null, letter(), { address })).status).toBe(201);
    expect(await ctx.services.db.select().from(contactMessages)).toHaveLength(CONTACT_PER_HOUR + 2);
  });

  it('counts a signed-in sender across addresses', async () => {
    const writer = await createUser(ctx, { name: 'Roaming Rana' });
    for (let i = 0; i < CONTACT_PER_HOUR; i++)
      expect(
        (await call(ctx, 'POST', '/api/contact', writer, letter(), { address: nextAddress() })).status,
      ).toBe(201);
    expect(
      (await call(ctx, 'POST', '/api/contact', writer, letter(), { address: nextAddress() })).status,
    ).toBe(429);
  });
});

describe('forwarding to the contact address', () => {
  it('e-mails each message once, in its language, with the sender as Reply-To, even with two runs at once', async () => {
    const tr = await call(ctx, 'POST', '/api/contact', null, letter(), {
      lang: 'tr',
      address: nextAddress(),
    });
    const en = await call(
      ctx,
      'POST',
      '/api/contact',
      null,
      letter({ email: 'sam@example.com', topic: 'orders' }),
      {
        lang: 'en',
        address: nextAddress(),
      },
    );
    const before = outbox().length;
    const runs = await Promise.all([
      sendContactEmails(ctx.services.db, ctx.services.mailer, 'ops@example.com', 'https://market.test'),
      sendContactEmails(ctx.services.db, ctx.services.mailer, 'ops@example.com', 'https://market.test'),
    ]);
    expect(runs[0] + runs[1]).toBe(2);
    const mails = outbox().slice(before);
    expect(mails.map((m) => m.to)).toEqual(['ops@example.com', 'ops@example.com']);
    const trMail = mails.find((m) => m.replyTo === 'ayse@example.com')!;
    expect(trMail.subject).toBe(`[${tr.body.reference}] İletişim formu: Ödemeler ve cüzdan`);
    expect(trMail.text).toContain('Gönderen: Ayşe Yılmaz <ayse@example.com>');
    expect(trMail.text).toContain('Ödeme cüzdanıma ne zaman geçer?');
    expect(trMail.text).toContain('https://market.test/admin/messages');
    const enMail = mails.find((m) => m.replyTo === 'sam@example.com')!;
    expect(enMail.subject).toBe(`[${en.body.reference}] Contact form: An order or a project`);
    expect(
      await sendContactEmails(ctx.services.db, ctx.services.mailer, 'ops@example.com', 'https://market.test'),
    ).toBe(0);
  });
});

describe("the console's messages", () => {
  it('lists open messages oldest first, finds one by reference, and marks it answered once (audited)', async () => {
    const first = await call(ctx, 'POST', '/api/contact', null, letter({ name: 'First Fırat' }), {
      address: nextAddress(),
    });
    const second = await call(ctx, 'POST', '/api/contact', null, letter({ name: 'Second Selin' }), {
      address: nextAddress(),
    });
    const open = await call(ctx, 'GET', '/api/admin/contact-messages', admin);
    expect(open.status).toBe(200);
    expect(open.body.items.map((m: { name: string }) => m.name)).toEqual(['First Fırat', 'Second Selin']);
    expect(open.body.total).toBe(2);

    const byReference = await call(
      ctx,
      'GET',
      `/api/admin/contact-messages?q=${encodeURIComponent(second.body.reference)}`,
      admin,
    );
    expect(byReference.body.items.map((m: { id: string }) => m.id)).toEqual([second.body.id]);

    const overview = await call(ctx, 'GET', '/api/admin/overview', admin);
    expect(overview.body.queues.find((q: { key: string }) => q.key === 'messages')).toMatchObject({
      count: 2,
      to: '/admin/messages',
    });

    const answered = await call(ctx, 'POST', `/api/admin/contact-messages/${first.body.id}/answered`, admin);
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'answered', answeredByName: 'Operator Olcay' });
    const again = await call(
      ctx,
      'POST',
      `/api/admin/contact-messages/${first.body.id}/answered`,
      admin,
      undefined,
      {
        lang: 'tr',
      },
    );
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Bu mesaj zaten yanıtlandı olarak işaretlenmiş.');
    const audit = await ctx.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, first.body.id), eq(auditLog.action, 'contact.answered')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(admin.id);

    const stillOpen = await call(ctx, 'GET', '/api/admin/contact-messages', admin);
    expect(stillOpen.body.items.map((m: { id: string }) => m.id)).toEqual([second.body.id]);
    const done = await call(ctx, 'GET', '/api/admin/contact-messages?status=answered', admin);
    expect(done.body.items.map((m: { id: string }) => m.id)).toEqual([first.body.id]);
  });

  it('answers 404 for a message that does not exist, and refuses other people', async () => {
    const missing = await call(
      ctx,
      'POST',
      '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/answered',
      admin,
    );
    expect(missing.status).toBe(404);
    expect((await call(ctx, 'GET', '/api/admin/contact-messages', member)).status).toBe(403);
  });
});
