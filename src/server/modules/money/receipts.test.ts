import { splitFee } from '@shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call } from '../../test/call';
import { createContract, createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';

/* Receipts (decision 115): a view of one ledger transaction, as a page, a PDF and a yearly CSV. */

let ctx: TestContext;
let client: TestUser;
let freelancer: TestUser;
let stranger: TestUser;
let admin: TestUser;
const PRICE = 12_345;
const { feeCents, freelancerCents } = splitFee(PRICE);

beforeAll(async () => {
  ctx = await createTestContext();
  client = await createUser(ctx, { name: 'Ayşe Çağlar' });
  freelancer = await createUser(ctx, { name: 'İsmail Güneş' });
  stranger = await createUser(ctx);
  admin = await createUser(ctx, { admin: true });
  const db = ctx.services.db;
  await createContract(db, {
    client,
    freelancer,
    milestones: [{ status: 'released', amountCents: PRICE }],
    fields: { title: 'Logo tasarımı için öğrenci işi' },
  });
  await createContract(db, { client, freelancer, milestones: [{ status: 'refunded', amountCents: 5_000 }] });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

type WalletLine = { transactionId: string; kind: string; amountCents: number };
async function walletLine(who: TestUser, kind: string): Promise<WalletLine> {
  const wallet = await call(ctx, 'GET', '/api/wallet', who);
  const line = (wallet.body.transactions as WalletLine[]).find((t) => t.kind === kind);
  if (!line) throw new Error(`no ${kind} line in the wallet`);
  return line;
}

describe('a receipt', () => {
  it('states a release from the ledger: amount, fee, the freelancer’s net and the reader’s own change', async () => {
    const line = await walletLine(freelancer, 'milestone_release');
    const res = await call(ctx, 'GET', `/api/receipts/${line.transactionId}`, freelancer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: line.transactionId,
      category: 'release',
      kind: 'milestone_release',
      title: 'Logo tasarımı için öğrenci işi',
      detail: 'Part 1',
      amountCents: PRICE,
      feeCents,
      freelancerNetCents: freelancerCents,
      refundedCents: null,
      yourCents: line.amountCents,
      parties: [
        { role: 'client', name: 'Ayşe Çağlar' },
        { role: 'freelancer', name: 'İsmail Güneş' },
      ],
    });
    expect(res.body.number).toMatch(/^R-\d{4}-\d{6}$/);
    expect(line.amountCents).toBe(freelancerCents);
    // The client reads the same receipt with their own change (the escrow they released).
    const clientLine = await walletLine(client, 'milestone_release');
    const asClient = await call(ctx, 'GET', `/api/receipts/${line.transactionId}`, client);
    expect(asClient.body.yourCents).toBe(clientLine.amountCents);
    expect(asClient.body.yourCents).toBe(-PRICE);
  });

  it('states a refund and numbers receipts in the order of their transactions', async () => {
    const fund = await walletLine(client, 'milestone_fund');
    const refund = await walletLine(client, 'milestone_refund');
    const res = await call(ctx, 'GET', `/api/receipts/${refund.transactionId}`, client);
    expect(res.body).toMatchObject({
      category: 'refund',
      amountCents: 5_000,
      refundedCents: 5_000,
      feeCents: 0,
    });
    const first = await call(ctx, 'GET', `/api/receipts/${fund.transactionId}`, client);
    expect(first.body.category).toBe('payment');
    const seq = (r: Answer) => Number(String(r.body.number).split('-')[2]);
    expect(seq(first)).toBeLessThan(seq(res));
  });

  it('is hidden from a stranger (404), read by an administrator, refused to an anonymous caller', async () => {
    const { transactionId } = await walletLine(freelancer, 'milestone_release');
    for (const path of [`/api/receipts/${transactionId}`, `/api/receipts/${transactionId}/pdf`]) {
      const hidden = await call(ctx, 'GET', path, stranger, undefined, { lang: 'tr' });
      expect(hidden.status).toBe(404);
      expect(hidden.body.error.message).toBe('Makbuz bulunamadı');
      expect((await call(ctx, 'GET', path, null)).status).toBe(401);
      expect((await call(ctx, 'GET', path, admin)).status).toBe(200);
    }
    const asAdmin = await call(ctx, 'GET', `/api/receipts/${transactionId}`, admin);
    expect(asAdmin.body).toMatchObject({ amountCents: PRICE, yourCents: null });
    const missing = await call(ctx, 'GET', '/api/receipts/00000000-0000-4000-8000-000000000000', admin);
    expect(missing.status).toBe(404);
  });
});

describe('platform details', () => {
  it('are set by an administrator (audited), refused to anyone else, and printed on receipts', async () => {
    const details = {
      legalName: 'Pazar Yeri Teknoloji A.Ş.',
      address: 'Büyükdere Cad. 1, Şişli, İstanbul',
      taxOffice: 'Şişli',
      taxId: '1234567890',
      email: 'fatura@example.com',
    };
    expect((await call(ctx, 'PUT', '/api/admin/platform-details', freelancer, details)).status).toBe(403);
    const bad = await call(
      ctx,
      'PUT',
      '/api/admin/platform-details',
      admin,
      { ...details, taxId: '12;34' },
      { lang: 'tr' },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Yalnızca harf, rakam, boşluk ve tire');
    const saved = await call(ctx, 'PUT', '/api/admin/platform-details', admin, details);
    expect(saved.status).toBe(200);
    expect((await call(ctx, 'GET', '/api/admin/platform-details', admin)).body).toMatchObject(details);
    const audit = await call(ctx, 'GET', '/api/admin/audit?q=platform.updated', admin);
    expect(audit.body.items[0]).toMatchObject({ action: 'platform.updated', after: details });

    const { transactionId } = await walletLine(freelancer, 'milestone_release');
    const receipt = await call(ctx, 'GET', `/api/receipts/${transactionId}`, freelancer);
    expect(receipt.body.platform).toMatchObject(details);
  });
});

describe('the receipt PDF', () => {
  it('is written in the asked language with Turkish letters, and its amounts are the wallet’s', async () => {
    const line = await walletLine(freelancer, 'milestone_release');
    const receipt = (await call(ctx, 'GET', `/api/receipts/${line.transactionId}`, freelancer)).body;
    const tr = await call(ctx, 'GET', `/api/receipts/${line.transactionId}/pdf?lang=tr`, freelancer);
    expect(tr.status).toBe(200);
    expect(tr.headers.get('content-type')).toBe('application/pdf');
    expect(tr.headers.get('content-disposition')).toBe(`attachment; filename="${receipt.number}.pdf"`);
    const text = await pdfText(tr.bytes);
    expect(text).toContain('Ödeme aktarım makbuzu');
    expect(text).toContain(receipt.number);
    expect(text).toContain('İsmail Güneş');
    expect(text).toContain('Ayşe Çağlar');
    expect(text).toContain('Serbest çalışan');
    expect(text).toContain('Logo tasarımı için öğrenci işi · Part 1');
    expect(text).toContain(`${(PRICE / 100).toFixed(2).replace('.', ',')} $`);
    expect(text).toContain(`${(feeCents / 100).toFixed(2).replace('.', ',')} $`);
    expect(text).toContain(`${(line.amountCents / 100).toFixed(2).replace('.', ',')} $`);

    // Without lang, the request's language; English money is "$123.45".
    const en = await pdfText(
      (await call(ctx, 'GET', `/api/receipts/${line.transactionId}/pdf`, freelancer)).bytes,
    );
    expect(en).toContain('Release receipt');
    expect(en).toContain(`$${(line.amountCents / 100).toFixed(2)}`);
    expect(en).toContain('Platform fee');
  });

  it('refuses a language it does not write (400)', async () => {
    const { transactionId } = await walletLine(freelancer, 'milestone_release');
    const res = await call(ctx, 'GET', `/api/receipts/${transactionId}/pdf?lang=de`, freelancer);
    expect(res.status).toBe(400);
  });
});

describe('the yearly statement', () => {
  const year = () => new Date().getUTCFullYear();

  it('is a CSV of the year’s wallet lines, UTF-8 with a byte order mark, in Turkish with ; and a decimal comma', async () => {
    const res = await call(ctx, 'GET', `/api/wallet/statement?year=${year()}&lang=tr`, freelancer);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="statement-${year()}.csv"`);
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(res.bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Tarih;Makbuz numarası;İşlem;Hesap;Açıklama;Tutar (USD)');
    const release = await walletLine(freelancer, 'milestone_release');
    const number = (await call(ctx, 'GET', `/api/receipts/${release.transactionId}`, freelancer)).body.number;
    const row = lines.find((l) => l.includes(number));
    // The day as ISO 8601, which a spreadsheet reads as a date (not the page's "28 Kas 2026").
    const receipt = (await call(ctx, 'GET', `/api/receipts/${release.transactionId}`, freelancer)).body;
    expect(row?.split(';')[0]).toBe(new Date(receipt.issuedAt).toISOString().slice(0, 10));
    expect(row?.split(';').slice(1)).toEqual([
      number,
      'Aşama ödemesi',
      'Kullanılabilir bakiye',
      'Logo tasarımı için öğrenci işi',
      (freelancerCents / 100).toFixed(2).replace('.', ','),
    ]);
    // The sum of the year's lines is the wallet's balance (everything here happened this year).
    const wallet = (await call(ctx, 'GET', '/api/wallet', freelancer)).body;
    const sum = lines
      .slice(1)
      .reduce((total, l) => total + Math.round(Number(l.split(';')[5]!.replace(',', '.')) * 100), 0);
    expect(sum).toBe(wallet.availableCents + wallet.escrowCents + wallet.payoutPendingCents);
  });

  it('is English with commas by default, empty for a year without lines, and refuses a bad year', async () => {
    const en = await call(ctx, 'GET', `/api/wallet/statement?year=${year()}`, client);
    const text = new TextDecoder().decode(en.bytes.slice(3));
    expect(text.split('\r\n')[0]).toBe('Date,Receipt number,Transaction,Account,Description,Amount (USD)');
    expect(text).toContain(`-${(PRICE / 100).toFixed(2)}`);
    const empty = await call(ctx, 'GET', '/api/wallet/statement?year=2001', client);
    expect(new TextDecoder().decode(empty.bytes.slice(3)).trimEnd().split('\r\n')).toHaveLength(1);
    for (const bad of ['1999', '20x6', '2026.5', ''])
      expect((await call(ctx, 'GET', `/api/wallet/statement?year=${bad}`, client)).status).toBe(400);
    expect((await call(ctx, 'GET', '/api/wallet/statement?year=2026', null)).status).toBe(401);
  });
});

describe("a contract's receipts", () => {
  it('lists the funding and the release for its parties and administrators, 404 for anyone else', async () => {
    const release = await walletLine(freelancer, 'milestone_release');
    const receipt = (await call(ctx, 'GET', `/api/receipts/${release.transactionId}`, freelancer)).body;
    const path = `/api/receipts?contract=${receipt.contractId}`;
    const list = await call(ctx, 'GET', path, client);
    expect(list.status).toBe(200);
    expect(
      list.body.map((r: { category: string; amountCents: number }) => [r.category, r.amountCents]),
    ).toEqual([
      ['payment', PRICE],
      ['release', PRICE],
    ]);
    expect(list.body[1]).toMatchObject({ id: receipt.id, number: receipt.number });
    expect((await call(ctx, 'GET', path, freelancer)).status).toBe(200);
    expect((await call(ctx, 'GET', path, admin)).status).toBe(200);
    expect((await call(ctx, 'GET', path, stranger)).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/receipts?contract=nope', client)).status).toBe(400);
  });
});
