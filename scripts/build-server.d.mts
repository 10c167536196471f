export const SERVER_OUT: string;
export const SERVER_ENTRIES: Record<string, string>;
export function buildServer(opts?: { outdir?: string }): Promise<void>;
