import { formatMoney, formatPercent } from '@shared/format';
import type { AiOrder, AnalyticsInput } from '@shared/schemas/money';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { aiOrders } from '../../db/schema';
import { bookPurchase, capturePayment, type PaymentRow } from '../money';

/*
 * The paid AI tools: chatbot orders (USD 500, one-time) and business analytics access (USD 100).
 * An order row waits for its payment; the confirmed payment is captured, booked as platform
 * revenue and the order marked paid in one transaction, through the money commands.
 */

export type AiOrderRow = typeof aiOrders.$inferSelect;

export const CHATBOT_PRICE_CENTS = 50_000;
export const ANALYTICS_PRICE_CENTS = 10_000;

export async function createOrder(
  db: DbOrTx,
  userId: string,
  order: { kind: 'chatbot' | 'analytics'; priceCents: number; form?: Record<string, unknown> },
): Promise<AiOrderRow> {
  const [row] = await db
    .insert(aiOrders)
    .values({ userId, ...order })
    .returning();
  return row!;
}

/** A confirmed chatbot or analytics payment: captured, booked and its order marked paid. */
export async function fulfilPurchase(db: Db, payment: PaymentRow): Promise<void> {
  await db.transaction(async (tx) => {
    await capturePayment(tx, payment.id);
    await bookPurchase(tx, payment);
    if (payment.orderId)
      await tx
        .update(aiOrders)
        .set({ status: 'paid', paidAt: new Date() })
        .where(and(eq(aiOrders.id, payment.orderId), eq(aiOrders.userId, payment.userId)));
  });
}

export function presentOrder(o: AiOrderRow): AiOrder {
  return {
    id: o.id,
    kind: o.kind as AiOrder['kind'],
    status: o.status as AiOrder['status'],
    priceCents: o.priceCents,
    businessName: typeof o.form.businessName === 'string' ? o.form.businessName : null,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
  };
}

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

/** Whole dollars in the report's language, by the shared formatter ("$1,234" / "1.234 $"). */
const dollars = (n: number, lang: 'en' | 'tr') => formatMoney(Math.round(n) * 100, lang, { whole: true });

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
  const fmt = (n: number) => dollars(n, lang);
  const pct = formatPercent(Math.round(margin * 10) / 10, lang, 1);
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
      `Aylık net sonuç: ${fmt(profit)} (marj ${pct})`,
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
    `Monthly net result: ${fmt(profit)} (margin ${pct})`,
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
