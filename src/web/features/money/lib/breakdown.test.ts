import { describe, expect, it } from 'vitest';
import { breakdownLines } from './breakdown';

describe('payment breakdown', () => {
  it('shows a top-up as what the payer pays, no fee, and what reaches the wallet (no freelancer split)', () => {
    expect(breakdownLines('topup', 12_345)).toEqual([
      { key: 'money:payment.youPay', cents: 12_345, total: true },
      { key: 'money:payment.noFee', cents: 0 },
      { key: 'money:payment.addedToWallet', cents: 12_345 },
    ]);
    expect(breakdownLines('topup', 12_345).map((l) => l.key)).not.toContain('money:payment.freelancerGets');
  });

  it('splits an escrow payment 90/10 like the server', () => {
    expect(breakdownLines('escrow', 10_000)).toEqual([
      { key: 'money:payment.clientPays', cents: 10_000, total: true },
      { key: 'money:payment.freelancerGets', cents: 9_000 },
      { key: 'money:payment.platformFee', cents: 1_000 },
    ]);
  });

  it('shows nothing to pay for an amount that is not a positive whole number of cents', () => {
    expect(breakdownLines('topup', Number.NaN)[0]!.cents).toBe(0);
  });
});
