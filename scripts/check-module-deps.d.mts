export const MAX_CHAIN: number;
export const FORBIDDEN: Record<string, string[]>;
export function checkServer(
  dir: string,
  options?: { maxChain?: number; forbidden?: Record<string, string[]> },
): { problems: string[]; report: string; chain: string[] };
export function checkWeb(dir: string): { problems: string[]; report: string; pairs: Set<string> };
