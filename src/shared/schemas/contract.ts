import { z } from 'zod';
import {
  CONTRACT_OFFERS,
  CONTRACT_STATUSES,
  DISPUTE_STATUSES,
  EXTENSION_STATUSES,
  EXTRA_STATUSES,
  MILESTONE_STATUSES,
} from '../contract-machine';
import { ReviewAltSchema } from './alt-texts';
import { attachmentIds } from './attachment';
import { checkoutResponse } from './money';
import { shownText } from './shown-text';

/*
 * Orders and contracts (decision 050): inputs and answers of /api/contracts and of ordering a
 * service package. Messages are translation keys ('ns:key'), translated by the web and the server.
 */

import { PACKAGE_TIERS } from './package-tiers';

export { PACKAGE_TIERS, type PackageTier } from './package-tiers';

export const PACKAGE_LIMITS = {
  name: { min: 1, max: 60 },
  description: { min: 1, max: 500 },
  /** USD 5 to 10,000. */
  priceCents: { min: 500, max: 1_000_000 },
  deliveryDays: { min: 1, max: 90 },
  revisions: { min: 0, max: 10 },
  features: { max: 10, itemMax: 80 },
} as const;

/**
 * A package's extras (decision 116): at most 5, each a name as the package texts are written, a
 * price (USD 1 to 5,000) and the days it adds to the delivery (negative for a faster delivery; the
 * order is due in at least one day).
 */
export const EXTRA_LIMITS = {
  perPackage: 5,
  name: { min: 1, max: 60 },
  priceCents: { min: 100, max: 500_000 },
  days: { min: -30, max: 30 },
} as const;

export const MILESTONES_MAX = 10;
export const MILESTONE_TITLE_MAX = 200;
export const CONTRACT_TEXT_MAX = 5000;
export const CANCEL_REASON_MAX = 1000;
export const REVIEW_REPLY_MAX = 2000;
/** Delivery files: images, PDF and ZIP (ZIPs are stored and served as downloads, never unpacked). */
export const DELIVERY_FILE_MAX_BYTES = 25 * 1024 * 1024;
export const DELIVERY_FILES_MAX = 10;
export const DELIVERY_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
  'application/zip',
] as const;
/** A delivered milestone not accepted or questioned is accepted after this many days (AUTO_ACCEPT_DAYS). */
export const AUTO_ACCEPT_DAYS_DEFAULT = 3;
/**
 * The client may cancel alone (with a full refund of the unreleased escrow) once the freelancer is
 * this many hours past the due date without a delivery (config LATE_CANCEL_HOURS; decision 113).
 */
export const LATE_CANCEL_HOURS_DEFAULT = 24;
/** An extension's reason, and how far past the current due date (or now, if later) it may go. */
export const EXTENSION_REASON_MAX = 500;
export const EXTENSION_MAX_DAYS = 90;
/** An order whose payment never completed is removed after this many hours (UNPAID_ORDER_EXPIRY_HOURS). */
export const UNPAID_ORDER_EXPIRY_HOURS_DEFAULT = 24;
/** Reviews stay hidden until both sides wrote or this many days passed since completion. */
export const REVIEW_BLIND_DAYS = 14;

/* ---------- inputs ---------- */

const dollars = (min: number, max: number, key: string) =>
  z
    .number({ error: key })
    .finite(key)
    .min(min / 100, key)
    .max(max / 100, key)
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), key);

export const extraInput = z.strictObject({
  name: shownText(
    z
      .string({ error: 'contracts:validation.extraName' })
      .trim()
      .min(EXTRA_LIMITS.name.min, 'contracts:validation.extraName')
      .max(EXTRA_LIMITS.name.max, 'contracts:validation.extraName'),
  ),
  /** In dollars, as typed (USD 1 to 5,000). */
  price: dollars(EXTRA_LIMITS.priceCents.min, EXTRA_LIMITS.priceCents.max, 'contracts:validation.extraPrice'),
  /** Days added to the delivery; negative for a faster one. */
  days: z
    .number({ error: 'contracts:validation.extraDays' })
    .int('contracts:validation.extraDays')
    .min(EXTRA_LIMITS.days.min, 'contracts:validation.extraDays')
    .max(EXTRA_LIMITS.days.max, 'contracts:validation.extraDays'),
});
export type ExtraInput = z.input<typeof extraInput>;

export const packageInput = z.strictObject({
  tier: z.enum(PACKAGE_TIERS, { error: 'contracts:validation.tier' }),
  name: shownText(
    z
      .string({ error: 'contracts:validation.packageName' })
      .trim()
      .min(PACKAGE_LIMITS.name.min, 'contracts:validation.packageName')
      .max(PACKAGE_LIMITS.name.max, 'contracts:validation.packageName'),
  ),
  description: z
    .string({ error: 'contracts:validation.packageDescription' })
    .trim()
    .min(PACKAGE_LIMITS.description.min, 'contracts:validation.packageDescription')
    .max(PACKAGE_LIMITS.description.max, 'contracts:validation.packageDescription'),
  /** In dollars, as typed (USD 5 to 10,000). */
  price: dollars(
    PACKAGE_LIMITS.priceCents.min,
    PACKAGE_LIMITS.priceCents.max,
    'contracts:validation.packagePrice',
  ),
  deliveryDays: z
    .number({ error: 'contracts:validation.packageDays' })
    .int('contracts:validation.packageDays')
    .min(PACKAGE_LIMITS.deliveryDays.min, 'contracts:validation.packageDays')
    .max(PACKAGE_LIMITS.deliveryDays.max, 'contracts:validation.packageDays'),
  /** Null: unlimited. */
  revisions: z
    .number({ error: 'contracts:validation.packageRevisions' })
    .int('contracts:validation.packageRevisions')
    .min(PACKAGE_LIMITS.revisions.min, 'contracts:validation.packageRevisions')
    .max(PACKAGE_LIMITS.revisions.max, 'contracts:validation.packageRevisions')
    .nullable(),
  features: z
    .array(
      z
        .string({ error: 'contracts:validation.packageFeature' })
        .trim()
        .min(1, 'contracts:validation.packageFeature')
        .max(PACKAGE_LIMITS.features.itemMax, 'contracts:validation.packageFeature'),
    )
    .max(PACKAGE_LIMITS.features.max, 'contracts:validation.packageFeatures')
    .default([]),
  extras: z
    .array(extraInput)
    .max(EXTRA_LIMITS.perPackage, 'contracts:validation.extrasMax')
    .refine((list) => new Set(list.map((e) => e.name.toLowerCase())).size === list.length, {
      message: 'contracts:validation.extraTwice',
    })
    .optional(),
});
export type PackageInput = z.input<typeof packageInput>;
export type PackageValues = z.output<typeof packageInput>;

/** A service's packages: none, or up to three with different tiers. */
export const packagesInput = z
  .array(packageInput)
  .max(3, 'contracts:validation.packagesMax')
  .refine((list) => new Set(list.map((p) => p.tier)).size === list.length, {
    message: 'contracts:validation.packagesTierTwice',
  });

/** Ordering a service: the package chosen. Payment follows through the provider's checkout. */
export const orderInput = z.strictObject({
  tier: z.enum(PACKAGE_TIERS, { error: 'contracts:validation.tier' }),
  /** The package's extras chosen with it, by id (decision 116). */
  extras: z
    .array(z.uuid({ error: 'contracts:validation.extraChoice' }))
    .max(EXTRA_LIMITS.perPackage, 'contracts:validation.extraChoice')
    .refine((ids) => new Set(ids).size === ids.length, { message: 'contracts:validation.extraChoice' })
    .default([]),
});
export type OrderInput = z.input<typeof orderInput>;

/** A client's split of a project contract when approving; the amounts must add up to the price. */
export const milestoneInput = z.strictObject({
  title: shownText(
    z
      .string({ error: 'contracts:validation.milestoneTitle' })
      .trim()
      .min(1, 'contracts:validation.milestoneTitle')
      .max(MILESTONE_TITLE_MAX, 'contracts:validation.milestoneTitle'),
  ),
  amount: dollars(100, 100_000_000, 'contracts:validation.milestoneAmount'),
});
export const milestonesInput = z
  .array(milestoneInput)
  .min(1, 'contracts:validation.milestonesMin')
  .max(MILESTONES_MAX, 'contracts:validation.milestonesMax');
export type MilestoneInput = z.infer<typeof milestoneInput>;

export const requirementsInput = z.strictObject({
  requirements: z
    .string({ error: 'contracts:validation.requirements' })
    .trim()
    .min(1, 'contracts:validation.requirements')
    .max(CONTRACT_TEXT_MAX, 'contracts:validation.requirements'),
  /** Pending uploads of the client (POST /api/attachments; decision 123). */
  attachments: attachmentIds.optional(),
});

/** The text of a delivery (sent as multipart with the files under 'files'). */
export const deliveryMessage = z
  .string({ error: 'contracts:validation.deliveryMessage' })
  .trim()
  .min(1, 'contracts:validation.deliveryMessage')
  .max(CONTRACT_TEXT_MAX, 'contracts:validation.deliveryMessage');

export const revisionInput = z.strictObject({
  message: z
    .string({ error: 'contracts:validation.revisionMessage' })
    .trim()
    .min(1, 'contracts:validation.revisionMessage')
    .max(CONTRACT_TEXT_MAX, 'contracts:validation.revisionMessage'),
});

export const REFUND_DESTINATIONS = ['wallet', 'card'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

export const cancelRequestInput = z.strictObject({
  reason: z
    .string({ error: 'contracts:validation.cancelReason' })
    .trim()
    .min(1, 'contracts:validation.cancelReason')
    .max(CANCEL_REASON_MAX, 'contracts:validation.cancelReason'),
  /** The client says where the refund goes; ignored when the freelancer asks. Default: wallet. */
  refundTo: z.enum(REFUND_DESTINATIONS).optional(),
});
export type CancelRequestInput = z.infer<typeof cancelRequestInput>;

/** Agreeing to the other side's cancellation; the client may say where the refund goes. */
export const cancelAcceptInput = z.strictObject({ refundTo: z.enum(REFUND_DESTINATIONS).optional() });

/** Asking for a later due date: the new moment (ISO 8601, after the current due date) and why. */
export const extensionRequestInput = z.strictObject({
  dueAt: z.iso.datetime({ offset: true, error: 'contracts:validation.extensionDate' }),
  reason: z
    .string({ error: 'contracts:validation.extensionReason' })
    .trim()
    .min(1, 'contracts:validation.extensionReason')
    .max(EXTENSION_REASON_MAX, 'contracts:validation.extensionReason'),
});
export type ExtensionRequestInput = z.infer<typeof extensionRequestInput>;

/** A tip after completion (decision 116): USD 1 to 1,000, in dollars as typed. */
export const TIP_LIMITS = { minCents: 100, maxCents: 100_000 } as const;
export const tipInput = z.strictObject({
  amount: dollars(TIP_LIMITS.minCents, TIP_LIMITS.maxCents, 'contracts:validation.tipAmount'),
});
export type TipInput = z.input<typeof tipInput>;

export const contractReviewInput = z.strictObject({
  rating: z
    .number({ error: 'projects:validation.rating' })
    .int('projects:validation.rating')
    .min(1, 'projects:validation.rating')
    .max(5, 'projects:validation.rating'),
  comment: z.string().trim().max(2000, 'projects:validation.commentMax').optional(),
});

export const reviewReplyInput = z.strictObject({
  reply: z
    .string({ error: 'contracts:validation.reply' })
    .trim()
    .min(1, 'contracts:validation.reply')
    .max(REVIEW_REPLY_MAX, 'contracts:validation.reply'),
});

export const CONTRACT_ROLES = ['buyer', 'seller'] as const;
export const contractListQuery = z.object({
  role: z.enum(CONTRACT_ROLES).optional(),
  status: z.enum(['open', 'completed', 'cancelled']).optional(),
  /** Only contracts with this other user (the chat's contract card). */
  with: z.string().min(1).max(100).optional(),
});

/* ---------- answers ---------- */

export const ServiceExtraSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    name: z.string(),
    priceCents: z.number().int(),
    days: z.number().int().meta({ description: 'Days added to the delivery; negative: faster' }),
  })
  .meta({ id: 'ServiceExtra' });
export type ServiceExtra = z.infer<typeof ServiceExtraSchema>;

export const ServicePackageSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    tier: z.enum(PACKAGE_TIERS),
    name: z.string(),
    description: z.string(),
    priceCents: z.number().int(),
    deliveryDays: z.number().int(),
    revisions: z.number().int().nullable().meta({ description: 'Null: unlimited' }),
    features: z.array(z.string()),
    extras: z.array(ServiceExtraSchema),
  })
  .meta({ id: 'ServicePackage' });
export type ServicePackage = z.infer<typeof ServicePackageSchema>;

export const ContractStatusSchema = /* @__PURE__ */ z.enum(CONTRACT_STATUSES);
export type ContractStatus = z.infer<typeof ContractStatusSchema>;

export const MilestoneStatusSchema = /* @__PURE__ */ z.enum(MILESTONE_STATUSES);
export type MilestoneStatus = z.infer<typeof MilestoneStatusSchema>;

export const ContractEventKindSchema = /* @__PURE__ */ z.enum([
  'created',
  'funded',
  'requirements_sent',
  'delivered',
  'revision_requested',
  'accepted',
  'auto_accepted',
  'auto_accept_reminder',
  'late',
  'late_cancel_open',
  'extension_requested',
  'extension_accepted',
  'extension_declined',
  'extension_withdrawn',
  'cancel_requested',
  'cancel_declined',
  'cancel_withdrawn',
  'cancelled',
  'refunded',
  'completed',
  'reviewed',
  'dispute_opened',
  'dispute_answered',
  'dispute_offer',
  'dispute_offer_accepted',
  'dispute_offer_declined',
  'dispute_offer_withdrawn',
  'dispute_escalated',
  'dispute_resolved',
  'dispute_withdrawn',
  'tipped',
  'extra_proposed',
  'extra_accepted',
  'extra_declined',
  'extra_withdrawn',
  'extra_paid',
]);
export type ContractEventKind = z.infer<typeof ContractEventKindSchema>;

/** What the viewer may do now; the page shows exactly these buttons (the machine's offered moves). */
export const ContractActionSchema = /* @__PURE__ */ z.enum(CONTRACT_OFFERS);
export type ContractAction = z.infer<typeof ContractActionSchema>;

export const ContractPartySchema = /* @__PURE__ */ z
  .object({
    userId: z.string(),
    profileId: z.string().nullable(),
    name: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  })
  .meta({ id: 'ContractParty' });
export type ContractParty = z.infer<typeof ContractPartySchema>;

export const ContractFileSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    name: z.string(),
    size: z.number().int(),
    contentType: z.string(),
    url: z.string().meta({ description: '/api/contracts/{id}/files/{fileId}: the parties only' }),
    /** Images and video: …/files/{fileId}/preview, shown inline to the same people. */
    previewUrl: z.string().nullable().optional(),
  })
  .meta({ id: 'ContractFile' });
export type ContractFile = z.infer<typeof ContractFileSchema>;

export const MilestoneSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    position: z.number().int(),
    title: z.string(),
    amountCents: z.number().int(),
    status: MilestoneStatusSchema,
    fundedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    autoAcceptAt: z.string().nullable(),
    releasedAt: z.string().nullable(),
    refundedAt: z.string().nullable(),
  })
  .meta({ id: 'Milestone' });
export type Milestone = z.infer<typeof MilestoneSchema>;

export const ContractEventSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    kind: ContractEventKindSchema,
    milestoneId: z.string().nullable(),
    actor: z.enum(['client', 'freelancer', 'system']),
    message: z.string().nullable(),
    files: z.array(ContractFileSchema),
    data: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'ContractEvent' });
export type ContractEvent = z.infer<typeof ContractEventSchema>;

export const ContractReviewSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    direction: z.enum(['client_to_freelancer', 'freelancer_to_client']),
    rating: z.number().int(),
    comment: z.string(),
    commentLang: z
      .enum(['en', 'tr'])
      .nullable()
      .meta({ description: 'Language of the comment; null when unsure' }),
    reply: z.string().nullable(),
    createdAt: z.string(),
    /** False while it waits for the other side (shown to its writer only). */
    visible: z.boolean(),
  })
  .meta({ id: 'ContractReview' });
export type ContractReview = z.infer<typeof ContractReviewSchema>;

/** A request to move the due date (decision 113); 'lapsed' when the contract ended while it waited. */
export const ContractExtensionSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    by: z.enum(['client', 'freelancer']),
    reason: z.string(),
    previousDueAt: z.string(),
    dueAt: z.string(),
    status: z.enum(EXTENSION_STATUSES),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
  })
  .meta({ id: 'ContractExtension' });
export type ContractExtension = z.infer<typeof ContractExtensionSchema>;

/** A contract in a list (Orders, My projects, chat's contract card). */
export const ContractSummarySchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    kind: z.enum(['project', 'service']),
    title: z.string(),
    status: ContractStatusSchema,
    priceCents: z.number().int(),
    releasedCents: z.number().int(),
    awaitingFunding: z.boolean().meta({
      description: 'Working, nothing held in escrow, a milestone still to fund: nothing to deliver yet',
    }),
    dueAt: z.string().nullable(),
    late: z.boolean(),
    role: z.enum(['client', 'freelancer']).meta({ description: "The viewer's side" }),
    client: ContractPartySchema,
    freelancer: ContractPartySchema,
    projectId: z.string().nullable(),
    serviceId: z.string().nullable(),
    packageTier: z.enum(PACKAGE_TIERS).nullable(),
    packageName: z.string().nullable(),
    cancelRequested: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ContractSummary' });
export type ContractSummary = z.infer<typeof ContractSummarySchema>;

export const ContractListSchema = /* @__PURE__ */ z
  .object({ items: z.array(ContractSummarySchema) })
  .meta({ id: 'ContractList' });
export type ContractList = z.infer<typeof ContractListSchema>;

/** What happened to a milestone's money (decision 090): the numbers the ledger posted. */
export const MilestoneMoneySchema = /* @__PURE__ */ z
  .object({
    priceCents: z.number().int(),
    fundedCents: z.number().int(),
    /** Held in escrow now. */
    heldCents: z.number().int(),
    /** Gross part paid to the freelancer, before the platform fee. */
    releasedCents: z.number().int(),
    feeCents: z.number().int(),
    /** What reached the freelancer. */
    freelancerNetCents: z.number().int(),
    refundedCents: z.number().int(),
  })
  .meta({ id: 'MilestoneMoney' });
export type MilestoneMoney = z.infer<typeof MilestoneMoneySchema>;

/** An extra of the contract (decision 116): chosen with the order, or proposed later. */
export const ContractExtraSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    name: z.string(),
    priceCents: z.number().int(),
    days: z.number().int(),
    status: z.enum(EXTRA_STATUSES),
    /** Who proposed it; null: chosen with the order. */
    by: z.enum(['client', 'freelancer']).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ContractExtra' });
export type ContractExtra = z.infer<typeof ContractExtraSchema>;

export const ContractDetailSchema = /* @__PURE__ */ ContractSummarySchema.extend({
  deliveryDays: z.number().int(),
  revisionsAllowed: z.number().int().nullable(),
  revisionsUsed: z.number().int(),
  packageFeatures: z.array(z.string()),
  requirements: z.string().nullable(),
  requirementsAt: z.string().nullable(),
  cancelRequest: z.union([
    z.object({
      by: z.enum(['client', 'freelancer']),
      reason: z.string(),
      refundTo: z.enum(REFUND_DESTINATIONS).nullable(),
      requestedAt: z.string(),
    }),
    z.null(),
  ]),
  milestones: z.array(MilestoneSchema),
  /** The extras, oldest first: chosen with the order, then proposed later (one open at a time). */
  extras: z.array(ContractExtraSchema),
  /** Every extension request, oldest first; at most one is pending. */
  extensions: z.array(ContractExtensionSchema),
  /**
   * When the client may cancel the late work alone (due date + LATE_CANCEL_HOURS), while the work
   * is in progress with a due date; null otherwise.
   */
  lateCancelFrom: z.string().nullable(),
  events: z.array(ContractEventSchema),
  reviews: z.array(ContractReviewSchema),
  actions: z.array(ContractActionSchema),
  /** Escrow held now for this contract (funded, not released nor refunded). */
  escrowCents: z.number().int(),
  refundedCents: z.number().int(),
  /** Per milestone (by id) and in total: price, funded, held, released, fee, net, refunded. */
  money: z.object({
    milestones: z.record(z.string(), MilestoneMoneySchema),
    total: MilestoneMoneySchema,
    /** The client's tip after completion, paid to the freelancer whole (no platform fee, decision 116). */
    tipCents: z.number().int(),
  }),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The contract's latest dispute (decision 061); while it is open the contract is frozen. */
  dispute: z.union([z.object({ id: z.string(), status: z.enum(DISPUTE_STATUSES) }), z.null()]),
}).meta({ id: 'ContractDetail' });
export type ContractDetail = z.infer<typeof ContractDetailSchema>;

/** A review of a service, on its public page (visible reviews only). */
export const ServiceReviewSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    rating: z.number().int(),
    comment: z.string(),
    commentLang: z
      .enum(['en', 'tr'])
      .nullable()
      .meta({ description: 'Language of the comment; null when unsure' }),
    commentAlt: ReviewAltSchema.nullable().meta({
      description: "The reviewer's own comment in the other language",
    }),
    reply: z.string().nullable(),
    createdAt: z.string(),
    packageTier: z.enum(PACKAGE_TIERS).nullable(),
    reviewer: ContractPartySchema,
  })
  .meta({ id: 'ServiceReview' });
export type ServiceReview = z.infer<typeof ServiceReviewSchema>;

export const ServiceReviewListSchema = /* @__PURE__ */ z
  .object({ items: z.array(ServiceReviewSchema), average: z.number().nullable(), count: z.number().int() })
  .meta({ id: 'ServiceReviewList' });
export type ServiceReviewList = z.infer<typeof ServiceReviewListSchema>;

/** POST /api/services/{id}/orders: the checkout to open (as Start Now's) and the new order. */
export const OrderCheckoutSchema = /* @__PURE__ */ checkoutResponse
  .extend({ contractId: z.string() })
  .meta({ id: 'OrderCheckout' });
export type OrderCheckout = z.infer<typeof OrderCheckoutSchema>;

/** Approving an application: optionally the client's split of the price into milestones. */
export const approveInput = z.strictObject({ milestones: milestonesInput.optional() });
export type ApproveInput = z.infer<typeof approveInput>;
