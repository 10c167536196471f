import type { Plugin } from 'vite';

/** Writes .br and .gz beside every text file of at least 1 KB under `dir`; returns the files seen. */
export function precompressDir(dir: string): Promise<number>;
/** Vite plugin: pre-compresses the output folder once the bundle is written. */
export function precompress(): Plugin;
