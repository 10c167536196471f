import { type MilestoneInput, milestonesInput } from '@shared/schemas/contract';

export interface SplitRow {
  title: string;
  amount: string;
}

export interface SplitState {
  enabled: boolean;
  rows: SplitRow[];
}

export const NO_SPLIT: SplitState = { enabled: false, rows: [] };

/** Cents of a typed dollar amount (NaN when it is not a number). */
export function cents(amount: string): number {
  const n = Number(amount.replace(',', '.'));
  return amount.trim() === '' || !Number.isFinite(n) ? Number.NaN : Math.round(n * 100);
}

/**
 * The milestones to send with an approval: undefined when the price is not split, otherwise the
 * rows when they are valid and add up to the price, or the translation key of the first problem.
 */
export function splitMilestones(
  split: SplitState,
  priceCents: number,
): { milestones?: MilestoneInput[]; error?: string } {
  if (!split.enabled) return {};
  const milestones = split.rows.map((r) => ({ title: r.title.trim(), amount: cents(r.amount) / 100 }));
  const parsed = milestonesInput.safeParse(milestones);
  if (!parsed.success)
    return { error: parsed.error.issues[0]?.message ?? 'contracts:validation.milestoneAmount' };
  const sum = split.rows.reduce((s, r) => s + cents(r.amount), 0);
  if (sum !== priceCents) return { error: 'contracts:split.sumMismatch' };
  return { milestones: parsed.data };
}
