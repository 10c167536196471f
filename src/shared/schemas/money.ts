import { z } from 'zod';

/* Messages are translation keys ('ns:key'); both the web forms and the server translate them. */

/** Card fields as the spec limits them (number ≤ 19, MM/YY ≤ 5, CVV ≤ 4); the provider checks the rest. */
export const cardInput = z.strictObject({
  cardNumber: z
    .string({ error: 'money:card.error.numberRequired' })
    .trim()
    .min(1, 'money:card.error.numberRequired')
    .max(19, 'money:card.error.number'),
  expiry: z
    .string({ error: 'money:card.error.expiryRequired' })
    .trim()
    .min(1, 'money:card.error.expiryRequired')
    .max(5, 'money:card.error.expiry'),
  cvv: z
    .string({ error: 'money:card.error.cvvRequired' })
    .trim()
    .min(1, 'money:card.error.cvvRequired')
    .max(4, 'money:card.error.cvv'),
});
export type CardInput = z.infer<typeof cardInput>;

export const confirmCodeInput = z.strictObject({
  code: z
    .string({ error: 'money:card.error.codeRequired' })
    .trim()
    .min(1, 'money:card.error.codeRequired')
    .max(10),
});

/** Top-ups in cents: at least $1, at most $100,000. */
export const TOPUP_MIN_CENTS = 100;
export const TOPUP_MAX_CENTS = 10_000_000;
export const topUpInput = z.strictObject({
  amountCents: z
    .number({ error: 'money:topup.error.amount' })
    .int('money:topup.error.amount')
    .min(TOPUP_MIN_CENTS, 'money:topup.error.amount')
    .max(TOPUP_MAX_CENTS, 'money:topup.error.amount'),
});

/** Form value of the payment page: dollars, min 0, step 0.01 (spec part 2 §5). */
export const paymentPageInput = cardInput.extend({
  amount: z
    .number({ error: 'money:payment.error.amountRequired' })
    .min(1, 'money:topup.error.amount')
    .max(TOPUP_MAX_CENTS / 100, 'money:topup.error.amount')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'money:payment.error.step'),
});

export const payoutInput = z.strictObject({
  amountCents: z
    .number({ error: 'money:payout.error.amount' })
    .int('money:payout.error.amount')
    .min(100, 'money:payout.error.amount'),
  accountHolder: z
    .string({ error: 'money:payout.error.holderRequired' })
    .trim()
    .min(1, 'money:payout.error.holderRequired')
    .max(100, 'money:payout.error.holderRequired'),
  iban: z
    .string({ error: 'money:payout.error.iban' })
    .trim()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^([A-Z]{2}\d{2}[A-Z0-9]{10,30}|\d{6,17})$/, 'money:payout.error.iban')),
});

export const CHATBOT_INDUSTRIES = [
  'E-commerce',
  'Healthcare',
  'Finance',
  'Education',
  'Real Estate',
  'Hospitality',
  'Technology',
  'Other',
] as const;

const req = (key: string, max: number) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'money:ai.error.tooLong');

export const chatbotOrderInput = z.strictObject({
  businessName: req('money:ai.error.businessName', 200),
  industry: z.enum(CHATBOT_INDUSTRIES, { error: 'money:ai.error.industry' }),
  chatbotPurpose: req('money:ai.error.purpose', 2000),
  websiteUrl: z
    .string()
    .trim()
    .max(500, 'money:ai.error.tooLong')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), 'money:ai.error.url')
    .optional()
    .default(''),
  expectedQueries: z.string().trim().max(2000, 'money:ai.error.tooLong').optional().default(''),
  additionalFeatures: z.string().trim().max(2000, 'money:ai.error.tooLong').optional().default(''),
});
export type ChatbotOrderInput = z.input<typeof chatbotOrderInput>;

const num = (key: string) => z.number({ error: key }).min(0, key).max(1e12, key);

export const analyticsInput = z.strictObject({
  businessName: req('money:ai.error.businessName', 200),
  industry: req('money:ai.error.industry', 100),
  monthlyRevenue: num('money:ai.error.number'),
  monthlyExpenses: num('money:ai.error.number'),
  employees: z
    .number({ error: 'money:ai.error.number' })
    .int('money:ai.error.number')
    .min(0, 'money:ai.error.number')
    .max(1e7),
  yearsInBusiness: num('money:ai.error.number'),
  challenges: req('money:ai.error.challenges', 3000),
  targetMarket: req('money:ai.error.targetMarket', 1000),
  additionalInfo: z.string().trim().max(3000, 'money:ai.error.tooLong').optional().default(''),
});
export type AnalyticsInput = z.input<typeof analyticsInput>;

/* ------------------------------------------------------------------ answers */
/* Every money route's response; the server declares them on its routes, the web infers its types. */

export const PAYMENT_PURPOSES = ['escrow', 'milestone', 'topup', 'chatbot', 'analytics'] as const;
export const PAYMENT_STATUSES = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
] as const;

/** A checkout to open: the built-in test page or Stripe Checkout. */
export const checkoutResponse = z.object({
  paymentId: z.string(),
  provider: z.enum(['test', 'stripe']),
  checkoutUrl: z.string(),
  amountCents: z.number(),
});
export type Checkout = z.infer<typeof checkoutResponse>;

export const paymentResponse = z.object({
  id: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  amountCents: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string(),
  returnPath: z.string(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentResponse>;
export type PaymentPurpose = Payment['purpose'];

export const checkoutOutcomeResponse = z.object({
  status: z.enum(['succeeded', 'requires_action']),
  payment: paymentResponse,
});
export type CheckoutOutcome = z.infer<typeof checkoutOutcomeResponse>;

export const escrowResponse = z.object({
  amountCents: z.number(),
  funded: z.boolean(),
  paidOut: z.boolean(),
});
export type EscrowState = z.infer<typeof escrowResponse>;

export const walletTransactionResponse = z.object({
  id: z.string(),
  kind: z.string(),
  account: z.string(),
  amountCents: z.number(),
  createdAt: z.string(),
  projectTitle: z.string().nullable(),
  counterparty: z.string().nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransactionResponse>;

export const walletResponse = z.object({
  availableCents: z.number(),
  escrowCents: z.number(),
  payoutPendingCents: z.number(),
  transactions: z.array(walletTransactionResponse),
});
export type Wallet = z.infer<typeof walletResponse>;

export const payoutResponse = z.object({
  id: z.string(),
  amountCents: z.number(),
  accountHolder: z.string(),
  iban: z.string(),
  status: z.enum(['pending', 'paid', 'rejected']),
  createdAt: z.string(),
  /** When an administrator paid or rejected it (decision 060). */
  decidedAt: z.string().nullable(),
  /** Paid: the bank transfer's reference. */
  reference: z.string().nullable(),
  /** Rejected: why; the amount went back to the available balance. */
  reason: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutResponse>;

export const aiOrderResponse = z.object({
  id: z.string(),
  kind: z.enum(['chatbot', 'analytics']),
  status: z.enum(['awaiting_payment', 'paid', 'in_progress', 'delivered', 'canceled']),
  priceCents: z.number(),
  businessName: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AiOrder = z.infer<typeof aiOrderResponse>;

export const analyticsAccessResponse = z.object({ paid: z.boolean() });
export const analyticsReportResponse = z.object({ report: z.string() });

/** The Stripe webhook's acknowledgement. */
export const webhookResponse = z.object({
  received: z.literal(true),
  result: z.enum(['duplicate', 'applied', 'ignored', 'failed', 'refunded']),
});
