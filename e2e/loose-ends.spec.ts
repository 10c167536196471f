import enContracts from '@shared/locales/en/contracts.json';
import enDisputes from '@shared/locales/en/disputes.json';
import trContracts from '@shared/locales/tr/contracts.json';
import trDisputes from '@shared/locales/tr/disputes.json';
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser } from './support/browser';
import { orderInProgress } from './support/orders';
import { confirmEmail, createAccount, signInAs } from './support/users';

const browser = setupBrowser();
const disputeTexts = { en: enDisputes, tr: trDisputes };
const contractTexts = { en: enContracts, tr: trContracts };

/** A paid, briefed order between two new accounts, through the API, with a dispute the client opened. */
async function disputedOrder(lang: 'en' | 'tr') {
  const {
    client,
    freelancer: seller,
    contractId,
  } = await orderInProgress(browser, lang, { prefix: 'withdraw' });
  const opened = await client.request.post(`/api/contracts/${contractId}/dispute`, {
    multipart: { reason: 'quality', description: 'The logo does not match the brief.' },
    headers: { origin: baseUrl() },
  });
  expect(opened.status()).toBe(201);
  return { client, seller, contractId };
}

describe('loose ends people hit', () => {
  it('shows an offline banner while the browser is offline and removes it when the connection is back', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const banner = page.getByText('You are offline.', { exact: false });
    expect(await banner.count()).toBe(0);
    await page.context().setOffline(true);
    await banner.waitFor();
    await page.context().setOffline(false);
    await banner.waitFor({ state: 'detached' });
  });

  it('says what to do next on empty lists, and the top-up shows what the payer pays', async () => {
    const user = await confirmEmail(await createAccount('empty'));
    const page = await browser.newPage();
    await signInAs(page, user);

    await page.goto('/notifications');
    await page.locator('main').getByText('No notification').waitFor();
    await page.locator('main').getByRole('link', { name: 'Find projects to work on' }).click();
    await page.waitForURL((url) => url.pathname === '/projects');

    await page.goto('/wallet');
    await page.locator('main').getByText('No transactions yet.').waitFor();
    await page.locator('main').getByRole('link', { name: 'Add funds to your wallet' }).click();
    await page.waitForURL((url) => url.pathname === '/payment');

    // A top-up is the payer's own money: no freelancer split, no fee.
    await page.locator('main').getByLabel('Amount (USD)').fill('25');
    const summary = page.locator('main').getByRole('definition');
    await page.locator('main').getByText('Added to your wallet').waitFor();
    expect(await page.locator('main').getByText('You pay').count()).toBe(1);
    expect(await page.locator('main').getByText('Freelancer gets', { exact: false }).count()).toBe(0);
    expect(await summary.allInnerTexts()).toEqual(['$25.00', '$0.00', '$25.00']);

    await page.goto('/orders');
    await page.locator('main').getByText('You have not bought anything yet.').waitFor();
    expect(await page.locator('main').getByRole('link', { name: 'Browse services' }).count()).toBe(1);
  });

  it("shows a profile's e-mail to signed-in visitors when 'Show contact information' is on, never anonymously", async () => {
    const owner = await createAccount('contact');
    const visitor = await createAccount('visitor');
    const ownerPage = await browser.newPage();
    await signInAs(ownerPage, owner);
    const me = (await (await ownerPage.request.get('/api/profiles/me')).json()) as { id: string };
    const on = await ownerPage.request.patch('/api/settings/privacy', {
      data: { showContact: true },
      headers: { origin: baseUrl() },
    });
    expect(on.status()).toBe(200);

    const page = await browser.newPage();
    await signInAs(page, visitor);
    await page.goto(`/profile/${me.id}`);
    await page
      .locator('main')
      .getByRole('link', { name: `E-mail: ${owner.email}` })
      .waitFor();

    const anonymous = await browser.newPage();
    await anonymous.goto(`/profile/${me.id}`);
    await anonymous.getByRole('heading', { level: 1 }).waitFor();
    expect(await anonymous.locator('main').getByText(owner.email).count()).toBe(0);
  });

  it.each(['en', 'tr'] as const)(
    'a seller opens Orders on their side, and a completed order stays in the chat as completed (%s)',
    async (lang) => {
      const c = contractTexts[lang];
      const { client, freelancer, contractId } = await orderInProgress(browser, lang, { prefix: 'ended' });
      const detail = (await (await client.request.get(`/api/contracts/${contractId}`)).json()) as {
        milestones: { id: string }[];
        freelancer: { userId: string };
      };
      const m = `/api/contracts/${contractId}/milestones/${detail.milestones[0]!.id}`;
      const delivered = await freelancer.request.post(`${m}/deliveries`, {
        multipart: { message: 'The logo, as briefed.' },
        headers: { origin: baseUrl() },
      });
      expect(delivered.status()).toBe(200);
      const accepted = await client.request.post(`${m}/accept`, { headers: { origin: baseUrl() } });
      expect(accepted.status()).toBe(200);

      // The seller bought nothing: Orders opens on 'As seller', with the order in it.
      await freelancer.goto('/orders');
      const sellerTab = freelancer.getByRole('tab', { name: c.orders.asSeller });
      await sellerTab.waitFor();
      expect(await sellerTab.getAttribute('aria-selected')).toBe('true');
      await freelancer.locator('main').getByRole('link', { name: /logo/i }).first().waitFor();
      // A side named in the address still wins.
      await freelancer.goto('/orders?role=buyer');
      await freelancer.locator('main').getByText(c.orders.empty.buyer).waitFor();

      // The chat with the seller keeps the order's card, saying it is completed.
      await client.goto(`/chat?user=${encodeURIComponent(detail.freelancer.userId)}`);
      const cards = client.getByRole('region', { name: c.chat.label });
      await cards.getByText(c.nextStep.completed).first().waitFor();
      await client.close();
      await freelancer.close();
    },
  );

  it.each(['en', 'tr'] as const)(
    'the party who opened a dispute withdraws it after confirming, and the contract goes on (%s)',
    async (lang) => {
      const d = disputeTexts[lang];
      const { client, seller, contractId } = await disputedOrder(lang);
      await seller.goto(`/contracts/${contractId}`);
      await seller.locator('main').getByText(d.contract.frozen).first().waitFor();
      expect(await seller.getByRole('button', { name: d.panel.withdrawDispute }).count()).toBe(0);

      await client.goto(`/contracts/${contractId}`);
      const button = client.getByRole('button', { name: d.panel.withdrawDispute });
      // Cancelling the confirmation changes nothing.
      client.once('dialog', (dialog) => void dialog.dismiss());
      await button.click();
      expect(await client.locator('main').getByText(d.contract.frozen).count()).toBeGreaterThan(0);
      let asked = '';
      client.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.accept();
      });
      await button.click();
      await client.getByText(d.panel.withdrawDisputeDone, { exact: true }).first().waitFor();
      expect(asked).toBe(d.panel.withdrawDisputeConfirm);
      await client.getByTestId('dispute-status').getByText(d.status.withdrawn).waitFor();
      await client.locator('main').getByText(d.contract.frozen).first().waitFor({ state: 'detached' });
      await client.close();
      await seller.close();
    },
  );
});
