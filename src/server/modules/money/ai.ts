import type { AnalyticsInput } from '@shared/schemas/money';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { aiOrders } from '../../db/schema';

export type AiOrderRow = typeof aiOrders.$inferSelect;

export function listOrders(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(aiOrders)
    .where(eq(aiOrders.userId, userId))
    .orderBy(desc(aiOrders.createdAt))
    .limit(50);
}

/** Access to business analytics is a paid analytics order of this user. */
export async function hasAnalyticsAccess(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: aiOrders.id })
    .from(aiOrders)
    .where(and(eq(aiOrders.userId, userId), eq(aiOrders.kind, 'analytics'), eq(aiOrders.status, 'paid')))
    .limit(1);
  return Boolean(row);
}

const usd = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);
const tl = (n: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);

/**
 * A report computed from the figures entered (no external model): margin, runway-style
 * indicators and per-employee productivity, with plain-language findings.
 */
export function analyticsReport(input: Required<AnalyticsInput>, lang: 'en' | 'tr'): string {
  const revenue = input.monthlyRevenue;
  const expenses = input.monthlyExpenses;
  const profit = revenue - expenses;
  const margin = revenue > 0 ? (profit / revenue) * 100 : 0;
  const perEmployee = input.employees > 0 ? revenue / input.employees : revenue;
  const annualProfit = profit * 12;
  const fmt = lang === 'tr' ? tl : usd;
  const pct = margin.toFixed(1);
  if (lang === 'tr') {
    const health =
      margin >= 20
        ? 'Kârlılığınız güçlü.'
        : margin >= 5
          ? 'Kârlılığınız makul ama iyileştirilebilir.'
          : profit >= 0
            ? 'Kâr marjınız çok ince.'
            : 'İşletmeniz şu anda zarar ediyor.';
    return [
      `${input.businessName} için iş analizi (${input.industry})`,
      '',
      `Aylık gelir: ${fmt(revenue)}`,
      `Aylık gider: ${fmt(expenses)}`,
      `Aylık net sonuç: ${fmt(profit)} (marj %${pct})`,
      `Yıllık tahmini net sonuç: ${fmt(annualProfit)}`,
      `Çalışan başına aylık gelir: ${fmt(perEmployee)}`,
      `Faaliyet süresi: ${input.yearsInBusiness} yıl`,
      '',
      `Değerlendirme: ${health}`,
      profit < 0
        ? `Başa baş noktasına ulaşmak için giderleri aylık ${fmt(-profit)} azaltmanız veya geliri aynı oranda artırmanız gerekiyor.`
        : `Kârın bir bölümünü "${input.targetMarket}" pazarında büyümeye ayırmayı düşünün.`,
      '',
      `Belirttiğiniz zorluklar: ${input.challenges}`,
      input.additionalInfo ? `Ek bilgi: ${input.additionalInfo}` : '',
    ]
      .filter((l, i, all) => l !== '' || all[i - 1] !== '')
      .join('\n');
  }
  const health =
    margin >= 20
      ? 'Your profitability is strong.'
      : margin >= 5
        ? 'Your profitability is reasonable but can improve.'
        : profit >= 0
          ? 'Your margin is very thin.'
          : 'The business is currently losing money.';
  return [
    `Business analysis for ${input.businessName} (${input.industry})`,
    '',
    `Monthly revenue: ${fmt(revenue)}`,
    `Monthly expenses: ${fmt(expenses)}`,
    `Monthly net result: ${fmt(profit)} (margin ${pct}%)`,
    `Projected annual net result: ${fmt(annualProfit)}`,
    `Monthly revenue per employee: ${fmt(perEmployee)}`,
    `Years in business: ${input.yearsInBusiness}`,
    '',
    `Assessment: ${health}`,
    profit < 0
      ? `To break even, cut monthly expenses by ${fmt(-profit)} or grow revenue by the same amount.`
      : `Consider reinvesting part of the profit into growth in your target market: ${input.targetMarket}.`,
    '',
    `Challenges you named: ${input.challenges}`,
    input.additionalInfo ? `Additional information: ${input.additionalInfo}` : '',
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n');
}
