import type { Context } from 'hono';
import { setAnswerHeaders } from '../light-response';

/**
 * The secure headers of every answer, made once: the same names and values as Hono's
 * `secureHeaders()` with the same options (`headers.test.ts` compares them), set on the answer in
 * one step that keeps @hono/node-server's lightweight response (lib/light-response.ts). Hono's
 * middleware sets them one by one on a `Headers` object, which costs every answer that fast path.
 */
export interface SecureHeaderOptions {
  /** Directive name (camelCase, as Hono takes them) → sources. */
  contentSecurityPolicy: Record<string, string[]>;
  xFrameOptions?: string;
  referrerPolicy?: string;
}

/** Hono's defaults (hono/secure-headers), in its order, with the values our options replace. */
export function secureHeaderPairs(options: SecureHeaderOptions): [string, string][] {
  const pairs: [string, string][] = [
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', options.referrerPolicy ?? 'no-referrer'],
    ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', options.xFrameOptions ?? 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
  const csp = Object.entries(options.contentSecurityPolicy)
    .map(([directive, sources]) =>
      [
        directive.replace(/[A-Z]+(?![a-z])|[A-Z]/g, (m, offset: number) =>
          offset ? `-${m.toLowerCase()}` : m.toLowerCase(),
        ),
        ...sources,
      ].join(' '),
    )
    .join('; ');
  pairs.push(['Content-Security-Policy', csp]);
  return pairs;
}

/**
 * The headers of a hashed asset of the web build (`/assets/*`: scripts, stylesheets, images). The
 * document's policies (CSP, framing, referrer, opener, …) apply to documents and say nothing about a
 * script or a stylesheet; an asset keeps what does apply to it: no type sniffing, same-origin
 * loading only, and HTTPS. A page loads some thirty of them, and the document's set is about 0.7 kB
 * on each (HTTP/1.1 sends headers uncompressed).
 */
export const ASSET_SECURE_HEADERS: readonly (readonly [string, string])[] = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
];

/**
 * Sets the pairs (over a header of the same name a handler set, as Hono does), the request id,
 * and removes `X-Powered-By`, once the rest of the request has run.
 */
export function answerHeaders(pairs: readonly (readonly [string, string])[]) {
  const names = new Set([...pairs.map(([name]) => name.toLowerCase()), 'x-request-id']);
  return (c: Context, requestId: string) => setAnswerHeaders(c, pairs, names, ['X-Request-Id', requestId]);
}
