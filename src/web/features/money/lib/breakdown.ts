import { splitFee } from '@shared/money';

/** What a payment form sums up under the card: escrow splits the fee, a top-up has none. */
export type BreakdownKind = 'escrow' | 'topup';

/** One line: its label (a money: key) and amount in cents; `total` marks what the payer pays. */
export interface BreakdownLine {
  key: string;
  cents: number;
  total?: boolean;
}

/**
 * The lines of the summary. A top-up is the payer's own money: they pay the amount, no fee is
 * taken (modules/money/wallet.ts credits it whole), and the same amount lands in their wallet.
 * An escrow payment shows the client's price with the freelancer's 90% and the 10% fee (the same
 * rounding as the server).
 */
export function breakdownLines(kind: BreakdownKind, amountCents: number): BreakdownLine[] {
  const safe = Number.isSafeInteger(amountCents) && amountCents > 0 ? amountCents : 0;
  if (kind === 'topup') {
    return [
      { key: 'money:payment.youPay', cents: safe, total: true },
      { key: 'money:payment.noFee', cents: 0 },
      { key: 'money:payment.addedToWallet', cents: safe },
    ];
  }
  const { feeCents, freelancerCents } = splitFee(safe);
  return [
    { key: 'money:payment.clientPays', cents: safe, total: true },
    { key: 'money:payment.freelancerGets', cents: freelancerCents },
    { key: 'money:payment.platformFee', cents: feeCents },
  ];
}
