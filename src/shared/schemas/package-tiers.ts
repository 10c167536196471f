/** A service's package tiers, in order (a file of its own: contract.ts and alt-texts.ts both read it). */
export const PACKAGE_TIERS = ['basic', 'standard', 'premium'] as const;
export type PackageTier = (typeof PACKAGE_TIERS)[number];
