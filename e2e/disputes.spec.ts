import enDisputes from '@shared/locales/en/disputes.json';
import trDisputes from '@shared/locales/tr/disputes.json';
import { formatMoney, splitFee } from '@shared/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { fill } from './support/fill';
import { orderInProgress, wallet } from './support/orders';
import { toast } from './support/toast';
import { signInAs } from './support/users';

const browser = setupBrowser();
const catalogues = { en: enDisputes, tr: trDisputes };
const ADMIN = { email: 'admin@demo.test', password: 'demo1234' };
const PRICE = 12_000;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

describe.each(['en', 'tr'] as const)('disputes in the browser (%s)', (lang) => {
  const d = catalogues[lang];
  const money = (cents: number) => formatMoney(cents, lang);

  async function openDispute(page: Page, contractId: string) {
    await page.goto(`/contracts/${contractId}`);
    await page.getByRole('button', { name: d.open.action }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(d.open.reason, { exact: true }).selectOption('quality');
    await dialog.getByLabel(d.open.details, { exact: true }).fill('The logo does not match the brief.');
    await dialog
      .getByLabel(d.open.files, { exact: true })
      .setInputFiles([{ name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await dialog.getByRole('button', { name: d.open.submit, exact: true }).click();
    await toast(page, d.open.success);
    // The contract is frozen: the panel replaces its actions.
    await page.locator('main').getByText(d.contract.frozen).first().waitFor();
    await page.locator('main').getByText('brief.pdf').first().waitFor();
  }

  async function answer(page: Page, contractId: string, text: string) {
    await page.goto(`/contracts/${contractId}`);
    await page.getByLabel(d.panel.answerLabel).fill(text);
    await page.getByRole('button', { name: d.panel.sendAnswer }).click();
    await toast(page, d.panel.sent);
  }

  it('is settled by an offer: answered, offered, accepted; the wallets show the split', async () => {
    const { client, freelancer, contractId } = await orderInProgress(browser, lang, {
      prefix: 'dispute',
      priceCents: PRICE,
    });
    await openDispute(client, contractId);
    // The server refuses a release while the dispute is open, with a translated reason.
    const detail = (await (await client.request.get(`/api/contracts/${contractId}`)).json()) as {
      milestones: { id: string }[];
    };
    const refused = await client.request.post(
      `/api/contracts/${contractId}/milestones/${detail.milestones[0]!.id}/accept`,
      { data: {}, headers: { 'accept-language': lang } },
    );
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(d.error.frozen);

    await answer(freelancer, contractId, 'I followed the brief exactly.');
    await freelancer.getByLabel(d.panel.offerAmount).fill('80');
    await freelancer.getByText(fill(d.panel.offerRest, { amount: money(4_000) })).waitFor();
    await freelancer.getByRole('button', { name: d.panel.sendOffer }).click();
    await toast(freelancer, d.panel.offerSent);

    await client.reload();
    await client
      .getByText(fill(d.panel.offerLine, { freelancer: money(8_000), client: money(4_000) }))
      .waitFor();
    client.once('dialog', (dialog) => void dialog.accept());
    await client.getByRole('button', { name: d.panel.accept }).click();
    await toast(client, d.panel.accepted);
    await client.getByTestId('dispute-outcome').waitFor();
    await client.getByTestId('dispute-status').getByText(d.status.resolved).waitFor();

    expect(await wallet(client)).toMatchObject({ availableCents: 4_000, escrowCents: 0 });
    expect((await wallet(freelancer)).availableCents).toBe(splitFee(8_000).freelancerCents);
    await client.close();
    await freelancer.close();
  });

  it('is decided by an administrator after the parties ask for one; the wallets show the split', async () => {
    const { client, freelancer, contractId } = await orderInProgress(browser, lang, {
      prefix: 'dispute',
      priceCents: PRICE,
    });
    await openDispute(client, contractId);
    await answer(freelancer, contractId, 'The client changed the brief.');
    await client.reload();
    await client.getByRole('button', { name: d.panel.escalate }).click();
    await toast(client, d.panel.escalated_done);

    const admin = await browser.newPage({ language: lang });
    await signInAs(admin, ADMIN);
    // The console opens in the administrator's saved language: this journey's.
    const saved = await admin.request.patch('/api/settings/preferences', { data: { language: lang } });
    expect(saved.ok()).toBe(true);
    await admin.goto('/admin/disputes');
    const title = (
      (await (await client.request.get(`/api/contracts/${contractId}`)).json()) as { title: string }
    ).title;
    await admin.getByLabel(d.admin.search).fill(title);
    await admin.getByRole('button', { name: d.admin.searchButton }).click();
    await admin.locator('main').getByRole('link', { name: title }).click();
    await admin.waitForURL('**/admin/disputes/*');
    // The whole contract timeline is there, with the dispute's file.
    await admin.locator('main').getByText('brief.pdf').first().waitFor();
    await admin.getByLabel(d.admin.freelancerAmount).fill('30');
    await expect.poll(() => admin.getByLabel(d.admin.clientAmount).inputValue()).toBe('90.00');
    await admin.getByLabel(d.admin.reason).fill('Half of the work matched the brief.');
    admin.once('dialog', (dialog) => void dialog.accept());
    await admin.getByRole('button', { name: d.admin.decide }).click();
    await toast(admin, d.admin.decided);

    await client.reload();
    await client.getByTestId('dispute-outcome').waitFor();
    await client
      .getByText(fill(d.panel.decisionReason, { reason: 'Half of the work matched the brief.' }))
      .waitFor();
    expect(await wallet(client)).toMatchObject({ availableCents: 9_000, escrowCents: 0 });
    expect((await wallet(freelancer)).availableCents).toBe(splitFee(3_000).freelancerCents);
    await admin.close();
    await client.close();
    await freelancer.close();
  });
});
