import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { type Encoding, isCompressible, pickEncoding } from './compression';

/** Hashed build output: the name changes whenever the content does. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon): kept, but asked again every time (ETag answers 304). */
export const REVALIDATE_CACHE = 'no-cache';

interface StaticFile {
  type: string;
  etag: string;
  cacheControl: string;
  raw: Buffer;
  /** Pre-compressed variants (written by the build, else made once when loaded). */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Files larger than this are not kept in memory (the build writes nothing that large). */
const MAX_FILE_BYTES = 8 * 1024 * 1024;
const MIN_COMPRESS_BYTES = 1024;

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

function loadFile(file: string, urlPath: string): StaticFile {
  const raw = fs.readFileSync(file);
  const type = getMimeType(file) ?? 'application/octet-stream';
  const encoded: StaticFile['encoded'] = {};
  if (isCompressible(type) && raw.byteLength >= MIN_COMPRESS_BYTES) {
    for (const [encoding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const prebuilt = `${file}${ext}`;
      if (fs.existsSync(prebuilt)) encoded[encoding] = fs.readFileSync(prebuilt);
      else
        encoded[encoding] =
          encoding === 'br'
            ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
            : zlib.gzipSync(raw, { level: 9 });
    }
  }
  return {
    type,
    etag: `"${crypto.createHash('sha1').update(raw).digest('base64url')}"`,
    cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
    raw,
    encoded,
  };
}

/**
 * The built web app, read into memory once at start-up (a few megabytes): every asset with its
 * Brotli and gzip variants, an ETag and its caching rule, so answering one is a map lookup.
 * Hashed assets (`/assets/*`) are cached for a year as immutable; index.html and the other files
 * are `no-cache` (revalidated by ETag), so a new release is seen at once.
 */
export function loadStaticFiles(root: string) {
  const files = new Map<string, StaticFile>();
  for (const file of walk(root)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    if (fs.statSync(file).size > MAX_FILE_BYTES) continue;
    const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
    // The build's own files (.vite/manifest.json) are read by the server, not served.
    if (urlPath.startsWith('/.')) continue;
    files.set(urlPath, loadFile(file, urlPath));
  }
  const index = files.get('/index.html');

  function answer(c: Context, file: StaticFile): Response {
    const headers = new Headers();
    headers.set(
      'content-type',
      file.type.startsWith('text/') && !file.type.includes('charset=')
        ? `${file.type}; charset=utf-8`
        : file.type,
    );
    headers.set('cache-control', file.cacheControl);
    headers.set('etag', file.etag);
    const compressible = file.encoded.br || file.encoded.gzip;
    if (compressible) headers.set('vary', 'Accept-Encoding');
    if (c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
    const encoding = compressible ? pickEncoding(c.req.header('accept-encoding')) : null;
    const body = (encoding && file.encoded[encoding]) || file.raw;
    if (encoding && file.encoded[encoding]) headers.set('content-encoding', encoding);
    headers.set('content-length', String(body.byteLength));
    // Buffers read from files own their memory (no pooled slices), so they are sent as they are.
    return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
      status: 200,
      headers,
    });
  }

  return {
    size: files.size,
    hasIndex: !!index,
    /** The file at this path, or null. */
    file(c: Context): Response | null {
      const file = files.get(c.req.path);
      return file ? answer(c, file) : null;
    },
    /** index.html, for the client-side routes. */
    index(c: Context): Response | null {
      return index ? answer(c, index) : null;
    },
  };
}
