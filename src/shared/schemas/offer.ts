import { z } from 'zod';
import { OFFER_ACTIONS, OFFER_REQUEST_STATUSES, OFFER_STATUSES } from '../offer-machine';
import { MILESTONE_TITLE_MAX, MILESTONES_MAX, OrderCheckoutSchema, PACKAGE_LIMITS } from './contract';
import { shownText } from './shown-text';

/*
 * Custom offers in the chat (decision 121): a freelancer's offer to a client in their conversation,
 * and a client's request for one from a service page. Prices are typed in dollars, as every money
 * input of the site, and answered in integer cents. Messages are translation keys ('ns:key').
 */

export const OFFER_LIMITS = {
  description: { min: 1, max: 2000 },
  /** The same bounds as a service package: USD 5 to 10,000. */
  priceCents: PACKAGE_LIMITS.priceCents,
  deliveryDays: PACKAGE_LIMITS.deliveryDays,
  revisions: PACKAGE_LIMITS.revisions,
  /** An offer may expire this many days after it is sent. */
  expiresInDays: { min: 1, max: 30 },
  /** Pending offers from one freelancer to one client at a time. */
  pendingPerPair: 3,
  /** Open requests from one client to one freelancer at a time. */
  openRequestsPerPair: 3,
  requestDescription: { min: 1, max: 1000 },
} as const;

const dollars = (min: number, max: number, key: string) =>
  z
    .number({ error: key })
    .finite(key)
    .min(min / 100, key)
    .max(max / 100, key)
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), key);

const int = (min: number, max: number, key: string) =>
  z.number({ error: key }).int(key).min(min, key).max(max, key);

export const offerMilestoneInput = z.strictObject({
  title: shownText(
    z
      .string({ error: 'offers:validation.milestoneTitle' })
      .trim()
      .min(1, 'offers:validation.milestoneTitle')
      .max(MILESTONE_TITLE_MAX, 'offers:validation.milestoneTitle'),
  ),
  amount: dollars(100, OFFER_LIMITS.priceCents.max, 'offers:validation.milestoneAmount'),
});

const cents = (dollarsValue: number) => Math.round(dollarsValue * 100);

/** A freelancer's custom offer; the milestones, when given, add up to the price. */
export const offerInput = z
  .strictObject({
    description: z
      .string({ error: 'offers:validation.description' })
      .trim()
      .min(OFFER_LIMITS.description.min, 'offers:validation.description')
      .max(OFFER_LIMITS.description.max, 'offers:validation.description'),
    /** In dollars, as typed (USD 5 to 10,000, as a service package). */
    price: dollars(OFFER_LIMITS.priceCents.min, OFFER_LIMITS.priceCents.max, 'offers:validation.price'),
    deliveryDays: int(
      OFFER_LIMITS.deliveryDays.min,
      OFFER_LIMITS.deliveryDays.max,
      'offers:validation.deliveryDays',
    ),
    /** Null: unlimited. */
    revisions: int(OFFER_LIMITS.revisions.min, OFFER_LIMITS.revisions.max, 'offers:validation.revisions')
      .nullable()
      .default(null),
    milestones: z
      .array(offerMilestoneInput)
      .min(2, 'offers:validation.milestonesMin')
      .max(MILESTONES_MAX, 'offers:validation.milestonesMax')
      .optional(),
    /** Days until the offer expires; none: it waits until answered or withdrawn. */
    expiresInDays: int(
      OFFER_LIMITS.expiresInDays.min,
      OFFER_LIMITS.expiresInDays.max,
      'offers:validation.expiresInDays',
    ).optional(),
    /** The client's request this offer answers. */
    requestId: z.uuid({ error: 'offers:validation.requestId' }).optional(),
  })
  .refine(
    (o) => !o.milestones || o.milestones.reduce((sum, m) => sum + cents(m.amount), 0) === cents(o.price),
    { message: 'offers:validation.milestonesSum', path: ['milestones'] },
  );
export type OfferInput = z.input<typeof offerInput>;

/** A client's request for a custom offer, from the freelancer's service page. */
export const offerRequestInput = z.strictObject({
  description: z
    .string({ error: 'offers:validation.requestDescription' })
    .trim()
    .min(OFFER_LIMITS.requestDescription.min, 'offers:validation.requestDescription')
    .max(OFFER_LIMITS.requestDescription.max, 'offers:validation.requestDescription'),
  /** In dollars, optional. */
  budget: dollars(
    OFFER_LIMITS.priceCents.min,
    OFFER_LIMITS.priceCents.max,
    'offers:validation.budget',
  ).optional(),
  /** The day the client needs it by (YYYY-MM-DD), optional; not in the past. */
  dueOn: z.iso.date({ error: 'offers:validation.dueOn' }).optional(),
  /** The freelancer's service it was asked from. */
  serviceId: z.uuid({ error: 'offers:validation.serviceId' }).optional(),
});
export type OfferRequestInput = z.input<typeof offerRequestInput>;

/* ---------- answers ---------- */

export const CustomOfferSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    conversationId: z.string(),
    requestId: z.string().nullable(),
    freelancerId: z.string(),
    clientId: z.string(),
    /** The viewer sent it (the viewer is its freelancer). */
    mine: z.boolean(),
    description: z.string(),
    priceCents: z.number().int(),
    deliveryDays: z.number().int(),
    revisions: z.number().int().nullable().meta({ description: 'Null: unlimited' }),
    milestones: z.array(z.object({ title: z.string(), amountCents: z.number().int() })),
    expiresAt: z.string().nullable(),
    status: z.enum(OFFER_STATUSES),
    /** The contract an accepted offer became (its parties open it). */
    contractId: z.string().nullable(),
    actions: z.array(z.enum(OFFER_ACTIONS)),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
  })
  .meta({ id: 'CustomOffer' });
export type CustomOffer = z.infer<typeof CustomOfferSchema>;

export const OfferRequestSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    conversationId: z.string(),
    clientId: z.string(),
    freelancerId: z.string(),
    /** The viewer asked (the viewer is its client). */
    mine: z.boolean(),
    serviceId: z.string().nullable(),
    serviceTitle: z.string().nullable(),
    description: z.string(),
    budgetCents: z.number().int().nullable(),
    dueOn: z.string().nullable(),
    status: z.enum(OFFER_REQUEST_STATUSES),
    createdAt: z.string(),
  })
  .meta({ id: 'OfferRequest' });
export type OfferRequest = z.infer<typeof OfferRequestSchema>;

export const ConversationOffersSchema = /* @__PURE__ */ z
  .object({ offers: z.array(CustomOfferSchema), requests: z.array(OfferRequestSchema) })
  .meta({ id: 'ConversationOffers' });
export type ConversationOffers = z.infer<typeof ConversationOffersSchema>;

export const OfferRequestSentSchema = /* @__PURE__ */ z
  .object({ conversationId: z.string(), request: OfferRequestSchema })
  .meta({ id: 'OfferRequestSent' });

/** Accepting an offer: its contract and the checkout to open (as ordering a service). */
export const OfferCheckoutSchema = OrderCheckoutSchema;
