import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { confirmEmail, createAccount, createAdmin, signInAs } from './support/users';

const browser = setupBrowser();
const SUCCESS_CARD = { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123' };
const PHONE = { width: 390, height: 844 };

const TEXT = {
  en: {
    markPaid: 'Mark paid',
    reject: 'Reject',
    confirmReject: 'Reject payout',
    reference: 'Bank reference',
    reason: 'Reason',
    paidDone: 'Payout marked paid.',
    rejectedDone: 'Payout rejected',
    paidInWallet: (ref: string) => `Paid · reference ${ref}`,
    rejectedInWallet: (reason: string) => `Rejected: ${reason} · returned to your available balance`,
    paidNote: 'Payout sent',
    rejectedNote: 'Payout rejected',
    ledgerOk: 'OK: every transaction is balanced and all entries sum to zero.',
    notAdmin: 'Only administrators can do this.',
    money: (dollars: number) => `$${dollars}.00`,
  },
  tr: {
    markPaid: 'Ödendi olarak işaretle',
    reject: 'Reddet',
    confirmReject: 'Ödemeyi reddet',
    reference: 'Banka referansı',
    reason: 'Gerekçe',
    paidDone: 'Ödeme ödendi olarak işaretlendi.',
    rejectedDone: 'Ödeme reddedildi',
    paidInWallet: (ref: string) => `Ödendi · referans ${ref}`,
    rejectedInWallet: (reason: string) => `Reddedildi: ${reason} · kullanılabilir bakiyenize döndü`,
    paidNote: 'Ödeme gönderildi',
    rejectedNote: 'Ödeme reddedildi',
    ledgerOk: 'Tamam: her işlem dengeli ve tüm kayıtların toplamı sıfır.',
    notAdmin: 'Bunu yalnızca yöneticiler yapabilir.',
    money: (dollars: number) => `${dollars},00 $`,
  },
} as const;

/** How the console writes a decided payout. */
const TEXT_PAYOUT = {
  en: { paidRef: (r: string) => `Reference: ${r}`, reason: (r: string) => `Reason: ${r}` },
  tr: { paidRef: (r: string) => `Referans: ${r}`, reason: (r: string) => `Gerekçe: ${r}` },
} as const;

/** A confirmed freelancer with $100 on the wallet (a test-card top-up) and two withdrawals of $30 and $20. */
async function freelancerWithWithdrawals(page: Page, language: 'en' | 'tr') {
  const user = await confirmEmail(await createAccount(`payout-${language}`, language));
  await signInAs(page, user);
  const topUp = await page.request.post('/api/wallet/top-up', { data: { amountCents: 10_000 } });
  expect(topUp.ok()).toBe(true);
  const { paymentId } = (await topUp.json()) as { paymentId: string };
  const paid = await page.request.post(`/api/payments/${paymentId}/test-checkout`, { data: SUCCESS_CARD });
  expect(paid.ok()).toBe(true);
  const holder = user.email.split('@')[0]!;
  for (const amountCents of [3_000, 2_000]) {
    const res = await page.request.post('/api/wallet/payouts', {
      data: { amountCents, accountHolder: holder, iban: 'TR330006100519786457841326' },
    });
    expect(res.status()).toBe(201);
  }
  return user;
}

async function noSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
}

describe.each(['en', 'tr'] as const)('the operator pays and rejects withdrawals (%s)', (language) => {
  const text = TEXT[language];
  const reference = `BANK-${language.toUpperCase()}-${Date.now()}`;
  const reason = language === 'en' ? 'The IBAN is not in your name' : 'IBAN sizin adınıza değil';

  it('pays one with a reference, rejects the other with a reason; the user sees both and the money back', async () => {
    const freelancer = await browser.newPage({ language });
    const user = await freelancerWithWithdrawals(freelancer, language);

    // A non-administrator is told so, and the API refuses them.
    await freelancer.goto('/admin/payouts');
    await freelancer.locator('main').getByText(text.notAdmin).waitFor();
    expect((await freelancer.request.get('/api/admin/overview')).status()).toBe(403);
    expect(
      (
        await freelancer.request.post('/api/admin/payouts/00000000-0000-4000-8000-000000000000/paid', {
          data: { reference: 'X' },
        })
      ).status(),
    ).toBe(403);

    // The administrator, on a phone in the TR run.
    const admin = await browser.newPage({ language, viewport: language === 'tr' ? PHONE : undefined });
    // An administrator of this journey's own, in its language (made one by the demo administrator).
    const operator = await createAdmin(`admin-${language}`, language);
    await signInAs(admin, operator);
    await admin.goto(`/admin/payouts?q=${encodeURIComponent(user.email)}`);
    const main = admin.locator('main');
    const cards = main.getByTestId('pending-payout');
    await expect.poll(() => cards.count()).toBe(2);
    if (language === 'tr') await noSidewaysScroll(admin);
    // Oldest first: the $30 request, then the $20 one; the IBAN is shown in full.
    await expect.poll(() => cards.first().textContent()).toContain(text.money(30));
    expect(await cards.first().textContent()).toContain('TR330006100519786457841326');

    await cards.first().getByRole('button', { name: text.markPaid }).click();
    const paidDialog = admin.getByRole('dialog');
    await paidDialog.getByLabel(text.reference).fill(reference);
    await paidDialog.getByRole('button', { name: text.markPaid }).click();
    await admin.getByText(text.paidDone).waitFor();
    await expect.poll(() => cards.count()).toBe(1);

    const remaining = cards.first();
    expect(await remaining.textContent()).toContain(text.money(20));
    // The holder's earlier payout is listed beside the pending one, with its reference.
    expect(await remaining.textContent()).toContain(reference);
    await remaining.getByRole('button', { name: text.reject, exact: true }).click();
    const rejectDialog = admin.getByRole('dialog');
    await rejectDialog.getByLabel(text.reason).fill(reason);
    await rejectDialog.getByRole('button', { name: text.confirmReject }).click();
    await admin.getByText(text.rejectedDone).first().waitFor();
    await expect.poll(() => cards.count()).toBe(0);

    // The ledger stays balanced.
    await admin.goto('/admin');
    await main.getByTestId('ledger-check').getByText(text.ledgerOk).waitFor();
    if (language === 'tr') await noSidewaysScroll(admin);

    // The user: both states in the wallet, $100 − $30 available, and two notifications.
    await freelancer.goto('/wallet');
    await freelancer.locator('main').getByText(text.paidInWallet(reference)).waitFor();
    await freelancer.locator('main').getByText(text.rejectedInWallet(reason)).waitFor();
    await expect.poll(() => freelancer.getByTestId('wallet-available').textContent()).toBe(text.money(70));
    await freelancer.goto('/notifications');
    await freelancer.locator('main').getByText(text.paidNote).waitFor();
    await freelancer.locator('main').getByText(text.rejectedNote).waitFor();

    // The user's console page: found by e-mail, with the wallet and both payouts.
    await admin.goto(`/admin/users?q=${encodeURIComponent(user.email)}`);
    await main.getByRole('link', { name: new RegExp(user.email) }).click();
    await main.getByRole('heading', { level: 1, name: user.email.split('@')[0] }).waitFor();
    await main.getByText(TEXT_PAYOUT[language].paidRef(reference)).waitFor();
    await main.getByText(TEXT_PAYOUT[language].reason(reason)).waitFor();
    if (language === 'tr') await noSidewaysScroll(admin);

    // Both decisions are in the audit log with the administrator's name.
    await admin.goto(`/admin/audit?q=${encodeURIComponent(reference)}`);
    const entry = main.getByTestId('audit-entry').first();
    await entry.getByText('payout.paid').waitFor();
    // The audit entry names the administrator who decided (accounts made in journeys are named
    // after their address).
    expect(await entry.textContent()).toContain(operator.email.split('@')[0]);
  });
});

const CONTACT_TEXT = {
  en: {
    name: 'Your name',
    email: 'Your e-mail',
    topic: 'Topic',
    topicOption: 'Payments and wallet',
    message: 'Message',
    send: 'Send message',
    sentTitle: 'Message received',
    tooShort: 'Please write at least 20 characters.',
    markAnswered: 'Mark answered',
    markedAnswered: 'Marked as answered.',
    answeredTab: 'Answered',
    answeredBy: 'Answered by',
  },
  tr: {
    name: 'Adınız',
    email: 'E-posta adresiniz',
    topic: 'Konu',
    topicOption: 'Ödemeler ve cüzdan',
    message: 'Mesaj',
    send: 'Mesajı gönder',
    sentTitle: 'Mesajınız alındı',
    tooShort: 'Lütfen en az 20 karakter yazın.',
    markAnswered: 'Yanıtlandı olarak işaretle',
    markedAnswered: 'Yanıtlandı olarak işaretlendi.',
    answeredTab: 'Yanıtlandı',
    answeredBy: 'tarafından',
  },
} as const;

describe.each(['en', 'tr'] as const)(
  'a visitor writes through the contact form; the operator answers (%s)',
  (language) => {
    const text = CONTACT_TEXT[language];

    it('sends the message with a reference, and the console lists it until it is marked answered', async () => {
      // A signed-out visitor, on a phone in the TR run.
      const visitor = await browser.newPage({ language, viewport: language === 'tr' ? PHONE : undefined });
      await visitor.goto('/contact');
      const form = visitor.locator('main form');
      const sender = `contact-${language}-${Date.now()}@example.com`;
      const body =
        language === 'en'
          ? `When does a released payment reach my wallet? (${sender})`
          : `Serbest bırakılan ödeme cüzdanıma ne zaman geçer? (${sender})`;
      await form.getByLabel(text.name).fill('Ayşe Yılmaz');
      await form.getByLabel(text.email).fill(sender);
      await form.getByLabel(text.topic).selectOption({ label: text.topicOption });
      // Too short first: the form says so by the field and sends nothing.
      await form.getByLabel(text.message).fill('Kısa');
      await form.getByRole('button', { name: text.send }).click();
      await form.getByText(text.tooShort).waitFor();
      await form.getByLabel(text.message).fill(body);
      await form.getByRole('button', { name: text.send }).click();
      const status = visitor.getByRole('status').filter({ hasText: text.sentTitle });
      await status.waitFor();
      const reference = (await status.textContent())?.match(/C-\d{6}/)?.[0];
      expect(reference).toMatch(/^C-\d{6}$/);
      expect(await status.textContent()).toContain(sender);
      if (language === 'tr') await noSidewaysScroll(visitor);

      // The operator finds it in the console's messages by its reference, then marks it answered.
      const admin = await browser.newPage({ language });
      await signInAs(admin, await createAdmin(`contact-admin-${language}`, language));
      await admin.goto(`/admin/messages?q=${encodeURIComponent(reference!)}`);
      const item = admin.locator('main').getByTestId('admin-contact-message');
      await expect.poll(() => item.count()).toBe(1);
      expect(await item.textContent()).toContain(body);
      expect(await item.textContent()).toContain(text.topicOption);
      await item.getByRole('button', { name: text.markAnswered }).click();
      await admin.getByText(text.markedAnswered).first().waitFor();
      await expect.poll(() => item.count()).toBe(0);
      await admin.locator('main').getByRole('link', { name: text.answeredTab, exact: true }).click();
      await expect.poll(() => item.count()).toBe(1);
      expect(await item.textContent()).toContain(text.answeredBy);
    });
  },
);
