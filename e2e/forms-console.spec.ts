import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { confirmEmail, createAccount, createAdmin, signInAs } from './support/users';

const browser = setupBrowser();
const SUCCESS_CARD = { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123' };

const TEXT = {
  en: {
    markPaid: 'Mark paid',
    reject: 'Reject',
    confirmReject: 'Reject payout',
    reference: 'Bank reference',
    reason: 'Reason',
    needsReason: 'Type a reason first: the user sees it.',
    reasonShort: 'Give a reason of at least 3 characters.',
    referenceLong: 'The reference can be at most 100 characters.',
    analyze: 'Analyze Text',
    textLabel: 'Text',
    needsText: 'Please enter text to analyze',
    signedOut: "Signed out, this site's local analyser answers; no account is needed.",
    rateLimited: 'Too many requests. Try again in a minute.',
    applyState: 'Apply',
    stateReason: 'Reason',
    needsStateReason: 'Type a reason first: the person reads it.',
    notYourself: 'You cannot apply an account state to yourself',
  },
  tr: {
    markPaid: 'Ödendi olarak işaretle',
    reject: 'Reddet',
    confirmReject: 'Ödemeyi reddet',
    reference: 'Banka referansı',
    reason: 'Gerekçe',
    needsReason: 'Önce bir gerekçe yazın: kullanıcı bunu görür.',
    reasonShort: 'En az 3 karakterlik bir gerekçe yazın.',
    referenceLong: 'Referans en fazla 100 karakter olabilir.',
    analyze: 'Metni Analiz Et',
    textLabel: 'Metin',
    needsText: 'Lütfen analiz edilecek metni girin',
    signedOut: 'Oturum açmadan bu sitenin yerel çözümleyicisi yanıt verir; hesap gerekmez.',
    rateLimited: 'Çok fazla istek. Bir dakika sonra tekrar deneyin.',
    applyState: 'Uygula',
    stateReason: 'Gerekçe',
    needsStateReason: 'Önce bir gerekçe yazın: kişi bunu okur.',
    notYourself: 'Kendi hesabınıza bir hesap durumu uygulayamazsınız',
  },
} as const;

/** The texts a control is described by (aria-describedby), in order (as in forms.spec.ts). */
async function description(control: Locator): Promise<string[]> {
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const page = control.page();
  return Promise.all(
    ids.map(async (id) => ((await page.locator(`[id="${id}"]`).textContent()) ?? '').trim()),
  );
}

/** A confirmed freelancer with $50 on the wallet and one withdrawal of $20 waiting (as in admin.spec.ts). */
async function freelancerWithWithdrawal(page: Page, language: 'en' | 'tr') {
  const user = await confirmEmail(await createAccount(`forms-payout-${language}`, language));
  await signInAs(page, user);
  const topUp = await page.request.post('/api/wallet/top-up', { data: { amountCents: 5_000 } });
  expect(topUp.ok()).toBe(true);
  const { paymentId } = (await topUp.json()) as { paymentId: string };
  const paid = await page.request.post(`/api/payments/${paymentId}/test-checkout`, { data: SUCCESS_CARD });
  expect(paid.ok()).toBe(true);
  const res = await page.request.post('/api/wallet/payouts', {
    data: {
      amountCents: 2_000,
      accountHolder: user.email.split('@')[0]!,
      iban: 'TR330006100519786457841326',
    },
  });
  expect(res.status()).toBe(201);
  return user;
}

describe.each(['en', 'tr'] as const)('the console and the AI tools explain themselves (%s)', (lang) => {
  const tx = TEXT[lang];

  it('keeps a payout decision open with its text and shows each refusal by its field', async () => {
    const freelancer = await browser.newPage({ language: lang });
    const user = await freelancerWithWithdrawal(freelancer, lang);
    const admin = await browser.newPage({ language: lang });
    await signInAs(admin, await createAdmin(`forms-admin-${lang}`, lang));
    await admin.goto(`/admin/payouts?q=${encodeURIComponent(user.email)}`);
    const card = admin.locator('main').getByTestId('pending-payout');
    await card.waitFor();

    // Rejecting: with no reason typed the button is disabled and says why.
    await card.getByRole('button', { name: tx.reject, exact: true }).click();
    const dialog = admin.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: tx.confirmReject });
    await confirm.waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    expect(await description(confirm)).toEqual([tx.needsReason]);
    await dialog.getByText(tx.needsReason).waitFor();

    // A reason too short: the shared schema's message stands under the field, the text stays.
    const reason = dialog.getByLabel(tx.reason);
    await reason.fill('  x ');
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    expect(await description(reason)).toEqual([tx.reasonShort]);
    expect(await reason.inputValue()).toBe('  x ');

    // The server's refusal naming the field stands under it too; the dialog stays open with the text.
    const refusal = { code: 'REASON_REQUIRED', message: tx.reasonShort, field: 'reason' };
    await admin.route('**/api/admin/payouts/*/reject', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { ...refusal, issues: [{ field: 'reason', message: tx.reasonShort }] },
        }),
      }),
    );
    await reason.fill('The IBAN is not in the holder’s name');
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBeNull();
    await confirm.click();
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    expect(await description(reason)).toEqual([tx.reasonShort]);
    expect(await reason.inputValue()).toBe('The IBAN is not in the holder’s name');
    // An error about no field (a rate limit) stands by the button instead.
    await admin.unroute('**/api/admin/payouts/*/reject');
    await admin.route('**/api/admin/payouts/*/reject', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'RATE_LIMITED', message: tx.rateLimited } }),
      }),
    );
    await confirm.click();
    await dialog.locator('[data-form-error]').getByText(tx.rateLimited).waitFor();
    expect(await reason.getAttribute('aria-invalid')).toBeNull();
    expect(await reason.inputValue()).toBe('The IBAN is not in the holder’s name');
    await admin.unroute('**/api/admin/payouts/*/reject');
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Marking paid with a reference too long: its message by the field, the reference kept whole.
    await card.getByRole('button', { name: tx.markPaid }).click();
    const reference = admin.getByRole('dialog').getByLabel(tx.reference);
    const long = `REF-${'9'.repeat(100)}`;
    await reference.fill(long);
    await admin.getByRole('dialog').getByRole('button', { name: tx.markPaid }).click();
    await expect.poll(() => reference.getAttribute('aria-invalid')).toBe('true');
    expect(await description(reference)).toEqual([tx.referenceLong]);
    expect(await reference.inputValue()).toBe(long);
    // Nothing was decided: the payout still waits.
    expect(await card.count()).toBe(1);
  });

  it('says why an account state cannot be applied yet, and keeps the reason when the server refuses it', async () => {
    const admin = await browser.newPage({ language: lang });
    await signInAs(admin, await createAdmin(`forms-state-${lang}`, lang));
    const me = (await (await admin.request.get('/api/auth/get-session')).json()) as { user: { id: string } };
    await admin.goto(`/admin/users/${me.user.id}`);
    const main = admin.locator('main');
    const apply = main.getByRole('button', { name: tx.applyState, exact: true });
    await apply.waitFor();
    expect(await apply.isDisabled()).toBe(true);
    expect(await description(apply)).toEqual([tx.needsStateReason]);

    // The server refuses a state on one's own account: the message stands by the button, the reason stays.
    const reason = main.locator('#sanction-reason');
    await reason.fill('Testing the form');
    await apply.click();
    await main.locator('[data-form-error]').getByText(tx.notYourself).waitFor();
    expect(await reason.inputValue()).toBe('Testing the form');
    expect(await reason.getAttribute('aria-invalid')).toBeNull();
  });

  it('says why an AI tool cannot run yet, and a signed-out visit raises no error', async () => {
    const page = await browser.newPage({ language: lang });
    await page.goto('/text-analysis');
    const analyze = page.getByRole('button', { name: tx.analyze });
    await analyze.waitFor();
    expect(await analyze.isDisabled()).toBe(true);
    expect(await description(analyze)).toEqual([tx.needsText]);
    // The page says how it works signed out instead of an error.
    await page.getByText(tx.signedOut).waitFor();
    // Give any failing request time to raise a toast: none comes.
    await page.waitForTimeout(2_500);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

    // Typing enables it; a server refusal keeps the text and stands by the button.
    await page.route('**/api/ai/text-analysis', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'AI_RATE_LIMITED', message: tx.rateLimited } }),
      }),
    );
    const field = page.getByLabel(tx.textLabel, { exact: true });
    await field.fill('Harika bir hizmet, çok memnun kaldım.');
    expect(await analyze.isDisabled()).toBe(false);
    await analyze.click();
    await page.locator('[data-form-error]').getByText(tx.rateLimited).waitFor();
    expect(await field.inputValue()).toBe('Harika bir hizmet, çok memnun kaldım.');
  });
});
