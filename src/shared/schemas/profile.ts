import { z } from 'zod';
import { FreelancerCardSchema } from './freelancer-card';

export { type FreelancerCard, FreelancerCardSchema } from './freelancer-card';

import { altLang, ProfileAltSchema, ReviewAltSchema, ServiceAltSchema } from './alt-texts';
import { shownText } from './shown-text';

/* Messages are translation keys ('ns:key'); both the edit dialog and the server translate them. */

export const PROFILE_LIMITS = {
  name: 100,
  title: 100,
  location: 100,
  bio: 2000,
  hourlyRateMax: 1_000_000,
  yearsMax: 80,
  skills: 30,
  skillLength: 50,
} as const;

/** Per account: images in a portfolio, and avatar plus portfolio uploads an hour (shown on the page). */
export const PORTFOLIO_MAX_ITEMS = 50;
export const PROFILE_UPLOADS_PER_HOUR = 20;

/** Optional text: trimmed, empty saved as null. */
const optionalText = (max: number, key: string, shown = false) =>
  (shown ? shownText(z.string().trim().max(max, key)) : z.string().trim().max(max, key))
    .nullish()
    .transform((v) => (v ? v : null));

/** Accepts what a number input gives (a string) or a JSON number; empty means "not given". */
const blankable = z.union([z.string(), z.number(), z.null()]).optional();
const isBlank = (v: string | number | null | undefined) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const hourlyRate = blankable.transform((v, ctx) => {
  if (isBlank(v)) return null;
  const text = typeof v === 'number' ? String(v) : String(v).trim();
  // Step 0.01: at most two decimals, never negative, no exponent notation.
  if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) > PROFILE_LIMITS.hourlyRateMax) {
    ctx.addIssue({ code: 'custom', message: 'profile:edit.error.hourlyRate' });
    return z.NEVER;
  }
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
});

const years = blankable.transform((v, ctx) => {
  if (isBlank(v)) return null;
  const text = typeof v === 'number' ? String(v) : String(v).trim();
  if (!/^\d{1,2}$/.test(text) || Number(text) > PROFILE_LIMITS.yearsMax) {
    ctx.addIssue({ code: 'custom', message: 'profile:edit.error.years' });
    return z.NEVER;
  }
  return Number(text);
});

/** "React, , Node " → ["React", "Node"]: comma separated, trimmed, empties and repeats dropped. */
export function parseSkills(value: string | string[]): string[] {
  const parts = (Array.isArray(value) ? value : value.split(',')).map((s) => s.trim()).filter(Boolean);
  return [...new Set(parts)];
}

const skills = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v, ctx) => {
    const list = v === undefined ? [] : parseSkills(v);
    if (list.length > PROFILE_LIMITS.skills) {
      ctx.addIssue({ code: 'custom', message: 'profile:edit.error.skillsCount' });
      return z.NEVER;
    }
    if (list.some((s) => s.length > PROFILE_LIMITS.skillLength)) {
      ctx.addIssue({ code: 'custom', message: 'profile:edit.error.skillLength' });
      return z.NEVER;
    }
    return list;
  });

/** The title and 'about' text in the other language (decision 130; either may be left empty). */
export const profileAltInput = z.strictObject({
  lang: altLang,
  title: optionalText(PROFILE_LIMITS.title, 'profile:edit.error.titleLength', true),
  bio: optionalText(PROFILE_LIMITS.bio, 'profile:edit.error.bioLength'),
});

export const updateProfileInput = z.strictObject({
  name: shownText(
    z
      .string({ error: 'profile:edit.error.nameRequired' })
      .trim()
      .min(1, 'profile:edit.error.nameRequired')
      .max(PROFILE_LIMITS.name, 'profile:edit.error.nameLength'),
  ),
  title: optionalText(PROFILE_LIMITS.title, 'profile:edit.error.titleLength', true),
  location: optionalText(PROFILE_LIMITS.location, 'profile:edit.error.locationLength'),
  bio: optionalText(PROFILE_LIMITS.bio, 'profile:edit.error.bioLength'),
  hourlyRate,
  yearsOfExperience: years,
  skills,
  /** The title and 'about' text in the other language (decision 130): left out keeps them, null removes them. */
  alt: profileAltInput.nullable().optional(),
});
/** What the dialog holds (strings) and the API accepts. */
export type UpdateProfileFormValues = z.input<typeof updateProfileInput>;
/** What the server stores: hourly rate in cents, empties as null, skills as a list. */
export type UpdateProfileInput = z.output<typeof updateProfileInput>;

/*
 * Answers. Every response of /api/profiles and /api/portfolio is declared here once: the routes
 * document it, the presenters are typed by it and the web reads its types from it. Component
 * names are zod metadata ids (`.meta({ id })`), which the OpenAPI generator turns into
 * components/schemas entries; plain zod keeps this file free of server code.
 */

/** Fields anyone may see on a visible profile. Privacy switches and e-mail preferences stay out. */
const publicProfileFields = () => ({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  bioLang: z
    .enum(['en', 'tr'])
    .nullable()
    .meta({ description: 'Language of bio, detected on save; null when unsure' }),
  alt: ProfileAltSchema.nullable(),
  hourlyRateCents: z.number().int().nullable(),
  yearsOfExperience: z.number().int().nullable(),
  skills: z.array(z.string()),
  avatarUrl: z.string().nullable(),
  avatarThumbUrl: z.string().nullable(),
  createdAt: z.string(),
});

export const PublicProfileSchema = /* @__PURE__ */ z
  .object(publicProfileFields())
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

export const OwnProfileSchema = /* @__PURE__ */ z
  .object({
    ...publicProfileFields(),
    email: z.string(),
    language: z.enum(['en', 'tr']),
    profileVisible: z.boolean(),
    showPortfolio: z.boolean(),
  })
  .meta({ id: 'OwnProfile' });
export type OwnProfile = z.infer<typeof OwnProfileSchema>;

/** The seller's response time (shared/response-time.ts, server lib/response-time.ts). */
export const ResponseSecondsSchema = /* @__PURE__ */ z.number().int().min(0).nullable().meta({
  description:
    "Median seconds from a client's first message in a conversation to the seller's first reply, over the last 90 days; a first message unanswered for 24 hours counts as 7776000 (the window). Null with fewer than 3 first messages (no data yet)",
});

export const ProfileStatsSchema = /* @__PURE__ */ z
  .object({
    projectsCompleted: z.number().int(),
    successRate: z.number().int().meta({ description: 'Whole percent' }),
    repeatedWorks: z.number().int(),
    canceledWorks: z.number().int(),
    averageRating: z.number().nullable().meta({ description: 'One decimal, out of 5; null without reviews' }),
    reviewCount: z.number().int(),
    responseSeconds: ResponseSecondsSchema,
    isNew: z.boolean().meta({
      description: "No completed order or project yet: shown as 'New' instead of zero figures",
    }),
  })
  .meta({ id: 'ProfileStats' });
export type ProfileStats = z.infer<typeof ProfileStatsSchema>;

export const ProfilePageSchema = /* @__PURE__ */ z
  .object({
    ...publicProfileFields(),
    isOwner: z.boolean(),
    profileVisible: z
      .boolean()
      .meta({ description: 'False only when the owner looks at their own hidden profile (others get 404)' }),
    showPortfolio: z.boolean(),
    contactEmail: z.string().nullable().meta({
      description:
        "The owner's e-mail address, for signed-in visitors when 'Show contact information' is on (always for the owner); null otherwise",
    }),
    stats: ProfileStatsSchema,
  })
  .meta({ id: 'ProfilePage' });
export type ProfilePage = z.infer<typeof ProfilePageSchema>;

export const PortfolioItemSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    profileId: z.string(),
    url: z.string(),
    title: z.string(),
    description: z.string(),
    type: z.enum(['image', 'video-embed']),
    createdAt: z.string(),
  })
  .meta({ id: 'PortfolioItem' });
export type PortfolioItem = z.infer<typeof PortfolioItemSchema>;

export const PortfolioListSchema = /* @__PURE__ */ z
  .object({
    items: z.array(PortfolioItemSchema),
    hidden: z.boolean().meta({ description: 'The owner hides the portfolio (others then get no items)' }),
  })
  .meta({ id: 'PortfolioList' });
export type PortfolioList = z.infer<typeof PortfolioListSchema>;

export const ProfileReviewSchema = /* @__PURE__ */ z
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
    /** The reviewed freelancer's one public answer. */
    reply: z.string().nullable(),
    createdAt: z.string(),
    reviewer: z.object({
      profileId: z.string().nullable(),
      /** The account the default avatar is drawn from (null when the account is gone). */
      userId: z.string().nullable(),

      name: z
        .string()
        .nullable()
        .meta({ description: "Null when the reviewer's account is gone; shown as 'Anonymous'" }),
      avatarUrl: z.string().nullable(),
    }),
  })
  .meta({ id: 'ProfileReview' });
export type ProfileReview = z.infer<typeof ProfileReviewSchema>;

export const ProfileReviewListSchema = /* @__PURE__ */ z
  .object({ items: z.array(ProfileReviewSchema) })
  .meta({ id: 'ProfileReviews' });
export type ProfileReviewList = z.infer<typeof ProfileReviewListSchema>;

/** A service as the profile page's Services tab shows it: at most three images. */
export const ProfileServiceSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    header: z.string(),
    category: z.string(),
    subcategory: z.string(),
    explanation: z.string(),
    pricing: z.string(),
    alt: ServiceAltSchema.pick({ lang: true, header: true, explanation: true, pricing: true })
      .nullable()
      .meta({ description: "The seller's own texts in the other language (decision 130)" }),
    createdAt: z.string(),
    images: z.array(z.object({ id: z.string(), imageUrl: z.string() })).max(3),
  })
  .meta({ id: 'ProfileService' });
export type ProfileService = z.infer<typeof ProfileServiceSchema>;

export const ProfileServiceListSchema = /* @__PURE__ */ z
  .object({ items: z.array(ProfileServiceSchema) })
  .meta({ id: 'ProfileServices' });
export type ProfileServiceList = z.infer<typeof ProfileServiceListSchema>;

/** Who a freelancer is, without figures: the card's first fields. */
export const FreelancerIdentitySchema = /* @__PURE__ */ FreelancerCardSchema.pick({
  profileId: true,
  userId: true,
  name: true,
  title: true,
  titleAlt: true,
  location: true,
  avatarUrl: true,
}).meta({ id: 'FreelancerIdentity' });
export type FreelancerIdentity = z.infer<typeof FreelancerIdentitySchema>;
