import enContracts from '@shared/locales/en/contracts.json';
import enMoney from '@shared/locales/en/money.json';
import enServices from '@shared/locales/en/services.json';
import trContracts from '@shared/locales/tr/contracts.json';
import trMoney from '@shared/locales/tr/money.json';
import trServices from '@shared/locales/tr/services.json';
import { formatMoney } from '@shared/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { fill } from './support/fill';
import { createService, type PackageInput, twoParties, wallet } from './support/orders';
import { toast } from './support/toast';

const browser = setupBrowser();

const catalogues = {
  en: { c: enContracts, m: enMoney, sv: enServices },
  tr: { c: trContracts, m: trMoney, sv: trServices },
};

/** A small one-page PDF: what the freelancer delivers. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

const PACKAGES: PackageInput[] = [
  {
    tier: 'basic',
    name: 'Logo only',
    description: 'One logo concept in colour and black.',
    price: 50,
    deliveryDays: 3,
    revisions: 1,
    features: ['Source file'],
  },
  {
    tier: 'standard',
    name: 'Logo and cards',
    description: 'Two logo concepts and a business card design.',
    price: 120,
    deliveryDays: 5,
    revisions: 2,
    features: ['Source file', 'Business card'],
  },
  {
    tier: 'premium',
    name: 'Full identity',
    description: 'Three concepts, business cards, letterhead and a style guide.',
    price: 250,
    deliveryDays: 7,
    revisions: null,
    features: ['Source file', 'Business card', 'Style guide'],
  },
];

describe.each(['en', 'tr'] as const)('a service order in the browser (%s)', (lang) => {
  const { c, m, sv } = catalogues[lang];

  async function payWithTestCard(page: Page) {
    await page.waitForURL('**/checkout/test/*');
    await page.getByLabel(m.card.number).fill('4242424242424242');
    await page.getByLabel(m.card.expiry).fill('12/39');
    await page.getByLabel(m.card.cvv).fill('123');
    await page.locator('main button[type="submit"]').click();
    await toast(page, m.payment.success);
    await page.waitForURL('**/contracts/*');
  }

  async function deliver(page: Page, message: string, fileName: string) {
    await page.getByRole('button', { name: c.actions.deliver }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(c.deliver.message, { exact: true }).fill(message);
    await dialog
      .getByLabel(c.deliver.files, { exact: true })
      .setInputFiles([{ name: fileName, mimeType: 'application/pdf', buffer: PDF }]);
    await dialog.getByText(fileName).waitFor();
    await dialog.getByRole('button', { name: c.deliver.submit, exact: true }).click();
    await toast(page, c.deliver.success);
  }

  async function review(page: Page, stars: number, comment: string) {
    await page.getByRole('radio', { name: fill(c.review.star_other, { count: stars }) }).click();
    await page.getByLabel(c.review.comment).fill(comment);
    await page.getByRole('button', { name: c.review.submit }).click();
    await toast(page, c.review.success);
  }

  it('orders Standard with the test card, briefs, gets a file, asks a revision, accepts, both review; wallets at 90/10', async () => {
    const { client, freelancer } = await twoParties(browser, lang, { client: 'buyer', freelancer: 'seller' });
    const serviceId = await createService(freelancer, lang, PACKAGES);

    // The service page compares the packages; Continue on Standard opens the test checkout.
    await client.goto(`/services/${serviceId}`);
    await client
      .getByRole('button', { name: fill(sv.detail.continue, { amount: formatMoney(12_000, lang) }) })
      .click();
    await payWithTestCard(client);
    const contractUrl = new URL(client.url()).pathname;
    await client.getByText(c.status.awaiting_requirements, { exact: true }).first().waitFor();
    expect((await wallet(client)).escrowCents).toBe(12_000);

    // The requirements start the work.
    await client
      .getByLabel(c.requirements.label)
      .fill('Our café is called Bean There: warm colours, a little playful.');
    await client.getByRole('button', { name: c.requirements.submit }).click();
    await toast(client, c.requirements.sent);
    await client.getByText(c.status.in_progress, { exact: true }).first().waitFor();

    // The freelancer delivers a file; the client asks for a revision, then accepts the second delivery.
    await freelancer.goto(contractUrl);
    await freelancer.getByText('Bean There', { exact: false }).first().waitFor();
    await deliver(freelancer, 'Two concepts attached.', 'concepts.pdf');
    await client.getByRole('link', { name: 'concepts.pdf' }).waitFor();
    await client.getByRole('button', { name: c.actions.requestRevision }).click();
    const revision = client.getByRole('dialog');
    await revision.getByLabel(c.revision.message).fill('Please make the second concept a little warmer.');
    await revision.getByRole('button', { name: c.revision.submit }).click();
    await toast(client, c.revision.success);

    await freelancer.getByText('Please make the second concept a little warmer.').waitFor();
    await deliver(freelancer, 'Warmer now, with the cards.', 'final.pdf');
    await client.getByRole('link', { name: 'final.pdf' }).waitFor();
    await client.getByRole('button', { name: c.actions.accept }).click();
    await client.getByRole('alertdialog').getByRole('button', { name: c.accept.confirm }).click();
    await toast(client, c.accept.success);
    await client.getByText(c.status.completed, { exact: true }).first().waitFor();

    // Both review; the first review waits hidden until the second arrives.
    await review(client, 5, 'Lovely logo, delivered early.');
    await client.getByText(c.review.hiddenUntil.freelancer).waitFor();
    await freelancer.getByText(c.status.completed, { exact: true }).first().waitFor();
    expect(await freelancer.getByText('Lovely logo, delivered early.').count()).toBe(0);
    await review(freelancer, 4, 'Clear brief and quick answers.');
    await freelancer.getByText('Lovely logo, delivered early.').waitFor();
    await client.getByText('Clear brief and quick answers.').waitFor();

    // The wallets: 90% of USD 120 to the freelancer, nothing left in the client's escrow.
    expect(await wallet(freelancer)).toMatchObject({ availableCents: 10_800, escrowCents: 0 });
    expect((await wallet(client)).escrowCents).toBe(0);
    await freelancer.goto('/wallet');
    await freelancer.getByText(formatMoney(10_800, lang)).first().waitFor();
  });

  it('cancels an order by agreement and refunds the client', async () => {
    const { client, freelancer } = await twoParties(browser, lang, { client: 'buyer', freelancer: 'seller' });
    const serviceId = await createService(freelancer, lang, PACKAGES);

    await client.goto(`/services/${serviceId}`);
    await client
      .getByRole('button', { name: fill(sv.detail.continue, { amount: formatMoney(5_000, lang) }) })
      .click();
    await payWithTestCard(client);
    const contractUrl = new URL(client.url()).pathname;
    await client.getByText(c.status.awaiting_requirements, { exact: true }).first().waitFor();
    const before = await wallet(client);

    // The client asks to cancel, refund to the wallet; the freelancer agrees.
    await client.getByRole('button', { name: c.actions.requestCancel }).click();
    const dialog = client.getByRole('dialog');
    await dialog.getByLabel(c.cancel.reason).fill('We found a logo in our archive after all.');
    await dialog.getByLabel(c.cancel.refund.wallet).check();
    await dialog.getByRole('button', { name: c.cancel.submit }).click();
    await toast(client, c.cancel.requested);

    await freelancer.goto(contractUrl);
    await freelancer.getByText(c.cancel.requestBy.client).waitFor();
    await freelancer.getByRole('button', { name: c.actions.acceptCancel }).click();
    await toast(freelancer, c.cancel.cancelled);

    await client.getByText(c.status.cancelled, { exact: true }).first().waitFor();
    await client.getByText(c.event.refunded).first().waitFor();
    const after = await wallet(client);
    expect(after.availableCents - before.availableCents).toBe(5_000);
    expect(after.escrowCents).toBe(before.escrowCents - 5_000);
    expect((await wallet(freelancer)).availableCents).toBe(0);
  });

  it('keeps an order left at checkout unpaid: it is paid later from Orders, or cancelled with nothing to refund', async () => {
    const { client, freelancer } = await twoParties(browser, lang, { client: 'buyer', freelancer: 'seller' });
    const serviceId = await createService(freelancer, lang, PACKAGES);
    const money = (cents: number) => formatMoney(cents, lang);

    // Continue on Basic opens the checkout; the client leaves it without paying.
    await client.goto(`/services/${serviceId}`);
    await client.getByRole('button', { name: fill(sv.detail.continue, { amount: money(5_000) }) }).click();
    await client.waitForURL('**/checkout/test/*');
    await client.goto('/orders');
    const unpaid = client.getByRole('listitem').filter({ hasText: money(5_000) });
    await unpaid.getByText(c.status.awaiting_payment, { exact: true }).waitFor();
    // Pay later: Orders → the contract page → Pay, with the test card.
    await unpaid.getByRole('link', { name: c.orders.payOrCancel }).click();
    await client.waitForURL('**/contracts/*');
    await client.getByRole('button', { name: fill(c.actions.pay, { amount: money(5_000) }) }).click();
    const dialog = client.getByRole('dialog');
    await dialog.getByLabel(m.card.number).fill('4242424242424242');
    await dialog.getByLabel(m.card.expiry).fill('12/39');
    await dialog.getByLabel(m.card.cvv).fill('123');
    await dialog.getByRole('button', { name: fill(m.payment.pay, { amount: money(5_000) }) }).click();
    await toast(client, c.pay.success);
    await client.getByText(c.status.awaiting_requirements, { exact: true }).first().waitFor();
    expect((await wallet(client)).escrowCents).toBe(5_000);

    // A second order left unpaid is cancelled alone from its page: no refund to choose, nothing asked of the freelancer.
    await client.goto(`/services/${serviceId}`);
    await client.getByRole('button', { name: fill(sv.detail.continue, { amount: money(12_000) }) }).click();
    await client.waitForURL('**/checkout/test/*');
    await client.goto('/orders');
    const second = client.getByRole('listitem').filter({ hasText: money(12_000) });
    await second.getByRole('link', { name: c.orders.payOrCancel }).click();
    await client.waitForURL('**/contracts/*');
    expect(await client.getByRole('button', { name: c.actions.requestCancel }).count()).toBe(0);
    await client.getByRole('button', { name: c.actions.cancelUnpaid }).click();
    const cancel = client.getByRole('dialog');
    await cancel.getByText(c.cancel.unpaidDescription).waitFor();
    expect(await cancel.getByRole('radio').count()).toBe(0);
    await cancel.getByLabel(c.cancel.reason).fill('Ordered the wrong package.');
    await cancel.getByRole('button', { name: c.cancel.unpaidSubmit }).click();
    await toast(client, c.cancel.cancelled);
    await client.getByText(c.status.cancelled, { exact: true }).first().waitFor();
    // Nothing was charged for it: the escrow still holds the first order alone.
    expect((await wallet(client)).escrowCents).toBe(5_000);
    await client.goto('/orders');
    await client
      .getByRole('listitem')
      .filter({ hasText: money(12_000) })
      .getByText(c.status.cancelled, { exact: true })
      .first()
      .waitFor();
  });
});
