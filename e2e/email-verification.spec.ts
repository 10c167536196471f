import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { createAccount, lastMailTo, signInAs } from './support/users';

const browser = setupBrowser();

const banner = (email: string) =>
  `Please confirm your email address (${email}). Until then you can browse and edit your profile, but not pay, apply or send messages.`;

describe('e-mail confirmation in the browser', () => {
  it('asks a new account to confirm, refuses contact with the server message, resends, and confirms by the link', async () => {
    const user = await createAccount('verify');
    const page = await browser.newPage();
    await signInAs(page, user);
    await page.goto('/?q=elif');
    await page.getByText(banner(user.email)).waitFor();

    await page
      .getByTestId('freelancer-card')
      .filter({ hasText: 'Elif Şahin' })
      .getByRole('link', { name: 'Contact' })
      .click();
    // The chat pane keeps the server's message (a toast says it too).
    await page
      .locator('main')
      .getByText(
        'Please confirm your email address first. We sent you a link; you can ask for a new one in the banner at the top of the page.',
      )
      .waitFor();

    const firstMail = await lastMailTo(user.email);
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText(`We sent a new confirmation link to ${user.email}.`).waitFor();
    const mail = await lastMailTo(user.email);
    expect(mail).not.toBe(firstMail);
    expect(mail).toContain('Subject: Confirm your email address');

    const link = mail.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)![0];
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/verify-email');
    await page
      .getByText('Your email address is confirmed. You can now pay, apply to projects and send messages.')
      .waitFor();
    await page.getByText(banner(user.email)).waitFor({ state: 'detached' });

    await page.goto('/?q=elif');
    await page
      .getByTestId('freelancer-card')
      .filter({ hasText: 'Elif Şahin' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await page.waitForURL(/\/chat\?c=/);
    expect(await page.getByText(banner(user.email)).count()).toBe(0);
  });

  it('says so when the link is not valid or has expired, in Turkish too', async () => {
    const page = await browser.newPage();
    await page.goto('/api/auth/verify-email?token=forged&callbackURL=%2Fverify-email%3Fconfirmed%3D1');
    await page.waitForURL((url) => url.pathname === '/verify-email');
    await page.getByText('This confirmation link is not valid. Sign in and ask for a new one.').waitFor();

    const tr = await browser.newPage({ language: 'tr' });
    await tr.goto('/verify-email?confirmed=1&error=TOKEN_EXPIRED');
    await tr.getByText('Bu doğrulama bağlantısının süresi doldu. Giriş yapıp yenisini isteyin.').waitFor();
    expect(await tr.getByText('E-posta adresiniz doğrulandı', { exact: false }).count()).toBe(0);
  });
});
