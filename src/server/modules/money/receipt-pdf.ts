import { createRequire } from 'node:module';
import path from 'node:path';
import type { Language } from '@shared/constants';
import { formatDateTime, formatMoney } from '@shared/format';
import type { Receipt } from '@shared/schemas/money';
import PDFDocument from 'pdfkit';
import { translate } from '../../lib/i18n';

/*
 * The receipt as a PDF (decision 115), written with pdfkit in the reader's language. The text is set
 * in DejaVu Sans, shipped by the npm package dejavu-fonts-ttf (it covers ğüşıöçİ; the PDF standard
 * fonts do not), embedded as a subset. Every number comes from the receipt, itself read from the
 * ledger.
 */

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const REGULAR = path.join(fontDir, 'DejaVuSans.ttf');
const BOLD = path.join(fontDir, 'DejaVuSans-Bold.ttf');

export function receiptFileName(receipt: Receipt): string {
  return `${receipt.number}.pdf`;
}

export async function receiptPdf(receipt: Receipt, lang: Language): Promise<Buffer> {
  const t = (key: string, vars?: Record<string, unknown>) => translate(lang, key, vars);
  const money = (cents: number) => formatMoney(cents, lang);
  const title = `${t(`money:receipt.category.${receipt.category}`)} ${receipt.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: title, Author: receipt.platform.siteName, Subject: t('money:receipt.title') },
    lang: lang === 'tr' ? 'tr-TR' : 'en-US',
  });
  doc.registerFont('body', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { platform } = receipt;
  doc.font('bold').fontSize(18).text(platform.siteName);
  doc.font('body').fontSize(9).fillColor('#444');
  if (platform.legalName) doc.text(platform.legalName);
  if (platform.address) doc.text(platform.address);
  const tax = [
    platform.taxOffice && `${t('money:receipt.taxOffice')}: ${platform.taxOffice}`,
    platform.taxId && `${t('money:receipt.taxId')}: ${platform.taxId}`,
  ].filter(Boolean);
  if (tax.length) doc.text(tax.join(' · '));
  if (platform.email) doc.text(platform.email);
  doc.moveDown(1.5).fillColor('#000');

  doc
    .font('bold')
    .fontSize(16)
    .text(t(`money:receipt.category.${receipt.category}`));
  doc.moveDown(0.5);
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('body').fontSize(10).fillColor('#444').text(label, 56, y, { width: 190 });
    const labelBottom = doc.y;
    doc.font('bold').fillColor('#000').text(value, 250, y, { width: 290 });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  };
  row(t('money:receipt.number'), receipt.number);
  row(t('money:receipt.issuedAt'), formatDateTime(receipt.issuedAt, lang));
  row(t('money:receipt.type'), t(`money:wallet.kind.${receipt.kind}`));
  if (receipt.title)
    row(t('money:receipt.for'), receipt.detail ? `${receipt.title} · ${receipt.detail}` : receipt.title);
  for (const party of receipt.parties) row(t(`money:receipt.role.${party.role}`), party.name);

  doc.moveDown(1);
  doc.font('bold').fontSize(12).text(t('money:receipt.amounts'), 56);
  doc.moveDown(0.4);
  row(t('money:receipt.amount'), money(receipt.amountCents));
  if (receipt.feeCents !== 0) row(t('money:receipt.fee'), money(receipt.feeCents));
  if (receipt.freelancerNetCents !== null)
    row(t('money:receipt.freelancerNet'), money(receipt.freelancerNetCents));
  if (receipt.refundedCents !== null) row(t('money:receipt.refunded'), money(receipt.refundedCents));
  if (receipt.yourCents !== null) row(t('money:receipt.yours'), money(receipt.yourCents));

  doc.moveDown(2);
  doc
    .font('body')
    .fontSize(8)
    .fillColor('#666')
    .text(t('money:receipt.footer', { id: receipt.id }), 56, doc.y, { width: 484 });
  doc.end();
  return done;
}
