import { dollarsToCents } from '@shared/money';
import { z } from 'zod';

/** An amount typed in dollars ("12.50", "12,50") in cents, or null when it is no amount. */
export function toCents(text: string): number | null {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? dollarsToCents(value) : null;
}

/**
 * A form field typed in dollars that a shared schema checks in cents: the form holds the text, the
 * resolver hands the schema the cents (null when nothing valid was typed, which it refuses).
 */
export function centsField<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => toCents(String(v ?? '')), schema);
}
