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
