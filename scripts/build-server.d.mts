import type { BuildOptions } from 'esbuild';

export const SERVER_OUT: string;
export const SERVER_ENTRIES: Record<string, string>;
export function serverBuildOptions(outdir?: string): BuildOptions;
export function buildServer(opts?: { outdir?: string }): Promise<void>;
