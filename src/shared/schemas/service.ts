import { z } from 'zod';
import { CATEGORY_INPUT_IDS } from '../categories';
import { isValidPair, normalizeCategory } from '../taxonomy';
import { altLang, ServiceAltSchema } from './alt-texts';
import { PACKAGE_TIERS, packageInput, packagesInput, ServicePackageSchema } from './contract';
import { ModerationHideSchema } from './moderation';
import { FreelancerIdentitySchema, ResponseSecondsSchema } from './profile';
import { shownText } from './shown-text';

/* Messages are translation keys ('ns:key'); the wizard and the server translate them (spec part 2 §5). */

export const SERVICE_LIMITS = {
  header: { min: 10, max: 200 },
  explanation: { min: 50, max: 5000 },
  pricing: { min: 10, max: 1000 },
} as const;

/** Showcase images per service and per file; the spec sets none, these keep one request bounded. */
export const SERVICE_IMAGE_MAX_COUNT = 8;
export const SERVICE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** All images of one request together: the server's multipart body limit (MAX_UPLOAD_BODY_BYTES) is 10 MB. */
export const SERVICE_IMAGES_MAX_TOTAL_BYTES = 10 * 1024 * 1024;
export const SERVICE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

const { header: H, explanation: E, pricing: P } = SERVICE_LIMITS;

/**
 * The categories as an enum, as a project's (the API description lists them); legacy short ids are
 * accepted and stored as the canonical id.
 */
export const serviceCategory = z
  .enum(CATEGORY_INPUT_IDS, { error: 'selling:validation.category' })
  .transform((v) => normalizeCategory(v) ?? v);

export const serviceHeader = shownText(
  z
    .string({ error: 'selling:validation.headerMin' })
    .trim()
    .min(H.min, 'selling:validation.headerMin')
    .max(H.max, 'selling:validation.headerMax'),
);

export const serviceExplanation = z
  .string({ error: 'selling:validation.explanationMin' })
  .trim()
  .min(E.min, 'selling:validation.explanationMin')
  .max(E.max, 'selling:validation.explanationMax');

export const servicePricing = z
  .string({ error: 'selling:validation.pricingMin' })
  .trim()
  .min(P.min, 'selling:validation.pricingMin')
  .max(P.max, 'selling:validation.pricingMax');

/** One package's texts in the second language, by tier: the same fields and rules as the first. */
export const packageAltInput = packageInput.pick({
  tier: true,
  name: true,
  description: true,
  features: true,
});

/** A service's texts in the second language: header, explanation, optional pricing text and packages. */
export const serviceAltInput = z
  .strictObject({
    lang: altLang,
    header: serviceHeader,
    explanation: serviceExplanation,
    pricing: servicePricing.optional(),
    packages: z.array(packageAltInput).max(PACKAGE_TIERS.length).default([]),
  })
  .refine((v) => new Set(v.packages.map((p) => p.tier)).size === v.packages.length, {
    message: 'contracts:validation.packagesTierTwice',
    path: ['packages'],
  });
export type ServiceAltInput = z.input<typeof serviceAltInput>;
export type ServiceAltValues = z.output<typeof serviceAltInput>;

const subcategory = z.string({ error: 'selling:validation.subcategory' }).trim();

/** Step 1 of the wizard on its own. */
export const serviceCategoryStep = z
  .object({ category: serviceCategory, subcategory })
  .superRefine((v, ctx) => {
    // Only once a category is chosen: 'Please select a category' alone says what to do first.
    if (normalizeCategory(String(v.category ?? '')) && !isValidPair(v.category, v.subcategory))
      ctx.addIssue({ code: 'custom', path: ['subcategory'], message: 'selling:validation.subcategory' });
  });

export const serviceDetailsStep = z.object({ header: serviceHeader, explanation: serviceExplanation });
export const servicePricingStep = z.object({ pricing: servicePricing });

/** A whole service, as created by the wizard and the API. Legacy category values become canonical ids. */
export const serviceInput = z
  .strictObject({
    category: serviceCategory,
    subcategory,
    header: serviceHeader,
    explanation: serviceExplanation,
    pricing: servicePricing,
    /** Up to three packages (Basic, Standard, Premium); none keeps the free-text pricing alone. */
    packages: packagesInput.optional(),
    /** The same texts in the other language (decision 130); none: written in one language. */
    alt: serviceAltInput.nullish(),
  })
  .superRefine((v, ctx) => {
    // Only once a category is chosen: 'Please select a category' alone says what to do first.
    if (normalizeCategory(String(v.category ?? '')) && !isValidPair(v.category, v.subcategory))
      ctx.addIssue({ code: 'custom', path: ['subcategory'], message: 'selling:validation.subcategory' });
  });
export type ServiceInput = z.input<typeof serviceInput>;
export type ServiceValues = z.output<typeof serviceInput>;

/**
 * An edit: any of the fields. A new category needs a subcategory of that category; the server
 * checks the pair against the stored row when only one of them is sent.
 */
export const serviceUpdateInput = z
  .strictObject({
    category: serviceCategory.optional(),
    subcategory: subcategory.optional(),
    header: serviceHeader.optional(),
    explanation: serviceExplanation.optional(),
    pricing: servicePricing.optional(),
    /** The whole set of packages: replaces every stored package ([] removes them all). */
    packages: packagesInput.optional(),
    /** The texts in the other language: replaces the stored ones (null removes them). */
    alt: serviceAltInput.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'selling:validation.nothingToUpdate',
  });
export type ServiceUpdateInput = z.input<typeof serviceUpdateInput>;

/*
 * Answers of /api/services, declared once: the routes document them, the presenters are typed
 * by them and the web reads its types from them (component names are zod metadata ids).
 */

export const ServiceImageSchema = /* @__PURE__ */ z
  .object({ id: z.string(), url: z.string() })
  .meta({ id: 'ServiceImage' });
export type ServiceImage = z.infer<typeof ServiceImageSchema>;

export const ServiceSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    profileId: z.string(),
    category: z.string().meta({ description: 'Canonical category id (src/shared/categories.ts)' }),
    subcategory: z.string().meta({ description: 'Subcategory id (src/shared/taxonomy.ts)' }),
    header: z.string(),
    explanation: z.string(),
    contentLang: z
      .enum(['en', 'tr'])
      .nullable()
      .meta({ description: 'Language of header and explanation; null when unsure' }),
    pricing: z.string(),
    alt: ServiceAltSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    images: z.array(ServiceImageSchema),
    packages: z.array(ServicePackageSchema).meta({ description: 'Ordered basic, standard, premium' }),
    /** Hidden by moderation (decision 060): only its owner sees it, with the reason. */
    moderation: z.union([ModerationHideSchema, z.null()]).optional(),
  })
  .meta({ id: 'Service' });
export type Service = z.infer<typeof ServiceSchema>;

/** One service on its public page, with who offers it. */
export const ServiceSellerSchema = /* @__PURE__ */ z
  .object({
    rating: z.number().nullable().meta({ description: 'Average review rating (1-5), one decimal' }),
    reviewCount: z.number().int(),
    memberSince: z.string().meta({ description: 'When the profile was created (ISO date)' }),
    languages: z.array(z.enum(['en', 'tr'])).meta({ description: 'Languages the seller uses on the site' }),
    responseSeconds: ResponseSecondsSchema,
    completedCount: z.number().int().meta({ description: 'Completed orders and projects of the seller' }),
    isNew: z.boolean().meta({
      description: "No completed order or project yet: shown as 'New' instead of zero figures",
    }),
  })
  .meta({ id: 'ServiceSeller' });
export type ServiceSeller = z.infer<typeof ServiceSellerSchema>;

export const PublicServiceSchema = /* @__PURE__ */ ServiceSchema.extend({
  freelancer: FreelancerIdentitySchema,
  seller: ServiceSellerSchema,
}).meta({
  id: 'PublicService',
});
export type PublicService = z.infer<typeof PublicServiceSchema>;

export const ServiceListSchema = /* @__PURE__ */ z
  .object({ services: z.array(ServiceSchema) })
  .meta({ id: 'ServiceList' });
export type ServiceList = z.infer<typeof ServiceListSchema>;
