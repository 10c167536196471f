import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp, loaded on first use (decision 074, addendum): loading it maps libvips (about 6 MB of
 * mapped file) and starts its allocators, which a server that handles no image upload, variant or
 * AI picture never needs. Later calls get the same module.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
