import { PLATFORM_FEE_BPS } from './constants';

/** Dollars (as typed by a person, up to 2 decimals) to integer cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/**
 * Splits a price into the platform fee and the freelancer's share.
 * Rule: the fee is 10% rounded half up to the cent; the freelancer gets the remainder,
 * so fee + freelancer === price exactly, to the cent.
 */
export function splitFee(priceCents: number): { feeCents: number; freelancerCents: number } {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0)
    throw new RangeError('price must be non-negative cents');
  const feeCents = Math.floor((priceCents * PLATFORM_FEE_BPS + 5000) / 10000);
  return { feeCents, freelancerCents: priceCents - feeCents };
}

/** Kept for existing imports: the formatters live in ./format (one module for every format). */
export { formatMoney } from './format';

/** One milestone's part of a settlement: what the freelancer gets (gross, fee, net) and what goes back. */
export interface MilestoneSettlement {
  milestoneId: string;
  amountCents: number;
  /** Gross part to the freelancer, before the platform fee. */
  freelancerCents: number;
  feeCents: number;
  /** What reaches the freelancer's balance. */
  freelancerNetCents: number;
  /** What goes back to the client. */
  clientCents: number;
}

/**
 * How `freelancerCents` of the held escrow splits over these milestones (decision 090): taken from
 * the earliest milestone first (by position), so at most one milestone is split; the fee is taken
 * on each milestone's freelancer part (splitFee), the rest of each goes back to the client. A
 * release is the plan of one milestone with its whole amount, a refund the plan with 0. The ledger
 * posts exactly this plan, the milestones are marked from it, and the contract page shows it.
 */
export function settlementPlan(
  milestones: readonly { id: string; amountCents: number; position: number }[],
  freelancerCents: number,
): MilestoneSettlement[] {
  const total = milestones.reduce((sum, m) => sum + m.amountCents, 0);
  if (!Number.isSafeInteger(freelancerCents) || freelancerCents < 0 || freelancerCents > total)
    throw new RangeError('the freelancer part must be whole cents within the escrow');
  let left = freelancerCents;
  return [...milestones]
    .sort((a, b) => a.position - b.position)
    .map((m) => {
      const gross = Math.min(left, m.amountCents);
      left -= gross;
      const { feeCents, freelancerCents: net } = splitFee(gross);
      return {
        milestoneId: m.id,
        amountCents: m.amountCents,
        freelancerCents: gross,
        feeCents,
        freelancerNetCents: net,
        clientCents: m.amountCents - gross,
      };
    });
}
