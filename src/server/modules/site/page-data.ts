/*
 * A page's first API answers, written into its HTML (read by src/web/lib/page-data.ts), so a first
 * visit shows the page's content as soon as its code has run instead of asking the server again
 * afterwards. For anonymous visitors (no session cookie), every answer the page asks for first:
 * what any visitor may see, read through the public API in the page's language. For a visitor with
 * a session cookie, only the session (read as them) and the public site settings: the page's own
 * answers depend on who they are, and it reads them itself. With the session in the page, what
 * depends on it (the account menu, the banner asking to confirm the address) is drawn with the
 * page, not pushed in above it a round trip later.
 * The paths are exactly those the web app requests first on each page (its query functions in
 * src/web/features/<feature>/api/); an answer the app does not ask for is simply never used.
 */

/** The session answer: read with the visitor's cookie, the only answer that is. */
export const SESSION_PATH = '/api/auth/get-session';

/** Read on every page: the session (none, for an anonymous visitor) and the public site settings. */
const EVERY_PAGE = [SESSION_PATH, '/api/site-config'];

/**
 * The API paths a page requests first, for a path the web router shows (and its query string);
 * for a visitor with a session cookie (`signedIn`), only those of every page.
 */
export function pageDataPaths(pathname: string, search: URLSearchParams, signedIn = false): string[] {
  if (signedIn) return [...EVERY_PAGE];
  const parts = pathname.split('/').filter(Boolean);
  const id = (i: number) => encodeURIComponent(safeDecode(parts[i]!));
  const page: string[] = [];
  if (parts.length === 0) page.push('/api/freelancers/featured?limit=6');
  else if (parts[0] === 'projects' && parts.length === 1) {
    // The list's first page without a search or a category (projects-list.tsx, get-projects.ts).
    if ([...search.keys()].every((key) => key === 'lang')) page.push('/api/projects?page=1');
  } else if (parts[0] === 'projects' && parts.length === 2) page.push(`/api/projects/${id(1)}`);
  else if (parts[0] === 'profile' && parts.length === 2)
    page.push(`/api/profiles/${id(1)}`, `/api/profiles/${id(1)}/services`);
  else if (parts[0] === 'services' && parts.length === 1) {
    // The browse page's first page without filters (services-browse.tsx through api/search.ts).
    if ([...search.keys()].every((key) => key === 'lang')) page.push('/api/search?kind=services');
  } else if (parts[0] === 'services' && parts.length === 2 && parts[1] !== 'mine')
    page.push(`/api/services/${id(1)}`, `/api/services/${id(1)}/reviews`);
  return [...EVERY_PAGE, ...page];
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The `<script type="application/json">` block with the answers (those that were 200). JSON in
 * HTML: `<` is written as \u003c, so no answer can close the element or open a comment.
 */
export function pageDataScript(lang: string, answers: Record<string, unknown>): string {
  return `<script type="application/json" id="page-data">${jsonForHtml({ lang, answers })}</script>`;
}

/**
 * JSON to write inside a `<script>` element: `<` and the two line separators escaped, in one pass
 * over the JSON (it can be tens of kilobytes), only when one of the three is in it.
 */
export function jsonForHtml(value: unknown): string {
  const json = JSON.stringify(value);
  return UNSAFE_IN_SCRIPT.test(json) ? json.replace(UNSAFE_IN_SCRIPT_ALL, escapeInScript) : json;
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/;
const UNSAFE_IN_SCRIPT_ALL = /[<\u2028\u2029]/g;
const escapeInScript = (char: string) =>
  char === '<' ? '\\u003c' : char === '\u2028' ? '\\u2028' : '\\u2029';
