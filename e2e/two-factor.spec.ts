import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../src/server/test/totp';
import { setupBrowser } from './support/browser';
import { createAccount, type E2EUser, signInAs } from './support/users';

const browser = setupBrowser();

/** Signs in with the form up to the second-factor step. */
async function signInWithPassword(page: Page, user: E2EUser) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Two-factor verification' }).waitFor();
}

async function signedInEmail(page: Page): Promise<string | null> {
  const res = await page.request.get('/api/auth/get-session');
  const body = (await res.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

describe('two-factor authentication in the browser', () => {
  it('turns on with the QR code, signs in with a TOTP code or a backup code, and turns off', async () => {
    const user = await createAccount('twofa');
    const settings = await browser.newPage();
    await signInAs(settings, user);
    await settings.goto('/account-settings');
    await settings.getByText('Off: add a code from an authenticator app to your sign-in.').waitFor();
    await settings.getByLabel('Your password').fill(user.password);
    await settings.getByRole('button', { name: 'Turn on' }).click();

    const qr = settings.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const uri = await settings.getByText(/^otpauth:\/\/totp\//).innerText();
    const codes = await settings
      .getByRole('list', { name: 'Backup codes' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(codes).toHaveLength(10);
    await settings.getByText('They are shown only now', { exact: false }).waitFor();

    await settings.getByLabel('6-digit code').fill(totpCode(uri));
    await settings.getByRole('button', { name: 'Confirm and turn on' }).click();
    await settings.getByText('Two-factor authentication is on.').waitFor();
    await settings.getByText('On: signing in asks for a code from your authenticator app.').waitFor();
    // The backup codes are not shown again.
    expect(await settings.getByRole('list', { name: 'Backup codes' }).count()).toBe(0);

    // A new device: the password alone is not enough, the authenticator code finishes the sign-in.
    const phone = await browser.newPage();
    await signInWithPassword(phone, user);
    expect(await signedInEmail(phone)).toBeNull();
    await phone.getByLabel('Authentication code').fill('000000');
    await phone.getByRole('button', { name: 'Verify' }).click();
    await phone.getByText('The authentication code is not correct').waitFor();
    await phone.getByLabel('Authentication code').fill(totpCode(uri));
    await phone.getByRole('button', { name: 'Verify' }).click();
    await phone.getByText('Signed in successfully!').waitFor();
    await phone.waitForURL((url) => url.pathname === '/');
    expect(await signedInEmail(phone)).toBe(user.email);

    // Another device without the authenticator: a backup code, once.
    const laptop = await browser.newPage();
    await signInWithPassword(laptop, user);
    await laptop.getByRole('button', { name: 'Use a backup code instead' }).click();
    await laptop.getByLabel('Backup code').fill(codes[0]!);
    await laptop.getByRole('button', { name: 'Verify' }).click();
    await laptop.getByText('Signed in successfully!').waitFor();
    expect(await signedInEmail(laptop)).toBe(user.email);

    const again = await browser.newPage();
    await signInWithPassword(again, user);
    await again.getByRole('button', { name: 'Use a backup code instead' }).click();
    await again.getByLabel('Backup code').fill(codes[0]!);
    await again.getByRole('button', { name: 'Verify' }).click();
    await again.getByText('The backup code is not correct or has already been used').waitFor();
    expect(await signedInEmail(again)).toBeNull();

    // Turning it off on the settings page (its session was renewed when two-factor went on).
    await settings.getByLabel('Your password').fill(user.password);
    await settings.getByRole('button', { name: 'Turn off' }).click();
    await settings.getByText('Two-factor authentication is off.').waitFor();
    await settings.getByText('Off: add a code from an authenticator app to your sign-in.').waitFor();

    const later = await browser.newPage();
    await later.goto('/signin');
    await later.getByLabel('Email').fill(user.email);
    await later.getByLabel('Password').fill(user.password);
    await later.getByRole('button', { name: 'Sign in', exact: true }).click();
    await later.getByText('Signed in successfully!').waitFor();
    expect(await signedInEmail(later)).toBe(user.email);
  });

  it('shows the backup codes in Turkish and downloads them as a file', async () => {
    const user = await createAccount('twofa-tr', 'tr');
    const page = await browser.newPage({ language: 'tr' });
    await signInAs(page, user);
    await page.goto('/account-settings');
    await page.getByLabel('Şifreniz').fill(user.password);
    await page.getByRole('button', { name: 'Aç', exact: true }).click();
    const list = page.getByRole('list', { name: 'Yedek kodlar' });
    await list.waitFor();
    const codes = await list.getByRole('listitem').allInnerTexts();
    await page.getByText('Yalnızca şimdi gösterilirler', { exact: false }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Kodları indir' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('marketplace-backup-codes.txt');
    const text = await fs.readFile((await download.path())!, 'utf8');
    expect(text).toBe(`Marketplace yedek kodları (her biri bir kez çalışır)\n\n${codes.join('\n')}\n`);
  });
});
