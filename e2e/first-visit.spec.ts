import enMoney from '@shared/locales/en/money.json';
import enServices from '@shared/locales/en/services.json';
import enShell from '@shared/locales/en/shell.json';
import trMoney from '@shared/locales/tr/money.json';
import trServices from '@shared/locales/tr/services.json';
import trShell from '@shared/locales/tr/shell.json';
import { formatMoney } from '@shared/money';
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser } from './support/browser';
import { fill } from './support/fill';
import { toast } from './support/toast';
import { confirmEmail, createAccount, DEMO_ADMIN, signInAs } from './support/users';

/*
 * The first visit (issue 29, decision 096): the server the journeys share is the demo, as
 * `npm start` on the embedded database is. A newcomer sees that no real money moves, orders a
 * demo package with the test card, finds the order and the payment; the demo operator's queues
 * are not empty. The demo's texts below are the seed's (src/server/seed/orders.ts).
 */
const DEMO_SERVICE_HEADER = 'A fast, modern landing page for your product';
const STANDARD_CENTS = 30_000;
const REPORTED_PROJECT = 'Quick logo redesign, paid in cash';
const HIDDEN_PROJECT = 'Fifty five-star reviews for my online shop';

const browser = setupBrowser();
const catalogues = {
  en: { m: enMoney, sv: enServices, sh: enShell },
  tr: { m: trMoney, sv: trServices, sh: trShell },
};

async function demoServiceId(): Promise<string> {
  const res = await fetch(
    `${baseUrl()}/api/search?kind=services&q=${encodeURIComponent('landing page')}&pageSize=50`,
  );
  const body = (await res.json()) as { items: { id: string; header: string }[] };
  const found = body.items.find((s) => s.header === DEMO_SERVICE_HEADER);
  if (!found) throw new Error('the demo service is not in the search');
  return found.id;
}

describe.each(['en', 'tr'] as const)('the first visit of the demo (%s)', (lang) => {
  const { m, sv, sh } = catalogues[lang];

  // A whole first visit (sign-up, checkout, three pages) on a shared two-core machine.
  it('says no real money moves, orders a package with the test card, and finds the order and the payment', {
    timeout: 180_000,
  }, async () => {
    const visitor = await browser.newPage({ language: lang });
    await visitor.goto('/');
    // The strip is part of the first paint, on every page.
    await visitor.getByTestId('demo-banner').getByText(sh.demoBanner.text).waitFor();

    const buyer = await confirmEmail(await createAccount(`first-visit-${lang}`, lang));
    const page = await browser.newPage({ language: lang });
    await signInAs(page, buyer);
    await page.goto(`/services/${await demoServiceId()}`);
    await page.getByTestId('demo-banner').waitFor();
    // Payments are on: no "not configured" notice before the buttons.
    expect(await page.getByTestId('payments-off').count()).toBe(0);
    await page
      .getByRole('button', { name: fill(sv.detail.continue, { amount: formatMoney(STANDARD_CENTS, lang) }) })
      .first()
      .click();
    await page.waitForURL('**/checkout/test/*');
    await page.getByLabel(m.card.number).fill('4242424242424242');
    await page.getByLabel(m.card.expiry).fill('12/39');
    await page.getByLabel(m.card.cvv).fill('123');
    await page.locator('main button[type="submit"]').click();
    await toast(page, m.payment.success);
    await page.waitForURL('**/contracts/*');
    const contractPath = new URL(page.url()).pathname;

    // The order is in Orders, with a link to it.
    await page.goto('/orders');
    await page.locator(`main a[href="${contractPath}"]`).first().waitFor();

    // The payment is in the wallet's history, and the money in escrow.
    await page.goto('/wallet');
    await page.getByTestId('wallet-escrow').getByText(formatMoney(STANDARD_CENTS, lang)).waitFor();
    await page.locator('#transactions').getByText(m.wallet.kind.milestone_fund).first().waitFor();
  });

  it('gives the demo operator something in every queue: a withdrawal, a dispute, a report and a hidden project', async () => {
    const admin = await browser.newPage({ language: lang });
    await signInAs(admin, DEMO_ADMIN);
    await admin.goto(`/admin/payouts?q=${encodeURIComponent('freelancer@demo.test')}`);
    await admin.getByTestId('pending-payout').first().waitFor();
    await admin.goto('/admin/disputes');
    await admin.getByRole('main').getByText(DEMO_SERVICE_HEADER).first().waitFor();
    await admin.goto('/admin/reports');
    await admin.getByRole('main').getByText(REPORTED_PROJECT).first().waitFor();
    await admin.goto('/admin/hidden');
    await admin.getByRole('main').getByText(HIDDEN_PROJECT).first().waitFor();
  });
});
