import enContracts from '@shared/locales/en/contracts.json';
import enNotifications from '@shared/locales/en/notifications.json';
import trContracts from '@shared/locales/tr/contracts.json';
import trNotifications from '@shared/locales/tr/notifications.json';
import { formatMoney } from '@shared/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { orderInProgress, wallet } from './support/orders';
import { toast } from './support/toast';

/*
 * Time and late orders (issue 27, decision 113) as new users meet them, in English and Turkish: the
 * freelancer asks for more time and the client accepts it (the due date moves on both pages, live);
 * an order left late past LATE_CANCEL_HOURS (24) is cancelled by the client alone, the escrow
 * refunded to the wallet and both parties told. The server's clock is moved for these pages'
 * requests only (X-Test-Clock-Offset with TEST_CLOCK=1, as e2e/sanctions.spec.ts does).
 */

const browser = setupBrowser();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const catalogues = {
  en: { c: enContracts, n: enNotifications },
  tr: { c: trContracts, n: trNotifications },
};

async function moveClock(pages: Page[], offsetMs: number) {
  for (const page of pages)
    await page.context().setExtraHTTPHeaders({ 'x-test-clock-offset': String(offsetMs) });
}

async function contractOf(page: Page, id: string) {
  const res = await page.request.get(`/api/contracts/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { dueAt: string; status: string; extensions: { status: string }[] };
}

/** A moment's day as a date input takes it (the browser and this process share the time zone). */
const dayOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe.each(['en', 'tr'] as const)('time and late orders (%s)', (lang) => {
  const { c, n } = catalogues[lang];

  it('the freelancer asks for more time, the client accepts: the due date moves on both pages', async () => {
    const { client, freelancer, contractId } = await orderInProgress(browser, lang, { prefix: 'extend' });
    const before = new Date((await contractOf(client, contractId)).dueAt);
    await client.goto(`/contracts/${contractId}`);
    await freelancer.goto(`/contracts/${contractId}`);

    await freelancer.getByRole('button', { name: c.actions.requestExtension }).click();
    const dialog = freelancer.getByRole('dialog');
    await dialog.getByLabel(c.extension.newDate).fill(dayOf(new Date(before.getTime() + 2 * DAY)));
    await dialog.getByLabel(c.extension.reason).fill('The client asked for a second colour scheme.');
    await dialog.getByRole('button', { name: c.extension.submit }).click();
    await toast(freelancer, c.extension.requested);
    await freelancer.getByText(c.extension.yourRequest).first().waitFor();

    // The client's open page shows the request live, with the reason, and accepts it.
    await client.getByText(c.extension.requestBy.freelancer).first().waitFor();
    await client.getByText('The client asked for a second colour scheme.').first().waitFor();
    await client.getByRole('button', { name: c.actions.acceptExtension }).click();
    await toast(client, c.extension.accepted);

    // The freelancer's page follows: the request is now history, accepted; the due date moved two days.
    await freelancer.getByText(c.extension.status.accepted, { exact: true }).first().waitFor();
    await freelancer.getByText(c.event.extension_accepted).first().waitFor();
    const after = await contractOf(freelancer, contractId);
    expect(new Date(after.dueAt).getTime() - before.getTime()).toBe(2 * DAY);
    expect(after.extensions.map((e) => e.status)).toEqual(['accepted']);
    // The client was told of the request, in their language.
    await client.goto('/notifications');
    await client.getByText(n.event.order.extension_requested.title).first().waitFor();
  });

  it('a late order is cancelled by the client alone, the escrow refunded to the wallet', async () => {
    const { client, freelancer, contractId } = await orderInProgress(browser, lang, {
      prefix: 'late',
      priceCents: 9_000,
    });
    const due = new Date((await contractOf(client, contractId)).dueAt);
    const before = await wallet(client);

    // 23 hours past due: the client may only ask.
    await moveClock([client, freelancer], due.getTime() - Date.now() + 23 * HOUR);
    await client.goto(`/contracts/${contractId}`);
    await client.getByRole('button', { name: c.actions.requestCancel }).waitFor();
    expect(await client.getByRole('button', { name: c.actions.cancelLate }).count()).toBe(0);

    // 25 hours past due: cancelled alone, in full.
    await moveClock([client, freelancer], due.getTime() - Date.now() + 25 * HOUR);
    await client.reload();
    await client.getByRole('button', { name: c.actions.cancelLate }).click();
    const dialog = client.getByRole('dialog');
    await dialog.getByLabel(c.cancel.reason).fill('Two days late and no word from the designer.');
    await dialog.getByLabel(c.cancel.refund.wallet).check();
    await dialog.getByRole('button', { name: c.cancel.lateSubmit }).click();
    await toast(client, c.cancel.cancelled);
    await client.getByText(c.status.cancelled, { exact: true }).first().waitFor();

    const after = await wallet(client);
    expect(after.availableCents - before.availableCents).toBe(9_000);
    expect(after.escrowCents).toBe(before.escrowCents - 9_000);
    await client.goto('/wallet');
    expect(await client.getByTestId('wallet-available').textContent()).toBe(
      formatMoney(after.availableCents, lang),
    );
    expect((await wallet(freelancer)).availableCents).toBe(0);

    // Both are told it was a late cancellation, with the refund.
    for (const page of [client, freelancer]) {
      await page.goto('/notifications');
      await page.getByText(n.event.order.cancelled_late.title).first().waitFor();
      await page.getByText(formatMoney(9_000, lang), { exact: false }).first().waitFor();
    }
  });
});
