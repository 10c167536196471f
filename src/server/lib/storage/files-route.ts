import { Hono } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from '../http';
import { secureHeaderPairs } from '../security/headers';
import { imageVariant } from './image-variants';
import { FILES_ROUTE_PREFIX, isValidKey } from './index';

/** No scripts, no styles, no forms, no plugins, no framing: the file is data, never a page. */
export const FILES_CSP = "default-src 'none'; sandbox";

/**
 * Image types a browser only ever draws as a picture; these may be shown inline. SVG is not one
 * of them (it can carry scripts); everything else (PDF, ZIP, glTF, unknown) is a download.
 */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

/**
 * The secure headers of /api/files/* (app.ts uses them instead of the site's for these paths, so
 * the site's CSP never replaces the file's lock-down), on files and their error answers alike.
 */
export const FILES_SECURE_HEADERS = secureHeaderPairs({
  contentSecurityPolicy: { defaultSrc: ["'none'"], sandbox: [] },
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
});

/** A download name made of the key's last segment, reduced to characters safe in any header. */
export function downloadName(key: string): string {
  const last = key.split('/').pop() ?? '';
  const safe = last.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '');
  return safe.slice(0, 128) || 'file';
}

export function contentDisposition(contentType: string, key: string): string {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return INLINE_TYPES.has(type) ? 'inline' : `attachment; filename="${downloadName(key)}"`;
}

/**
 * GET /api/files/<key>: a stored file with the content type chosen when it was stored, never
 * sniffed, with its own locked-down CSP; only plain images are inline, anything else downloads.
 * Keys that could climb out of the root or carry NUL are refused before the storage is asked.
 * `?w=<width>` (one of IMAGE_WIDTHS) asks for a JPEG, PNG or WebP image as WebP at most that wide
 * (./image-variants.ts); any other file, or a width not offered, is answered with the original.
 */
export function filesRoutes() {
  const app = new Hono<AppEnv>();
  app.get(`${FILES_ROUTE_PREFIX}*`, async (c) => {
    const rawPath = new URL(c.req.url).pathname;
    let key: string;
    try {
      key = decodeURIComponent(rawPath.slice(FILES_ROUTE_PREFIX.length));
    } catch {
      throw new AppError('NOT_FOUND', 404, 'errors:notFound.route');
    }
    if (!isValidKey(key)) throw new AppError('NOT_FOUND', 404, 'errors:notFound.route');
    const storage = c.get('services').storage;
    const width = Number(c.req.query('w'));
    const file = (width ? await imageVariant(storage, key, width) : null) ?? (await storage.get(key));
    if (!file) throw new AppError('NOT_FOUND', 404, 'errors:notFound.route');
    return c.body(new Uint8Array(file.data), 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.data.length),
      'Content-Disposition': contentDisposition(file.contentType, key),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': FILES_CSP,
      // Keys are never reused: a new upload always gets a new name (and a variant is made from it).
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  return app;
}
