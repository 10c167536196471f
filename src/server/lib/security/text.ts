import type { Context, MiddlewareHandler } from 'hono';
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

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit | null, last?: string): string {
  const parts: string[] = last === undefined ? [] : [last];
  for (let at = visit; at; at = at.parent) if (at.key !== null) parts.push(at.key);
  return parts.reverse().join('.') || 'body';
}

/**
 * The first place in a parsed JSON value holding a NUL (in a key or a string), as a dotted path.
 * Walks with its own stack, not recursion: JSON.parse accepts nesting thousands of levels deep,
 * which would overflow the call stack (a 500) before validation could refuse the body.
 */
export function findNul(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return pathOf(visit);
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    const entries: [string, unknown][] = Array.isArray(current)
      ? current.map((inner, i) => [String(i), inner])
      : Object.entries(current);
    for (const [key] of entries) if (key.includes(NUL)) return pathOf(visit, key.replaceAll(NUL, ''));
    // Reversed, so the first entry is looked at first.
    for (let i = entries.length - 1; i >= 0; i--)
      stack.push({ value: entries[i]![1], key: entries[i]![0], parent: visit });
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
/**
 * The part of refuseNul() that needs no body: NUL in the path, the query string or a header value
 * (all a GET or HEAD can carry). Throws the 400.
 */
export function refuseNulOutsideBody(c: Context<AppEnv>) {
  // Parsed only when the URL holds an encoded NUL at all (most never do).
  if (/%00/i.test(c.req.url)) {
    const url = new URL(c.req.url);
    if (/%00/i.test(url.pathname)) throw invalidText('path');
    if (/%00/i.test(url.search)) {
      for (const [name, value] of url.searchParams) {
        if (name.includes(NUL) || value.includes(NUL)) throw invalidText(name.replaceAll(NUL, '') || 'query');
      }
    }
  }
  // Behind the Node server, the raw header lines: iterating the request's Headers would build a
  // full Headers object for every request (Node's parser refuses a NUL there already anyway).
  const rawHeaders = (c.env as { incoming?: { rawHeaders?: string[] } } | undefined)?.incoming?.rawHeaders;
  if (rawHeaders) {
    for (let i = 1; i < rawHeaders.length; i += 2) {
      if (rawHeaders[i]!.includes(NUL)) throw invalidText(rawHeaders[i - 1]!.toLowerCase());
    }
  } else {
    for (const [name, value] of c.req.raw.headers) {
      if (value.includes(NUL)) throw invalidText(name);
    }
  }
}

export function refuseNul(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    refuseNulOutsideBody(c);

    const raw = c.req.raw;
    const contentType = c.req.header('content-type');
    const type = mediaType(contentType);
    const form = type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
    // The body is looked at last: touching it makes the Node adapter build a full Request.
    if ((isJson(type) || form) && raw.body) {
      const bytes = await c.req.arrayBuffer();
      // Hono keeps the bytes for c.req.json() and parseBody(); handlers that pass the request on
      // (better-auth) read the raw request, which gets the same bytes back.
      c.req.raw = new Request(raw, { body: bytes });
      if (isJson(type)) {
        const text = new TextDecoder().decode(bytes);
        if (text.includes(NUL)) throw invalidText('body');
        // Inside JSON a NUL can only be the escape \u0000 (a raw one is caught above), so the body
        // is parsed here, to name the field, only when that escape is in it; the route parses it anyway.
        if (text.includes('\\u0000')) {
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined; // malformed JSON is the route's 400 to give
          }
          const field = findNul(parsed);
          if (field !== null) throw invalidText(field);
        }
      } else {
        let entries: FormData | undefined;
        try {
          entries = await new Response(bytes, { headers: { 'content-type': contentType ?? '' } }).formData();
        } catch {
          entries = undefined; // a malformed form is the route's 400 to give
        }
        // parseBody() and the form validator use the parsed form instead of parsing the bytes
        // again. Only a parsed form is kept: the validator awaits a cached form outside its own
        // error handling, so a cached failure (a multipart body without a boundary) became a 500;
        // uncached, the route parses the bytes itself and answers its translated 400.
        if (entries) c.req.bodyCache.formData = entries;
        for (const [name, value] of entries ?? []) {
          if (name.includes(NUL) || (typeof value === 'string' && value.includes(NUL)))
            throw invalidText(name.replaceAll(NUL, '') || 'body');
        }
      }
    }
    await next();
  };
}
