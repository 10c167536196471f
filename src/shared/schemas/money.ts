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

/** An IBAN, or a domestic account number, with spaces removed and letters in upper case. */
export const IBAN_PATTERN = /^([A-Z]{2}\d{2}[A-Z0-9]{10,30}|\d{6,17})$/;

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
  // Spaces are dropped and letters upper-cased in place (zod's overwrite keeps it a string), so
  // the API description states the rule as a pattern.
  iban: z
    .string({ error: 'money:payout.error.iban' })
    .overwrite((v) => v.replace(/\s+/g, '').toUpperCase())
    .regex(IBAN_PATTERN, 'money:payout.error.iban')
    .describe(
      'An IBAN (two letters, two digits, 10 to 30 letters or digits) or a 6 to 17 digit account number; spaces and lower case are accepted and removed',
    ),
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

export const PAYMENT_PURPOSES = [
  'escrow',
  'milestone',
  'topup',
  'chatbot',
  'analytics',
  'tip',
  'extra',
] as const;
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

/**
 * What a payment buys, named on the checkout page and as the provider's product name
 * (`paymentItemText` in src/shared/payment-item.ts): an order of a service package, a milestone of a
 * contract, a project's escrow, a top-up or an AI purchase. `title` is the listing's own text;
 * `detail` the package or the milestone.
 */
export const PAYMENT_ITEM_KINDS = [
  'order',
  'milestone',
  'escrow',
  'topup',
  'chatbot',
  'analytics',
  'tip',
  'extra',
] as const;
export const paymentItem = z.object({
  kind: z.enum(PAYMENT_ITEM_KINDS),
  title: z.string().nullable(),
  detail: z.string().nullable(),
  /** An order's extras chosen with it, by name (decision 116). */
  extras: z.array(z.string()),
});
export type PaymentItem = z.infer<typeof paymentItem>;

export const paymentResponse = z.object({
  id: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  item: paymentItem,
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
  /** The ledger transaction this line belongs to: its receipt is /receipts/<transactionId>. */
  transactionId: z.string(),
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
  // not an engine status: an AI order's
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

/* ----------------------------------------------------------------- receipts */
/* A receipt is a view of one ledger transaction (decision 115). */

/** What the receipt is for, named on its title: a payment in, a refund, a release, a dispute split, a withdrawal. */
export const RECEIPT_CATEGORIES = ['payment', 'refund', 'release', 'split', 'withdrawal', 'payout'] as const;
export type ReceiptCategory = (typeof RECEIPT_CATEGORIES)[number];

export const platformDetailsResponse = z.object({
  /** The site's name (configuration), always printed. */
  siteName: z.string(),
  legalName: z.string(),
  address: z.string(),
  taxOffice: z.string(),
  taxId: z.string(),
  email: z.string(),
});
export type PlatformDetails = z.infer<typeof platformDetailsResponse>;

export const receiptPartyResponse = z.object({
  role: z.enum(['client', 'freelancer', 'account']),
  name: z.string(),
});

export const receiptResponse = z.object({
  /** The ledger transaction's id. */
  id: z.string(),
  /** R-<year>-<6+ digits>: unique and rising (decision 115). */
  number: z.string(),
  category: z.enum(RECEIPT_CATEGORIES),
  /** The ledger kind ('milestone_release', ...), named on the receipt as in the wallet. */
  kind: z.string(),
  issuedAt: z.string(),
  /** The contract or project it belongs to, and the milestone. */
  title: z.string().nullable(),
  detail: z.string().nullable(),
  contractId: z.string().nullable(),
  parties: z.array(receiptPartyResponse),
  /** What moved: the sum of the transaction's credits. */
  amountCents: z.number(),
  /** The platform's fee kept from it (0 when none). */
  feeCents: z.number(),
  /** The freelancer's share after the fee, when the transaction pays one. */
  freelancerNetCents: z.number().nullable(),
  /** What went back to the client (wallet or card), when the transaction refunds. */
  refundedCents: z.number().nullable(),
  /** The change to the reader's own balances (the sum of their wallet lines); null for an administrator who is not a party. */
  yourCents: z.number().nullable(),
  platform: platformDetailsResponse,
});
export type Receipt = z.infer<typeof receiptResponse>;

/** One line of a contract's receipts (GET /api/receipts?contract=<id>), oldest first. */
export const receiptSummaryResponse = receiptResponse.pick({
  id: true,
  number: true,
  category: true,
  kind: true,
  issuedAt: true,
  detail: true,
  amountCents: true,
});
export type ReceiptSummary = z.infer<typeof receiptSummaryResponse>;

export const receiptListQuery = z.strictObject({
  contract: z.uuid({ error: 'money:receipt.error.contract' }),
});

/** GET /api/receipts/{id}/pdf: the language the PDF is written in (the page's language). */
export const receiptPdfQuery = z.strictObject({
  lang: z.enum(['en', 'tr'], { error: 'money:receipt.error.lang' }).optional(),
});

export const STATEMENT_FIRST_YEAR = 2000;
/** GET /api/wallet/statement: one calendar year (UTC) of the reader's wallet lines as CSV. */
export const statementQuery = z.strictObject({
  year: z.coerce
    .number({ error: 'money:statement.error.year' })
    .int('money:statement.error.year')
    .min(STATEMENT_FIRST_YEAR, 'money:statement.error.year')
    .max(2100, 'money:statement.error.year'),
  lang: z.enum(['en', 'tr'], { error: 'money:receipt.error.lang' }).optional(),
});
