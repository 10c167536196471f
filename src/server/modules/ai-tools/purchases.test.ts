import { describe, expect, it } from 'vitest';
import { analyticsReport } from './purchases';

const input = {
  businessName: 'Bean There',
  industry: 'Café',
  monthlyRevenue: 12_345,
  monthlyExpenses: 10_800,
  employees: 3,
  yearsInBusiness: 2,
  challenges: 'Slow afternoons',
  targetMarket: 'Students',
  additionalInfo: '',
};

describe('the business analytics report', () => {
  it('writes amounts and the margin with the shared formats: Turkish "12.345 $" and "%12,5"', () => {
    const tr = analyticsReport(input, 'tr');
    expect(tr).toContain('Aylık gelir: 12.345 $');
    expect(tr).toContain('Aylık net sonuç: 1.545 $ (marj %12,5)');
    expect(tr).not.toMatch(/\$\d/);
    const en = analyticsReport(input, 'en');
    expect(en).toContain('Monthly revenue: $12,345');
    expect(en).toContain('Monthly net result: $1,545 (margin 12.5%)');
  });
});
