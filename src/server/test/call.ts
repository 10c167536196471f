import type { TestUser } from './factories';
import type { TestContext } from './harness';

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the assertions
export type Json = any;

export interface Answer<T = Json> {
  status: number;
  /** The parsed JSON answer; `{}` for an empty one, the text for any other or a compressed one. */
  body: T;
  /** The answer's text as sent, whatever its type. */
  text: string;
  /** The answer's bytes as sent (an image, a file). */
  bytes: Uint8Array;
  headers: Headers;
}

export interface CallOptions {
  /** The `Accept-Language` header; English unless told. */
  lang?: string;
  /** Any other header; a header given here wins over the helper's own. */
  headers?: Record<string, string>;
  /** `null`: no `Origin` header, as a script or the provider's webhook sends (the app's own otherwise). */
  origin?: string | null;
  /**
   * The request exactly as written: `body` goes as it is (a string, bytes or a FormData), and no
   * header is added but the caller's cookie, `lang` when given and `headers`: no `Origin`, no
   * `Accept-Language`, no `Content-Type`. For the tests of what the app does with a request a
   * browser of this site would not send (cross-site, malformed bodies, no language).
   */
  raw?: boolean;
  /** The socket address the request comes from (none: the app sees an unknown address). */
  address?: string;
}

/**
 * The one request helper of the API tests: `method` `path` as `who` (a signed-in test user, or
 * null/undefined for an anonymous caller), with `body` as JSON (a FormData goes as multipart), in
 * `lang` (English unless told), from the app's own origin (`origin: null` for none). Any other
 * header: `headers`; the caller's socket address: `address`; a request as written: `raw`.
 */
export async function call<T = Json>(
  ctx: Pick<TestContext, 'app' | 'services'>,
  method: string,
  path: string,
  who?: Pick<TestUser, 'cookie'> | null,
  body?: unknown,
  opts: CallOptions = {},
): Promise<Answer<T>> {
  const res = await send(ctx, method, path, who, body, opts);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let parsed: unknown = text;
  if (!text) parsed = {};
  // A compressed answer (a test that asks for an encoding) stays as its bytes.
  else if ((res.headers.get('content-type') ?? '').includes('json') && !res.headers.get('content-encoding'))
    parsed = JSON.parse(text);
  return { status: res.status, body: parsed as T, text, bytes, headers: res.headers };
}

/**
 * A GET whose answer is a stream that does not end (the live channel): the request as `call()`
 * makes it, the answer unread. The caller cancels its body.
 */
export function stream(
  ctx: Pick<TestContext, 'app' | 'services'>,
  path: string,
  who?: Pick<TestUser, 'cookie'> | null,
  opts: CallOptions = {},
): Promise<Response> {
  return send(ctx, 'GET', path, who, undefined, opts);
}

async function send(
  ctx: Pick<TestContext, 'app' | 'services'>,
  method: string,
  path: string,
  who: Pick<TestUser, 'cookie'> | null | undefined,
  body: unknown,
  opts: CallOptions,
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (!opts.raw || opts.lang !== undefined) headers['accept-language'] = opts.lang ?? 'en';
  const origin = opts.origin === undefined ? ctx.services.config.baseUrl : opts.origin;
  if (!opts.raw && origin !== null) headers.origin = origin;
  if (who) headers.cookie = who.cookie;
  let payload: BodyInit | undefined;
  if (opts.raw || body instanceof FormData) payload = body as BodyInit | undefined;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return ctx.app.request(
    path,
    { method, headers: { ...headers, ...opts.headers }, body: payload },
    opts.address ? { incoming: { socket: { remoteAddress: opts.address } } } : undefined,
  );
}
