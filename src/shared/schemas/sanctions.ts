import { z } from 'zod';

/* Account states from the terms (decision 063): inputs and answers of the sanctions routes. */

export const SANCTION_KINDS = [
  'warning',
  'restriction',
  'messaging_suspension',
  'closure',
  'listing_deactivation',
] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];

/** What an administrator may apply; listing deactivation is the reply job's. */
export const APPLIED_KINDS = ['warning', 'restriction', 'messaging_suspension', 'closure'] as const;

/** How long each state lasts; the others last until lifted. */
export const SANCTION_DAYS: Partial<Record<SanctionKind, number>> = {
  restriction: 10,
  messaging_suspension: 3,
};

/** Terms: a freelancer answers a client's first message within 24 hours, and 24 more after a reminder. */
export const REPLY_HOURS = 24;

const reason = z
  .string()
  .trim()
  .min(1, 'sanctions:error.reasonRequired')
  .max(1000, 'sanctions:error.reasonTooLong');

export const applySanctionInput = z
  .object({
    kind: z.enum(APPLIED_KINDS),
    reason,
    /** The report the administrator acted on, when they came from the report queue. */
    reportId: z.uuid().optional(),
  })
  .strict()
  .meta({ id: 'ApplySanctionInput' });
export type ApplySanctionInput = z.infer<typeof applySanctionInput>;

export const liftSanctionInput = z.object({ reason }).strict().meta({ id: 'LiftSanctionInput' });
export type LiftSanctionInput = z.infer<typeof liftSanctionInput>;

export const sanctionView = z
  .object({
    id: z.string(),
    kind: z.enum(SANCTION_KINDS),
    reason: z.string(),
    startsAt: z.string(),
    /** Null: until lifted. */
    endsAt: z.string().nullable(),
    /** In force at the time of the answer (not lifted, started, not ended). */
    active: z.boolean(),
    /** Null when the system applied it. */
    appliedBy: z.string().nullable(),
    liftedAt: z.string().nullable(),
    liftReason: z.string().nullable(),
    reportId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Sanction' });
export type SanctionView = z.infer<typeof sanctionView>;

/** The signed-in user's standing: what is in force now, and the history. */
export const accountStanding = z
  .object({
    now: z.string(),
    active: z.array(sanctionView),
    history: z.array(sanctionView),
  })
  .meta({ id: 'AccountStanding' });
export type AccountStanding = z.infer<typeof accountStanding>;

/** An account as the console's account page shows it. */
export const adminAccountView = z
  .object({
    user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    standing: accountStanding,
    /** Contracts in progress or delivered: a closure sends them to dispute. */
    openContracts: z.number().int(),
  })
  .meta({ id: 'AdminAccountView' });
export type AdminAccountView = z.infer<typeof adminAccountView>;

export const sanctionApplied = z.object({ sanction: sanctionView }).meta({ id: 'SanctionApplied' });
export type SanctionApplied = z.infer<typeof sanctionApplied>;
