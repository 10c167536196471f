import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { createAccount, signInAs } from './support/users';

const browser = setupBrowser();

const TEXT = {
  en: {
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    update: 'Update Password',
    wrongPassword: 'The current password is not correct',
    name: 'Full name',
    nameRequired: 'Enter your name',
    signUp: 'Sign up',
    needsTerms: 'Accept the Terms and Conditions to continue.',
    withdraw: 'Withdraw Funds',
    nothingToWithdraw: 'Nothing to withdraw yet: your available balance is empty.',
    apply: 'Apply Now',
    needsVerified: 'Confirm your e-mail address to apply.',
  },
  tr: {
    currentPassword: 'Mevcut şifre',
    newPassword: 'Yeni şifre',
    confirmPassword: 'Yeni şifreyi onayla',
    update: 'Şifreyi Güncelle',
    wrongPassword: 'Mevcut şifre doğru değil',
    name: 'Ad soyad',
    nameRequired: 'Adınızı girin',
    signUp: 'Kaydol',
    needsTerms: 'Devam etmek için Şartlar ve Koşulları kabul edin.',
    withdraw: 'Para Çek',
    nothingToWithdraw: 'Henüz çekilecek para yok: kullanılabilir bakiyeniz boş.',
    apply: 'Hemen Başvur',
    needsVerified: 'Başvurmak için e-posta adresinizi doğrulayın.',
  },
} as const;

/** The texts a control is described by (aria-describedby), in order. */
async function description(control: Locator): Promise<string[]> {
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const page = control.page();
  return Promise.all(
    ids.map(async (id) => ((await page.locator(`[id="${id}"]`).textContent()) ?? '').trim()),
  );
}

async function focusedId(page: Page) {
  return page.evaluate(() => document.activeElement?.id ?? '');
}

describe.each(['en', 'tr'] as const)('forms explain themselves (%s)', (lang) => {
  const tx = TEXT[lang];

  it('shows the server’s refusal under its field and keeps everything typed', async () => {
    const user = await createAccount(`forms-${lang}`, lang);
    const page = await browser.newPage({ language: lang });
    await signInAs(page, user);
    await page.goto('/account-settings');
    const current = page.getByLabel(tx.currentPassword, { exact: true });
    await current.fill('not-my-password');
    await page.getByLabel(tx.newPassword, { exact: true }).fill('brand-new-secret');
    await page.getByLabel(tx.confirmPassword, { exact: true }).fill('brand-new-secret');
    await page.getByRole('button', { name: tx.update }).click();

    // The server's message, in the interface language, stands under the field it is about.
    await expect.poll(() => current.getAttribute('aria-invalid')).toBe('true');
    expect(await description(current)).toEqual([tx.wrongPassword]);
    expect(await focusedId(page)).toBe(await current.getAttribute('id'));
    // Nothing typed is lost.
    expect(await current.inputValue()).toBe('not-my-password');
    expect(await page.getByLabel(tx.newPassword, { exact: true }).inputValue()).toBe('brand-new-secret');
    expect(await page.getByLabel(tx.confirmPassword, { exact: true }).inputValue()).toBe('brand-new-secret');
  });

  it('says why a button is disabled, and moves to the first field with a problem', async () => {
    const page = await browser.newPage({ language: lang });
    await page.goto('/signup');
    const submit = page.getByRole('button', { name: tx.signUp, exact: true });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(await description(submit)).toEqual([tx.needsTerms]);
    await page.getByText(tx.needsTerms).waitFor();

    // With the terms accepted, sending the empty form marks the first field and focuses it.
    await page.locator('#acceptTerms').click();
    expect(await submit.isDisabled()).toBe(false);
    expect(await submit.getAttribute('aria-describedby')).toBeNull();
    await page.getByLabel(tx.name).fill('');
    await submit.click();
    const name = page.getByLabel(tx.name);
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect((await description(name)).at(-1)).toBe(tx.nameRequired);
    expect(await focusedId(page)).toBe('name');
  });

  it('explains the wallet’s and a project’s disabled actions to a new account', async () => {
    const user = await createAccount(`forms-new-${lang}`, lang);
    const page = await browser.newPage({ language: lang });
    await signInAs(page, user);
    await page.goto('/wallet');
    const withdraw = page.getByRole('button', { name: tx.withdraw });
    await withdraw.waitFor();
    expect(await withdraw.isDisabled()).toBe(true);
    expect(await description(withdraw)).toEqual([tx.nothingToWithdraw]);

    // An address not yet confirmed cannot apply; the button says so instead of failing later.
    const list = (await (await page.request.get('/api/projects')).json()) as { items: { id: string }[] };
    await page.goto(`/projects/${list.items[0]!.id}`);
    const apply = page.getByRole('button', { name: tx.apply });
    await apply.waitFor();
    expect(await apply.isDisabled()).toBe(true);
    expect(await description(apply)).toEqual([tx.needsVerified]);
  });
});
