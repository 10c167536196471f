import enMoney from '@shared/locales/en/money.json';
import trMoney from '@shared/locales/tr/money.json';
import { formatMoney, splitFee } from '@shared/money';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../src/server/test/pdf-text';
import { baseUrl, setupBrowser } from './support/browser';
import { orderInProgress, wallet } from './support/orders';
import { createAccount, signInAs } from './support/users';

/*
 * Receipts (issue 27 item 6, decision 115), in English and Turkish: after an order is delivered and
 * accepted, the freelancer opens the release's receipt from the wallet line, downloads its PDF, and
 * the PDF's amounts (read back from the file) are the wallet's; the client reaches the receipts from
 * the contract page. A stranger's address for the receipt is the 404 page.
 */

const browser = setupBrowser();
const catalogues = { en: enMoney, tr: trMoney };
const PRICE = 9_000;

describe.each(['en', 'tr'] as const)('receipts (%s)', (lang) => {
  const m = catalogues[lang];

  it('a release receipt PDF, downloaded from the wallet, states the wallet’s amounts', async () => {
    const { client, freelancer, contractId } = await orderInProgress(browser, lang, {
      prefix: 'receipt',
      priceCents: PRICE,
    });
    const detail = (await (await client.request.get(`/api/contracts/${contractId}`)).json()) as {
      milestones: { id: string }[];
    };
    const path = `/api/contracts/${contractId}/milestones/${detail.milestones[0]!.id}`;
    const delivered = await freelancer.request.post(`${path}/deliveries`, {
      multipart: { message: 'The logo, as briefed.' },
      headers: { origin: baseUrl() },
    });
    expect(delivered.status()).toBe(200);
    const accepted = await client.request.post(`${path}/accept`, { headers: { origin: baseUrl() } });
    expect(accepted.status()).toBe(200);

    // The freelancer's wallet: the release line, and its receipt link.
    const { feeCents, freelancerCents } = splitFee(PRICE);
    const money = await wallet(freelancer);
    expect(money.availableCents).toBe(freelancerCents);
    await freelancer.goto('/wallet');
    const line = freelancer.getByRole('listitem').filter({ hasText: m.wallet.kind.milestone_release });
    await line.getByText(`+${formatMoney(freelancerCents, lang)}`).waitFor();
    await line.getByTestId('wallet-receipt').click();

    // The receipt page, in the reader's language, with the ledger's amounts.
    await freelancer
      .getByRole('heading', { level: 1, name: new RegExp(m.receipt.category.release) })
      .waitFor();
    const number = (await freelancer.getByTestId('receipt-number').textContent())!;
    expect(number).toMatch(/^R-\d{4}-\d{6}$/);
    expect(await freelancer.getByTestId('receipt-amount').textContent()).toBe(formatMoney(PRICE, lang));
    expect(await freelancer.getByTestId('receipt-fee').textContent()).toBe(formatMoney(feeCents, lang));
    expect(await freelancer.getByTestId('receipt-yours').textContent()).toBe(
      formatMoney(money.availableCents, lang),
    );

    // The PDF: downloaded as R-<year>-<n>.pdf, its text in the same language, its numbers the wallet's.
    const [download] = await Promise.all([
      freelancer.waitForEvent('download'),
      freelancer.getByTestId('receipt-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    const text = await pdfText(new Uint8Array(await readFile(file)));
    expect(text).toContain(m.receipt.category.release);
    expect(text).toContain(number);
    expect(text).toContain(m.receipt.fee);
    expect(text).toContain(formatMoney(PRICE, lang));
    expect(text).toContain(formatMoney(feeCents, lang));
    // What the PDF says reached the freelancer is what the wallet holds.
    expect(text).toContain(formatMoney(money.availableCents, lang));
    expect(feeCents + money.availableCents).toBe(PRICE);

    // The client reaches the same receipt from the contract page's receipts.
    await client.goto(`/contracts/${contractId}`);
    await client.getByRole('heading', { name: m.receipt.receipts }).waitFor();
    await client.getByRole('link', { name: `${m.receipt.category.release} ${number}`, exact: true }).click();
    await client.getByTestId('receipt-number').getByText(number).waitFor();
    expect(await client.getByTestId('receipt-yours').textContent()).toBe(formatMoney(-PRICE, lang));

    // Anyone else: the receipt does not exist (the API's 404, and the page's).
    const receiptPath = new URL(client.url()).pathname;
    const stranger = await browser.newPage();
    await signInAs(stranger, await createAccount(`receipt-stranger-${lang}`, lang));
    expect((await stranger.request.get(`/api${receiptPath}`)).status()).toBe(404);
    expect((await stranger.request.get(`/api${receiptPath}/pdf`)).status()).toBe(404);
    await stranger.goto(receiptPath);
    await stranger.getByTestId('receipt-number').or(stranger.getByText('404')).first().waitFor();
    expect(await stranger.getByTestId('receipt-number').count()).toBe(0);
  });
});
