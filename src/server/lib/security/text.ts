import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from '../http';

/**
 * PostgreSQL text cannot hold U+0000 ("invalid byte sequence", SQLSTATE 22021; in jsonb 22P05), so
 * a NUL anywhere a handler may store or compare text is refused up front with a 400 that names
 * where it was, instead of a 500 from deep inside a query.
 */
const NUL = '\u0000';

function invalidText(field: string): AppError {
  return new AppError('INVALID_TEXT', 400, 'errors:invalidText', { field });
}

/** The first place in a parsed JSON value holding a NUL (in a key or a string), as a dotted path. */
export function findNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path.join('.') || 'body' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '')].join('.') || 'body';
      const found = findNul(inner, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

function isJson(type: string): boolean {
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/**
 * Refuses NUL in the path, the query string, header values, JSON bodies and the text fields of
 * form and multipart bodies (file contents are binary and not looked at). Runs after the body
 * limit, so reading the body here is bounded; what is read is cached by Hono for the route, and
 * the raw request gets the same bytes back for handlers that forward it (better-auth).
 */
export function refuseNul(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (/%00/i.test(url.pathname)) throw invalidText('path');
    if (/%00/i.test(url.search)) {
      for (const [name, value] of url.searchParams) {
        if (name.includes(NUL) || value.includes(NUL)) throw invalidText(name.replaceAll(NUL, '') || 'query');
      }
    }
    for (const [name, value] of c.req.raw.headers) {
      if (value.includes(NUL)) throw invalidText(name);
    }

    const raw = c.req.raw;
    const contentType = c.req.header('content-type');
    const type = mediaType(contentType);
    const form = type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
    if (raw.body && (isJson(type) || form)) {
      const bytes = await c.req.arrayBuffer();
      // Hono keeps the bytes for c.req.json() and parseBody(); handlers that pass the request on
      // (better-auth) read the raw request, which gets the same bytes back.
      c.req.raw = new Request(raw, { body: bytes });
      if (isJson(type)) {
        const text = new TextDecoder().decode(bytes);
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined; // malformed JSON is the route's 400 to give
        }
        const field = text.includes(NUL) ? 'body' : findNul(parsed);
        if (field !== null) throw invalidText(field);
      } else {
        const parsing = new Response(bytes, { headers: { 'content-type': contentType ?? '' } }).formData();
        // parseBody() uses the parsed form instead of parsing the bytes again.
        c.req.bodyCache.formData = parsing as unknown as FormData;
        let entries: FormData | undefined;
        try {
          entries = await parsing;
        } catch {
          entries = undefined; // a malformed form is the route's 400 to give
        }
        for (const [name, value] of entries ?? []) {
          if (name.includes(NUL) || (typeof value === 'string' && value.includes(NUL)))
            throw invalidText(name.replaceAll(NUL, '') || 'body');
        }
      }
    }
    await next();
  };
}
