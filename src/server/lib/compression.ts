import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import {
  DEFAULT_CONTENT_TYPE,
  isPlainHeaders,
  lightParts,
  type PlainHeaders,
  plainHeader,
  replaceLight,
} from './light-response';

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

const VARY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Adds `Accept-Encoding` to a response's Vary header (once). */
export function varyOnEncoding(headers: Headers) {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (!VARY_ENCODING.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
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
 * Compresses text answers (JSON, HTML, text) of at least COMPRESS_MIN_BYTES with Brotli or gzip,
 * whichever the client prefers. Only answers whose whole body is at hand (a string or bytes, as
 * `c.json()` and `c.text()` make them): never a stream (SSE, stored files), a HEAD, or an answer
 * already encoded; `skip` leaves whole paths alone. An answer still in @hono/node-server's
 * lightweight form is read and, when it is only given `Vary`, rebuilt in that form
 * (lib/light-response.ts): touching `res.headers` or `res.body` would cost the adapter's one-write
 * path on every answer.
 *
 * The step runs on the answer already made (after `next()`); it returns a promise only when it
 * compresses, so the answers it leaves alone cost no extra turn.
 */
export function compressStep(opts: { skip?: (path: string) => boolean } = {}) {
  const encoder = new TextEncoder();
  const compressLight = async (
    c: Context,
    status: number,
    bytes: Uint8Array,
    own: PlainHeaders | undefined | null,
    encoding: Encoding,
  ) => {
    const compressed = await compressBuffer(bytes, encoding);
    const headers: PlainHeaders = {};
    for (const key in own) {
      const lower = key.toLowerCase();
      if (lower !== 'content-length' && lower !== 'vary') headers[key] = own[key]!;
    }
    if (!own) headers['content-type'] = DEFAULT_CONTENT_TYPE;
    const vary = plainHeader(own, 'vary');
    headers.vary =
      vary === undefined ? 'Accept-Encoding' : VARY_ENCODING.test(vary) ? vary : `${vary}, Accept-Encoding`;
    headers['content-encoding'] = encoding;
    headers['content-length'] = String(compressed.byteLength);
    replaceLight(c, status, compressed, headers);
  };
  const compressStandard = async (
    c: Context,
    res: Response,
    body: string | Uint8Array | 'not-light',
    encoding: Encoding,
  ) => {
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
  return (c: Context): Promise<void> | undefined => {
    if (c.req.method === 'HEAD') return;
    const res = c.res;
    const parts = lightParts(res);
    if (parts && isPlainHeaders(parts[2])) {
      const [status, body, own] = parts;
      if (typeof body !== 'string' && !(body instanceof Uint8Array)) return;
      if (body.length < COMPRESS_MIN_BYTES / 4) return;
      // No headers at all: the adapter sends its default type; headers without a type: none.
      const type = own ? plainHeader(own, 'content-type') : DEFAULT_CONTENT_TYPE;
      if (!isCompressible(type) || plainHeader(own, 'content-encoding')) return;
      if (opts.skip?.(c.req.path)) return;
      const encoding = pickEncoding(c.req.header('accept-encoding'));
      const bytes = encoding ? (typeof body === 'string' ? encoder.encode(body) : body) : undefined;
      if (encoding && bytes && bytes.byteLength >= COMPRESS_MIN_BYTES)
        return compressLight(c, status, bytes, own, encoding);
      const headers: PlainHeaders = { ...own };
      if (!own) headers['content-type'] = DEFAULT_CONTENT_TYPE;
      const vary = plainHeader(own, 'vary');
      if (vary === undefined) headers.vary = 'Accept-Encoding';
      else if (!VARY_ENCODING.test(vary)) {
        for (const key in headers) if (key.toLowerCase() === 'vary') delete headers[key];
        headers.vary = `${vary}, Accept-Encoding`;
      }
      replaceLight(c, status, body, headers);
      return;
    }
    // A standard Response, or one with a Headers.
    const type = res.headers.get('content-type');
    if (!isCompressible(type) || res.headers.has('content-encoding')) return;
    if (opts.skip?.(c.req.path)) return;
    const body = parts ? parts[1] : 'not-light';
    if (body !== 'not-light' && typeof body !== 'string' && !(body instanceof Uint8Array)) return;
    if (body !== 'not-light' && body.length < COMPRESS_MIN_BYTES / 4) return;
    varyOnEncoding(res.headers);
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    return compressStandard(c, res, body, encoding);
  };
}

/** compressStep() as a middleware of its own. */
export function compressAnswers(opts: { skip?: (path: string) => boolean } = {}): MiddlewareHandler {
  const step = compressStep(opts);
  return async (c, next) => {
    await next();
    await step(c);
  };
}
