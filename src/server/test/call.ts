import type { TestUser } from './factories';
import type { TestContext } from './harness';

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the assertions
export type Json = any;

export interface Answer<T = Json> {
  status: number;
  /** The parsed JSON answer; `{}` for an empty one, the text for any other. */
  body: T;
  headers: Headers;
}

/**
 * The one request helper of the API tests: `method` `path` as `who` (a signed-in test user, or
 * null/undefined for an anonymous caller), with `body` as JSON (a FormData goes as multipart), in
 * `lang` (English unless told), from the app's own origin. Any other header: `headers`.
 */
export async function call<T = Json>(
  ctx: TestContext,
  method: string,
  path: string,
  who?: Pick<TestUser, 'cookie'> | null,
  body?: unknown,
  opts: { lang?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {
    'accept-language': opts.lang ?? 'en',
    origin: ctx.services.config.baseUrl,
  };
  if (who) headers.cookie = who.cookie;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await ctx.app.request(path, {
    method,
    headers: { ...headers, ...opts.headers },
    body: payload,
  });
  const text = await res.text();
  let parsed: unknown = text;
  if (!text) parsed = {};
  else if ((res.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);
  return { status: res.status, body: parsed as T, headers: res.headers };
}
