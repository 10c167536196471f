import { Hono } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from '../http';
import { FILES_ROUTE_PREFIX, isValidKey } from './index';

/**
 * GET /api/files/<key>: a stored file with the content type chosen when it was stored, never
 * sniffed, inline, with its own locked-down CSP. Keys that could climb out of the root or carry
 * NUL are refused before the storage is asked.
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
    const file = await c.get('services').storage.get(key);
    if (!file) throw new AppError('NOT_FOUND', 404, 'errors:notFound.route');
    return c.body(new Uint8Array(file.data), 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.data.length),
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      // Keys are never reused: a new upload always gets a new name.
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  return app;
}
