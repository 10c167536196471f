import { z } from 'zod';
import { LISTING_LANGS } from './alt-texts';
import { shownText } from './shown-text';

/* The second version of a listing as its author sends it (decision 130). Messages are translation keys. */

export const altLang = z.enum(LISTING_LANGS, { error: 'common:validation.altLanguage' });

/** A profile's title and 'about' text in the second language (either may be left empty). */
export const profileAltInput = z.strictObject({
  lang: altLang,
  title: shownText(z.string().trim().max(100, 'profile:edit.error.titleLength'))
    .nullish()
    .transform((v) => (v ? v : null)),
  bio: z
    .string()
    .trim()
    .max(2000, 'profile:edit.error.bioLength')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ProfileAltInput = z.input<typeof profileAltInput>;
export type ProfileAltValues = z.output<typeof profileAltInput>;
