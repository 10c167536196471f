import { formatDateTime, formatMoney } from '@shared/format';
import { describe, expect, it } from 'vitest';
import { dateVar, moneyVar, translate } from './i18n';

describe('translate', () => {
  it("writes amounts and moments in the reader's language", () => {
    const en = translate('en', 'contracts:error.milestonesSum', { price: moneyVar(123_456) });
    const tr = translate('tr', 'contracts:error.milestonesSum', { price: moneyVar(123_456) });
    expect(en).toBe(`The milestone amounts must add up to the price (${formatMoney(123_456, 'en')})`);
    expect(tr).toContain(`(${formatMoney(123_456, 'tr')})`);
    expect(formatMoney(123_456, 'tr')).not.toBe(formatMoney(123_456, 'en'));
    const when = new Date('2026-11-23T10:00:00Z');
    expect(translate('tr', 'x:missing {{a}}', { a: dateVar(when) })).toBe(
      `x:missing ${formatDateTime(when, 'tr')}`,
    );
  });

  it('leaves plain values as they are', () => {
    expect(translate('en', 'contracts:error.milestonesSum', { price: 'USD 5' })).toContain('(USD 5)');
  });
});
