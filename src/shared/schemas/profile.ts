import { z } from 'zod';

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

/** Optional text: trimmed, empty saved as null. */
const optionalText = (max: number, key: string) =>
  z
    .string()
    .trim()
    .max(max, key)
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

export const updateProfileInput = z.strictObject({
  name: z
    .string({ error: 'profile:edit.error.nameRequired' })
    .trim()
    .min(1, 'profile:edit.error.nameRequired')
    .max(PROFILE_LIMITS.name, 'profile:edit.error.nameLength'),
  title: optionalText(PROFILE_LIMITS.title, 'profile:edit.error.titleLength'),
  location: optionalText(PROFILE_LIMITS.location, 'profile:edit.error.locationLength'),
  bio: optionalText(PROFILE_LIMITS.bio, 'profile:edit.error.bioLength'),
  hourlyRate,
  yearsOfExperience: years,
  skills,
});
/** What the dialog holds (strings) and the API accepts. */
export type UpdateProfileFormValues = z.input<typeof updateProfileInput>;
/** What the server stores: hourly rate in cents, empties as null, skills as a list. */
export type UpdateProfileInput = z.output<typeof updateProfileInput>;
