import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

/** Content types worth compressing (text of every kind, JSON, JavaScript, SVG, XML). */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml)|image\/svg\+xml)/i;

export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

/**
 * The best encoding the client accepts: Brotli before gzip, `q=0` meaning "not this one"
 * (`*` stands for any encoding not named). Null when the client takes neither.
 */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [k, v] = param.trim().split('=');
      if (k === 'q') q = Number(v);
    }
    weights.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/** Adds `Accept-Encoding` to a response's Vary header (once). */
export function varyOnEncoding(headers: Headers) {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
    headers.set('vary', `${vary}, Accept-Encoding`);
}

/** Bodies from this size on are compressed on the fly. */
export const COMPRESS_MIN_BYTES = 1024;
/** Above this size the work goes to the thread pool instead of the event loop. */
const SYNC_MAX_BYTES = 64 * 1024;

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** Fast settings for answers made per request (the build uses the strongest for assets). */
function brotliOptions(size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  };
}
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

export async function compressBuffer(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  if (body.byteLength <= SYNC_MAX_BYTES) {
    return encoding === 'br'
      ? zlib.brotliCompressSync(body, brotliOptions(body.byteLength))
      : zlib.gzipSync(body, GZIP_OPTIONS);
  }
  return encoding === 'br'
    ? brotliAsync(body, brotliOptions(body.byteLength))
    : gzipAsync(body, GZIP_OPTIONS);
}

/**
 * The body of a response still held in @hono/node-server's lightweight form (a string or bytes,
 * before any Response object was built): reading it this way keeps the adapter's fast path (one
 * write per answer). Undefined for a lightweight one with a stream; 'not-light' for a standard Response.
 */
function plainBody(res: Response): string | Uint8Array | undefined | 'not-light' {
  const key = Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache');
  if (!key) return 'not-light';
  const body = (res as unknown as Record<symbol, unknown[] | undefined>)[key]?.[1];
  return typeof body === 'string' || body instanceof Uint8Array ? body : undefined;
}

/**
 * Compresses text answers (JSON, HTML, text) of at least COMPRESS_MIN_BYTES with Brotli or gzip,
 * whichever the client prefers. Only answers whose whole body is at hand (a string or bytes, as
 * `c.json()` and `c.text()` make them): never a stream (SSE, stored files), a HEAD, or an answer
 * already encoded; `skip` leaves whole paths alone.
 */
export function compressAnswers(opts: { skip?: (path: string) => boolean } = {}): MiddlewareHandler {
  const encoder = new TextEncoder();
  return async (c, next) => {
    await next();
    if (c.req.method === 'HEAD') return;
    const res = c.res;
    const type = res.headers.get('content-type');
    if (!isCompressible(type) || res.headers.has('content-encoding')) return;
    if (opts.skip?.(c.req.path)) return;
    const body = plainBody(res);
    if (body === undefined) return;
    if (body !== 'not-light' && body.length < COMPRESS_MIN_BYTES / 4) return;
    varyOnEncoding(res.headers);
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    // A standard Response (no Node adapter: tests, or one already built) is read whole.
    const bytes =
      body === 'not-light'
        ? new Uint8Array(await res.clone().arrayBuffer())
        : typeof body === 'string'
          ? encoder.encode(body)
          : body;
    if (bytes.byteLength < COMPRESS_MIN_BYTES) return;
    const compressed = await compressBuffer(bytes, encoding);
    const headers = new Headers(res.headers);
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(compressed.byteLength));
    // Assigning over the current answer would rebuild it as a stream (Hono copies it); clear first.
    c.res = undefined;
    c.res = new Response(compressed as Uint8Array<ArrayBuffer>, { status: res.status, headers });
  };
}
