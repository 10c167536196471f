import { z } from 'zod';
import { PACKAGE_TIERS } from './package-tiers';

/*
 * A listing in two languages (decision 130): the author writes the texts in one language (the
 * row's own columns, with their detected language) and may add the same texts in the other
 * language. The second version is stored with its language beside the row (`alt_texts`) and the
 * reader sees the version in their language, marked as written by the author in both languages.
 * Here what is stored and answered; the inputs, with their messages, are beside their first
 * versions' (service.ts, profile.ts), so a page reading an answer loads no catalogue for them.
 */

import { LISTING_LANGS } from '../listing-langs';

export { LISTING_LANGS, type ListingLang, versionIn } from '../listing-langs';

/** The language of a second version as its author sends it (its message is in the core catalogue). */
export const altLang = z.enum(LISTING_LANGS, { error: 'common:validation.altLanguage' });

/* What is stored (jsonb) and answered. */

export const PackageAltSchema = /* @__PURE__ */ z
  .object({
    tier: z.enum(PACKAGE_TIERS),
    name: z.string(),
    description: z.string(),
    features: z.array(z.string()),
  })
  .meta({ id: 'PackageAlt' });
export type PackageAlt = z.infer<typeof PackageAltSchema>;

export const ServiceAltSchema = /* @__PURE__ */ z
  .object({
    lang: z.enum(LISTING_LANGS),
    header: z.string(),
    explanation: z.string(),
    pricing: z.string().nullable(),
    packages: z.array(PackageAltSchema),
  })
  .meta({ id: 'ServiceAlt', description: "The seller's own texts in the other language (decision 130)" });
export type ServiceAlt = z.infer<typeof ServiceAltSchema>;

export const ProfileAltSchema = /* @__PURE__ */ z
  .object({ lang: z.enum(LISTING_LANGS), title: z.string().nullable(), bio: z.string().nullable() })
  .meta({
    id: 'ProfileAlt',
    description: "The freelancer's own title and 'about' text in the other language",
  });
export type ProfileAlt = z.infer<typeof ProfileAltSchema>;

export const ProjectAltSchema = /* @__PURE__ */ z
  .object({
    lang: z.enum(LISTING_LANGS),
    title: z.string(),
    description: z.string(),
    requirements: z.array(z.string()),
  })
  .meta({ id: 'ProjectAlt', description: "The client's own texts in the other language" });
export type ProjectAlt = z.infer<typeof ProjectAltSchema>;

export const ReviewAltSchema = /* @__PURE__ */ z
  .object({ lang: z.enum(LISTING_LANGS), comment: z.string() })
  .meta({ id: 'ReviewAlt', description: "The reviewer's own comment in the other language" });
export type ReviewAlt = z.infer<typeof ReviewAltSchema>;

/** A card's title in the other language (search results, lists). */
export const TitleAltSchema = /* @__PURE__ */ z
  .object({ lang: z.enum(LISTING_LANGS), title: z.string() })
  .meta({ id: 'TitleAlt' });
export type TitleAlt = z.infer<typeof TitleAltSchema>;

/** A project card's title and description start in the other language. */
export const ProjectCardAltSchema = /* @__PURE__ */ z
  .object({ lang: z.enum(LISTING_LANGS), title: z.string(), description: z.string() })
  .meta({ id: 'ProjectCardAlt' });
export type ProjectCardAlt = z.infer<typeof ProjectCardAltSchema>;
