import { z } from 'zod';
import type { PackageTier } from './package-tiers';

/*
 * POST /api/translations: user content in the reader's language (decision 071), translated once
 * through the configured provider and cached per entity, field, target language and source text.
 */

export const TRANSLATABLE_ENTITIES = ['project', 'service', 'profile', 'review'] as const;
export type TranslatableEntity = (typeof TRANSLATABLE_ENTITIES)[number];
/** A package's texts, by tier: its name, description and features (one per line). */
export const PACKAGE_TEXT_FIELDS = [
  'basic.name',
  'basic.description',
  'basic.features',
  'standard.name',
  'standard.description',
  'standard.features',
  'premium.name',
  'premium.description',
  'premium.features',
] as const satisfies readonly `${PackageTier}.${'name' | 'description' | 'features'}`[];
export const TRANSLATABLE_FIELDS = [
  'title',
  'description',
  'header',
  'explanation',
  'pricing',
  ...PACKAGE_TEXT_FIELDS,
  'bio',
  'comment',
] as const;
export type TranslatableField = (typeof TRANSLATABLE_FIELDS)[number];

export const contentTranslationInput = /* @__PURE__ */ z
  .strictObject({
    entity: z.enum(TRANSLATABLE_ENTITIES),
    id: z.string().uuid(),
    target: z.enum(['en', 'tr']).meta({ description: "The reader's language" }),
  })
  .meta({ id: 'ContentTranslationInput' });
export type ContentTranslationInput = z.infer<typeof contentTranslationInput>;

export const ContentTranslationSchema = /* @__PURE__ */ z
  .object({
    entity: z.enum(TRANSLATABLE_ENTITIES),
    id: z.string(),
    source: z.enum(['en', 'tr']).meta({ description: 'The detected language of the content' }),
    target: z.enum(['en', 'tr']),
    fields: z.array(z.object({ field: z.enum(TRANSLATABLE_FIELDS), text: z.string() })).meta({
      description:
        "Each translatable field of the entity (project: title, description; service: header, explanation, pricing and each package's name, description and features, one per line, as `<tier>.<field>`; profile: bio; review: comment)",
    }),
  })
  .meta({ id: 'ContentTranslation' });
export type ContentTranslation = z.infer<typeof ContentTranslationSchema>;
