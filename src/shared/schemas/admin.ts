import { z } from 'zod';
import { CONTACT_STATUSES, CONTACT_TOPICS } from '../constants';

/* The operator's side (decision 060): inputs and answers of `/api/admin/*`. */

/** Every admin queue pages the same way: `?q=&page=` with 20 rows a page. */
export const ADMIN_PAGE_SIZE = 20;

export const adminListQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type AdminListQuery = z.infer<typeof adminListQuery>;

/** A page of an admin list: the rows, and enough to draw a pager. */
export function adminPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** Whether the signed-in user may open the console (the web shows its link only then). */
export const adminAccess = z.object({ admin: z.boolean() }).meta({ id: 'AdminAccess' });
export type AdminAccess = z.infer<typeof adminAccess>;

export const auditEntry = z
  .object({
    id: z.string(),
    actorId: z.string().nullable(),
    /** The administrator's name at the time of reading; null for the command line or a removed account. */
    actorName: z.string().nullable(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    reason: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = adminPage(auditEntry).meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPage>;

/* ----------------------------------------------------------- overview */

/** One day of a chart: `day` is the UTC date (YYYY-MM-DD). */
export const adminDayCount = z.object({ day: z.string(), count: z.number().int() });
export type AdminDayCount = z.infer<typeof adminDayCount>;

/** A queue's counter on the overview (`labelKey` is a full translation key, `to` the console page). */
export const adminQueueCount = z.object({
  key: z.string(),
  labelKey: z.string(),
  to: z.string(),
  count: z.number().int(),
});
export type AdminQueueCount = z.infer<typeof adminQueueCount>;

export const adminOverview = z
  .object({
    money: z.object({
      /** Held in escrow for contracts (every user's escrow account). */
      escrowCents: z.number().int(),
      /** The platform's fees (its fee account). */
      feesCents: z.number().int(),
      /** Sent to bank accounts (paid payouts). */
      paidOutCents: z.number().int(),
      /** Requested withdrawals not decided yet: their sum and how many. */
      pendingPayoutCents: z.number().int(),
      pendingPayoutCount: z.number().int(),
    }),
    /** Every ledger transaction sums to zero, and so do all entries together. */
    ledger: z.object({
      balanced: z.boolean(),
      transactions: z.number().int(),
      unbalancedTransactions: z.number().int(),
      totalCents: z.number().int(),
    }),
    queues: z.array(adminQueueCount),
    /** The last 30 days, oldest first, today last. */
    signups: z.array(adminDayCount),
    orders: z.array(adminDayCount),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof adminOverview>;

/* -------------------------------------------------------------- users */

export const adminUserRow = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    admin: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUserRow' });
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminUserPage = adminPage(adminUserRow).meta({ id: 'AdminUserPage' });
export type AdminUserPage = z.infer<typeof adminUserPage>;

/** A payout as administrators see it: the whole account number, the holder and the decision. */
export const adminPayout = z
  .object({
    id: z.string(),
    userId: z.string(),
    userName: z.string(),
    userEmail: z.string(),
    amountCents: z.number().int(),
    accountHolder: z.string(),
    iban: z.string(),
    status: z.enum(['pending', 'paid', 'rejected']),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    decidedByName: z.string().nullable(),
    reference: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'AdminPayout' });
export type AdminPayout = z.infer<typeof adminPayout>;

export const adminUserDetail = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    language: z.string(),
    createdAt: z.string(),
    admin: z.boolean(),
    /** The administrator looking at their own account (no grant or revoke on oneself). */
    self: z.boolean(),
    balances: z.object({
      availableCents: z.number().int(),
      escrowCents: z.number().int(),
      payoutPendingCents: z.number().int(),
    }),
    contracts: z.object({ asClient: z.number().int(), asFreelancer: z.number().int() }),
    /** The latest 50 payouts, newest first. */
    payouts: z.array(adminPayout),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

/* ------------------------------------------------------------ payouts */

/** A pending payout with the holder's earlier payouts (newest first, at most 5). */
export const adminPendingPayout = adminPayout
  .extend({ history: z.array(adminPayout) })
  .meta({ id: 'AdminPendingPayout' });
export type AdminPendingPayout = z.infer<typeof adminPendingPayout>;

export const adminPayoutQueue = adminPage(adminPendingPayout)
  .extend({
    /** The configured payout provider ('manual': the administrator types the bank reference). */
    provider: z.enum(['manual', 'test']),
    referenceRequired: z.boolean(),
  })
  .meta({ id: 'AdminPayoutQueue' });
export type AdminPayoutQueue = z.infer<typeof adminPayoutQueue>;

export const markPayoutPaidInput = z
  .object({
    /** The bank transfer's reference; the manual provider requires it. */
    reference: z.string().trim().max(100, 'admin:payouts.error.referenceLong').optional(),
  })
  .strict();
export type MarkPayoutPaidInput = z.infer<typeof markPayoutPaidInput>;

export const rejectPayoutInput = z
  .object({
    reason: z
      .string({ error: 'admin:payouts.error.reason' })
      .trim()
      .min(3, 'admin:payouts.error.reason')
      .max(500, 'admin:payouts.error.reasonLong'),
  })
  .strict();
export type RejectPayoutInput = z.infer<typeof rejectPayoutInput>;

/* The platform's details printed on receipts (decision 115); the answer is money's PlatformDetails. */
const platformText = (max: number) =>
  z.string({ error: 'admin:platform.error.tooLong' }).trim().max(max, 'admin:platform.error.tooLong');

/** The console's form: the platform's details printed on receipts; empty fields are left out. */
export const platformDetailsInput = z.strictObject({
  legalName: platformText(200),
  address: platformText(500),
  taxOffice: platformText(100),
  taxId: z
    .string({ error: 'admin:platform.error.taxId' })
    .trim()
    .max(20, 'admin:platform.error.taxId')
    .regex(/^[A-Za-z0-9 -]*$/, 'admin:platform.error.taxId'),
  email: z.union([z.literal(''), z.email({ error: 'admin:platform.error.email' }).max(200)], {
    error: 'admin:platform.error.email',
  }),
});
export type PlatformDetailsInput = z.infer<typeof platformDetailsInput>;

/* ------------------------------------------------------ contact messages */

/* The console's side of the contact form (decision 119); the form itself is in ./contact.ts. */

export const AdminContactMessageSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    name: z.string(),
    email: z.string(),
    topic: z.enum(CONTACT_TOPICS),
    message: z.string(),
    /** The page's language when it was sent (the reply's language). */
    language: z.enum(['en', 'tr']),
    /** The sender's account when they were signed in. */
    userId: z.string().nullable(),
    status: z.enum(CONTACT_STATUSES),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
    answeredByName: z.string().nullable(),
  })
  .meta({ id: 'AdminContactMessage' });
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

export const AdminContactPageSchema = adminPage(AdminContactMessageSchema).meta({ id: 'AdminContactPage' });
export type AdminContactPage = z.infer<typeof AdminContactPageSchema>;

export const contactListQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    status: z.enum(CONTACT_STATUSES, { error: 'admin:messages.statusInvalid' }).default('open'),
  })
  .strict();
export type ContactListQuery = z.infer<typeof contactListQuery>;
