import type { Context } from 'hono';

/**
 * @hono/node-server's own `Response` (it replaces the global one when the server starts) keeps
 * `[status, body, headers]` under a private symbol until something needs a standard Response.
 * While the headers are a plain object and the body a string or bytes, the adapter writes the
 * answer in one `writeHead` + `end`, without building a `Headers` (validated, sorted on every
 * iteration) or a stream. Reading `res.headers` turns the headers into a `Headers` object, and
 * `res.body` (or assigning `c.res` over an existing answer) builds a standard Response: the
 * middleware that only adds headers (security headers, request id, `Vary`) reads and rebuilds the
 * lightweight form instead (decision 051).
 */
export type PlainHeaders = Record<string, string | string[]>;
export type LightParts = [status: number, body: unknown, headers: unknown];

let cacheKey: symbol | undefined;

/** The lightweight parts of a response, or undefined (a standard Response: tests, streams read). */
export function lightParts(res: Response): LightParts | undefined {
  if (cacheKey) return (res as unknown as Record<symbol, LightParts | undefined>)[cacheKey];
  const key = Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache');
  if (!key) return undefined;
  cacheKey = key;
  return (res as unknown as Record<symbol, LightParts | undefined>)[key];
}

/** Headers still held as a plain object (or none at all), not a `Headers` or an array of pairs. */
export function isPlainHeaders(headers: unknown): headers is PlainHeaders | undefined | null {
  return (
    headers == null ||
    (typeof headers === 'object' && !(headers instanceof Headers) && !Array.isArray(headers))
  );
}

/** A header of a plain header object, whatever the case of its name. */
export function plainHeader(headers: PlainHeaders | undefined | null, lowerName: string): string | undefined {
  if (!headers) return undefined;
  for (const key in headers) {
    if (key.length === lowerName.length && key.toLowerCase() === lowerName) {
      const value = headers[key];
      return Array.isArray(value) ? value.join(', ') : value;
    }
  }
  return undefined;
}

/** What @hono/node-server sends for a body without a Content-Type. */
export const DEFAULT_CONTENT_TYPE = 'text/plain; charset=UTF-8';

/**
 * Replaces the answer with the same status and body and these plain headers, still lightweight.
 * Clearing `c.res` first keeps Hono from copying the old answer's headers into a standard Response.
 */
export function replaceLight(c: Context, status: number, body: unknown, headers: PlainHeaders) {
  c.res = undefined;
  c.res = new Response(body as BodyInit | null, { status, headers: headers as HeadersInit });
}

/**
 * Sets `pairs` on the answer (over any header of the same name, as Hono's secureHeaders does)
 * and removes `X-Powered-By`. A lightweight answer stays lightweight; any other gets them through
 * its `Headers`. `names` are the names of the pairs and of `extra` in lower case.
 */
export function setAnswerHeaders(
  c: Context,
  pairs: readonly (readonly [string, string])[],
  names: ReadonlySet<string>,
  extra?: readonly [string, string],
) {
  const res = c.res;
  const parts = lightParts(res);
  if (parts && isPlainHeaders(parts[2])) {
    const [status, body, own] = parts;
    const headers: PlainHeaders = {};
    let typed = false;
    if (own) {
      for (const key in own) {
        const lower = key.toLowerCase();
        if (names.has(lower) || lower === 'x-powered-by') continue;
        if (lower === 'content-type') typed = true;
        headers[key] = own[key]!;
      }
    }
    // The adapter adds its default type only to an answer with no headers at all (or a Headers).
    if (!typed && body != null) headers['content-type'] = DEFAULT_CONTENT_TYPE;
    for (const [name, value] of pairs) headers[name] = value;
    if (extra) headers[extra[0]] = extra[1];
    replaceLight(c, status, body, headers);
    return;
  }
  for (const [name, value] of pairs) res.headers.set(name, value);
  if (extra) res.headers.set(extra[0], extra[1]);
  res.headers.delete('X-Powered-By');
}
