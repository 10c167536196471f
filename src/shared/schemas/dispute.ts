import { z } from 'zod';
import { DISPUTE_STATUSES, type DisputeStatus } from '../contract-machine';
import { adminPage } from './admin';
import { ContractEventSchema, ContractFileSchema } from './contract';

/* Disputes (decision 061): inputs and answers of /api/contracts/{id}/dispute, /api/disputes/* and /api/admin/disputes/*. */

/** Days the other party has to answer before the dispute goes to the administrators. */
export const DISPUTE_ANSWER_DAYS = 4;
export const DISPUTE_FILES_MAX = 5;
export const DISPUTE_TEXT_MAX = 5000;
export const DISPUTE_OFFER_MESSAGE_MAX = 1000;
export const DISPUTE_DECISION_REASON_MAX = 2000;

/** Reasons a party may pick; 'account_closed' is the system's (a closed account's contracts). */
export const DISPUTE_REASONS = [
  'not_delivered',
  'quality',
  'not_as_described',
  'late',
  'communication',
  'payment',
  'other',
] as const;
export const DISPUTE_ALL_REASONS = [...DISPUTE_REASONS, 'account_closed'] as const;
export type DisputeReason = (typeof DISPUTE_ALL_REASONS)[number];

export { DISPUTE_STATUSES, type DisputeStatus };

/** The form fields of opening a dispute (multipart, with up to five `files`). */
export const disputeOpenFields = z.strictObject({
  reason: z.enum(DISPUTE_REASONS, { error: 'disputes:validation.reason' }),
  description: z
    .string({ error: 'disputes:validation.description' })
    .trim()
    .min(1, 'disputes:validation.description')
    .max(DISPUTE_TEXT_MAX, 'disputes:validation.description'),
});
export type DisputeOpenFields = z.infer<typeof disputeOpenFields>;

export const disputeMessageInput = z.strictObject({
  body: z
    .string({ error: 'disputes:validation.message' })
    .trim()
    .min(1, 'disputes:validation.message')
    .max(DISPUTE_TEXT_MAX, 'disputes:validation.message'),
});

const cents = (key: string) => z.number({ error: key }).int(key).min(0, key).max(1_000_000_000, key);

/** An offer says how much of the unreleased escrow goes to the freelancer; the rest goes to the client. */
export const disputeOfferInput = z.strictObject({
  freelancerCents: cents('disputes:validation.amount'),
  message: z
    .string({ error: 'disputes:validation.offerMessage' })
    .trim()
    .max(DISPUTE_OFFER_MESSAGE_MAX, 'disputes:validation.offerMessage')
    .optional(),
});

/** An administrator's decision: both parts, which must add up to the unreleased escrow, and why. */
export const disputeDecisionInput = z.strictObject({
  freelancerCents: cents('disputes:validation.amount'),
  clientCents: cents('disputes:validation.amount'),
  reason: z
    .string({ error: 'disputes:validation.decisionReason' })
    .trim()
    .min(1, 'disputes:validation.decisionReason')
    .max(DISPUTE_DECISION_REASON_MAX, 'disputes:validation.decisionReason'),
});

export const disputeListQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    status: z.enum(['active', 'resolved', 'all']).default('active'),
  })
  .strict();
export type DisputeListQuery = z.infer<typeof disputeListQuery>;

export const DisputeOfferSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    by: z.enum(['client', 'freelancer']),
    freelancerCents: z.number().int(),
    clientCents: z.number().int(),
    message: z.string().nullable(),
    status: z.enum(['pending', 'accepted', 'declined', 'withdrawn', 'superseded']),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
  })
  .meta({ id: 'DisputeOffer' });
export type DisputeOffer = z.infer<typeof DisputeOfferSchema>;

export const DisputeMessageSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    by: z.enum(['client', 'freelancer', 'system']),
    body: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'DisputeMessage' });
export type DisputeMessage = z.infer<typeof DisputeMessageSchema>;

export const DISPUTE_ACTIONS = [
  'answer',
  'message',
  'offer',
  'acceptOffer',
  'declineOffer',
  'withdrawOffer',
  'escalate',
  'withdraw',
] as const;

/** A dispute as a party (or an administrator) sees it. */
export const DisputeSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    contractId: z.string(),
    contractTitle: z.string(),
    status: z.enum(DISPUTE_STATUSES),
    reason: z.enum(DISPUTE_ALL_REASONS),
    description: z.string(),
    openedBy: z.enum(['client', 'freelancer']),
    files: z.array(ContractFileSchema),
    respondBy: z.string(),
    answeredAt: z.string().nullable(),
    escalatedAt: z.string().nullable(),
    /** Funded, unreleased escrow of the contract: what an offer or a decision splits. */
    escrowCents: z.number().int(),
    resolution: z.enum(['offer', 'admin']).nullable(),
    freelancerCents: z.number().int().nullable(),
    clientCents: z.number().int().nullable(),
    decisionReason: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    messages: z.array(DisputeMessageSchema),
    offers: z.array(DisputeOfferSchema),
    /** The viewer's side; null for an administrator. */
    role: z.enum(['client', 'freelancer']).nullable(),
    actions: z.array(z.enum(DISPUTE_ACTIONS)),
    createdAt: z.string(),
  })
  .meta({ id: 'Dispute' });
export type Dispute = z.infer<typeof DisputeSchema>;

export const DisputeAnswerSchema = /* @__PURE__ */ z
  .object({ dispute: DisputeSchema.nullable() })
  .meta({ id: 'ContractDispute' });

export const AdminDisputeRowSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    contractId: z.string(),
    contractTitle: z.string(),
    status: z.enum(DISPUTE_STATUSES),
    reason: z.enum(DISPUTE_ALL_REASONS),
    clientName: z.string().nullable(),
    freelancerName: z.string().nullable(),
    escrowCents: z.number().int(),
    respondBy: z.string(),
    escalatedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminDisputeRow' });
export type AdminDisputeRow = z.infer<typeof AdminDisputeRowSchema>;

export const AdminDisputePageSchema = /* @__PURE__ */ adminPage(AdminDisputeRowSchema).meta({
  id: 'AdminDisputePage',
});
export type AdminDisputePage = z.infer<typeof AdminDisputePageSchema>;

/** The administrator's page: the dispute, the parties and the contract's whole timeline. */
export const AdminDisputeDetailSchema = /* @__PURE__ */ z
  .object({
    dispute: DisputeSchema,
    client: z.object({ userId: z.string(), name: z.string().nullable(), email: z.string() }),
    freelancer: z.object({ userId: z.string(), name: z.string().nullable(), email: z.string() }),
    contractStatus: z.string(),
    priceCents: z.number().int(),
    releasedCents: z.number().int(),
    events: z.array(ContractEventSchema),
  })
  .meta({ id: 'AdminDisputeDetail' });
export type AdminDisputeDetail = z.infer<typeof AdminDisputeDetailSchema>;
