import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call';
import { createTestContext, type TestContext } from '../../test/harness';
import { createSmtpMailer } from '.';

/** A local SMTP server on a free port of 127.0.0.1 that keeps every message it accepts. */
let server: SMTPServer;
let url: string;
const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.test')) return callback(new Error('mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP mailer', () => {
  it('delivers the message with its sender, recipient, subject and UTF-8 text', async () => {
    const mailer = createSmtpMailer(url, 'Marketplace <no-reply@market.test>');
    await mailer.send({
      to: 'ayse@example.com',
      subject: 'Şifre sıfırlama',
      text: 'Merhaba Ayşe, bağlantı: https://x.test/ğ',
    });
    const last = received.at(-1)!;
    expect(last.envelopeTo).toEqual(['ayse@example.com']);
    expect(last.mail.from?.value).toEqual([{ name: 'Marketplace', address: 'no-reply@market.test' }]);
    expect(last.mail.subject).toBe('Şifre sıfırlama');
    expect(last.mail.text?.trim()).toBe('Merhaba Ayşe, bağlantı: https://x.test/ğ');
  });

  it('fails the send when the server refuses the recipient', async () => {
    const mailer = createSmtpMailer(url, 'no-reply@market.test');
    await expect(mailer.send({ to: 'x@refused.test', subject: 's', text: 't' })).rejects.toThrow(
      /mailbox unavailable/,
    );
  });
});

describe('with SMTP_URL set', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { SMTP_URL: url, MAIL_FROM: 'Marketplace <no-reply@market.test>' },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('sends the confirmation mail of a Turkish sign-up through the server, in Turkish', async () => {
    const email = `smtp-${Date.now()}@example.com`;
    const res = await call(ctx, 'POST', '/api/auth/sign-up/email', null, {
      name: 'Ayşe Yılmaz',
      email,
      password: 'secret123',
      confirmPassword: 'secret123',
      acceptTerms: true,
      language: 'tr',
    });
    expect(res.status).toBe(200);
    const message = received.find((r) => r.envelopeTo.includes(email));
    expect(message?.mail.to && 'text' in message.mail.to ? message.mail.to.text : '').toBe(email);
    expect(message?.mail.subject).toBe('E-posta adresinizi doğrulayın');
    expect(message?.mail.text).toContain("Marketplace'e hoş geldiniz!");
    expect(message?.mail.text).toMatch(/http:\/\/localhost:3999\/api\/auth\/verify-email\?token=\S+/);
  });
});
