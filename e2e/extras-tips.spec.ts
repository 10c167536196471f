import enContracts from '@shared/locales/en/contracts.json';
import enMoney from '@shared/locales/en/money.json';
import enNotifications from '@shared/locales/en/notifications.json';
import trContracts from '@shared/locales/tr/contracts.json';
import trMoney from '@shared/locales/tr/money.json';
import trNotifications from '@shared/locales/tr/notifications.json';
import { formatMoney } from '@shared/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { orderInProgress, wallet } from './support/orders';
import { toast } from './support/toast';

/*
 * Extras and tips (issue 27 item 4, decision 116) as new users meet them, in English and Turkish:
 * while the work is underway the freelancer proposes an extra, the client agrees and pays it with
 * the test card, and it is held in escrow as a milestone of its own that moves the due date; after
 * accepting the work the client tips the freelancer with the test card; the whole tip reaches the
 * freelancer's wallet (no platform fee), the contract's money section states it, and the
 * freelancer is told.
 */

const browser = setupBrowser();
const catalogues = {
  en: { c: enContracts, m: enMoney, n: enNotifications },
  tr: { c: trContracts, m: trMoney, n: trNotifications },
};
const fill = (s: string, vars: Record<string, string>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');

/** The freelancer delivers the order's milestone and the client accepts it, through the API. */
async function deliverAndAccept(client: Page, freelancer: Page, contractId: string) {
  const detail = (await (await client.request.get(`/api/contracts/${contractId}`)).json()) as {
    milestones: { id: string }[];
  };
  const milestoneId = detail.milestones[0]!.id;
  const delivered = await freelancer.request.post(
    `/api/contracts/${contractId}/milestones/${milestoneId}/deliveries`,
    { multipart: { message: 'The logo, in colour and black.' } },
  );
  expect(delivered.status()).toBe(200);
  const accepted = await client.request.post(`/api/contracts/${contractId}/milestones/${milestoneId}/accept`);
  expect(accepted.status()).toBe(200);
}

describe.each(['en', 'tr'] as const)('extras and tips (%s)', (lang) => {
  const { c, m, n } = catalogues[lang];
  const money = (cents: number) => formatMoney(cents, lang);

  it('the freelancer proposes an extra, the client agrees and pays it: held in escrow as its own milestone', async () => {
    const { client, freelancer, contractId } = await orderInProgress(browser, lang, {
      prefix: 'extra',
      priceCents: 6_000,
    });
    const detail = async () =>
      (await (await client.request.get(`/api/contracts/${contractId}`)).json()) as {
        dueAt: string;
        milestones: { title: string; amountCents: number; status: string }[];
      };
    const before = await detail();
    expect((await wallet(client)).escrowCents).toBe(6_000);

    await freelancer.goto(`/contracts/${contractId}`);
    await freelancer.getByRole('button', { name: c.actions.proposeExtra }).click();
    const propose = freelancer.getByRole('dialog');
    await propose.getByLabel(c.extras.name).fill('Source files');
    await propose.getByLabel(c.extras.price).fill('25');
    await propose.getByLabel(c.extras.daysLabel).fill('2');
    await propose.getByRole('button', { name: c.extras.submit }).click();
    await toast(freelancer, c.extras.proposed);
    await freelancer.getByText(c.extras.yours).waitFor();

    await client.goto(`/contracts/${contractId}`);
    await client.getByText(c.extras.proposedBy.freelancer).waitFor();
    await client.getByRole('button', { name: c.actions.acceptExtra }).click();
    await toast(client, c.extras.accepted);
    await client.getByRole('button', { name: fill(c.actions.payExtra, { amount: money(2_500) }) }).click();
    const pay = client.getByRole('dialog');
    await pay.getByLabel(m.card.number).fill('4242424242424242');
    await pay.getByLabel(m.card.expiry).fill('12/39');
    await pay.getByLabel(m.card.cvv).fill('123');
    await pay.getByRole('button', { name: fill(m.payment.pay, { amount: money(2_500) }) }).click();
    await toast(client, c.extras.paid);
    await client.getByText(c.extras.status.paid, { exact: true }).waitFor();

    // Held in escrow as a milestone of its own; the due date moved by its two days.
    expect((await wallet(client)).escrowCents).toBe(8_500);
    const after = await detail();
    expect(after.milestones.map((x) => [x.title, x.amountCents, x.status])).toEqual([
      [before.milestones[0]!.title, 6_000, before.milestones[0]!.status],
      ['Source files', 2_500, 'funded'],
    ]);
    expect(Date.parse(after.dueAt) - Date.parse(before.dueAt)).toBe(2 * 24 * 60 * 60 * 1000);
  });

  it('the client tips after completion with the test card: the whole tip reaches the freelancer', async () => {
    const { client, freelancer, contractId } = await orderInProgress(browser, lang, {
      prefix: 'tip',
      priceCents: 8_000,
    });
    await deliverAndAccept(client, freelancer, contractId);
    const before = await wallet(freelancer);
    expect(before.availableCents).toBe(7_200);

    await client.goto(`/contracts/${contractId}`);
    await client.getByRole('button', { name: c.actions.tip }).click();
    const dialog = client.getByRole('dialog');
    // Out of bounds first: the shared schema's message, in the reader's language.
    await dialog.getByLabel(c.tip.amount).fill('0.5');
    await dialog.getByRole('button', { name: c.tip.continue }).click();
    await dialog.getByText(c.validation.tipAmount).waitFor();
    await dialog.getByLabel(c.tip.amount).fill('12.5');
    await dialog.getByRole('button', { name: c.tip.continue }).click();
    await dialog.getByLabel(m.card.number).fill('4242424242424242');
    await dialog.getByLabel(m.card.expiry).fill('12/39');
    await dialog.getByLabel(m.card.cvv).fill('123');
    await dialog.getByRole('button', { name: fill(m.payment.pay, { amount: money(1_250) }) }).click();
    await toast(client, c.tip.success);

    // The money section states the tip; the button is gone (one tip per contract).
    await client.getByText(fill(c.money.tip, { amount: money(1_250) })).waitFor();
    expect(await client.getByRole('button', { name: c.actions.tip }).count()).toBe(0);
    // The whole tip reached the freelancer: no fee taken.
    expect((await wallet(freelancer)).availableCents).toBe(before.availableCents + 1_250);
    await freelancer.goto('/notifications');
    await freelancer.getByText(n.event.order.tipped.title).first().waitFor();
    await freelancer.goto('/wallet');
    await freelancer.getByText(m.wallet.kind.tip, { exact: true }).first().waitFor();
  });
});
