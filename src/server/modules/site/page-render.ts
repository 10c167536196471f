import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@shared/constants';
import { isTimeZone } from '@shared/format';
import { matchPageMeta } from '@shared/page-meta';
import { jsonForHtml } from './page-data';

/*
 * Public pages rendered on the server for anonymous visitors (decision 134): the web app's
 * server bundle (dist/ssr/entry-server.js, `vite build --ssr`, src/web/entry-server.tsx) renders
 * a page's markup from the same answers the page's HTML carries, and the browser takes it over.
 * A rendered page is kept (a bounded LRU) by language, time zone and address, with the API paths it
 * read and a hash of their answers: a repeated page costs its reads and a hash, not a render (and
 * is the same object, whose final bytes page-html.ts keeps).
 */

/** An API path's answer as an anonymous visitor in the page's language. */
export type PageRead = (path: string) => Promise<{ status: number; body: unknown }>;

export interface RenderedPage {
  html: string;
  /**
   * What it was rendered from (React Query's dehydrated cache) as JSON ready for a <script>
   * element; the browser stamps the answers with the time it reads them.
   */
  state: string;
  /** The translation namespaces the markup was drawn with (the browser loads them before it takes over). */
  namespaces: string[];
}

interface Bundle {
  render(options: { url: string; lang: Language; zone: string; read: PageRead }): Promise<{
    html: string;
    state: unknown;
    paths: string[];
    namespaces: string[];
  } | null>;
}

/** The pages rendered on the server: the public pages a first visit lands on (issue 30, item 3). */
export const RENDERED_PAGES = [
  '/',
  '/search',
  '/services',
  '/category/:categoryId',
  '/services/:serviceId',
  '/profile/:profileId',
  '/projects',
  '/projects/:id',
  '/blog',
  '/blog/:slug',
  '/hire',
] as const;

function patternOf(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  for (const pattern of RENDERED_PAGES) {
    const want = pattern.split('/').filter(Boolean);
    if (want.length === parts.length && want.every((w, i) => w.startsWith(':') || w === parts[i]))
      return pattern;
  }
  return null;
}

/** Whether `pathname` is a page rendered on the server (never a private one, such as /services/mine). */
export function isRenderedPage(pathname: string): boolean {
  return patternOf(pathname) !== null && matchPageMeta(pathname).meta.access !== 'private';
}

/** The visitor's time zone from the `tz` cookie the web app sets; UTC without one. */
export function visitorZone(cookie: string | undefined): string {
  const raw = /(?:^|;\s*)tz=([^;]+)/.exec(cookie ?? '')?.[1];
  if (!raw) return 'UTC';
  let zone: string;
  try {
    zone = decodeURIComponent(raw);
  } catch {
    return 'UTC';
  }
  return zone.length <= 64 && /^[A-Za-z0-9_+\-/]+$/.test(zone) && isTimeZone(zone) ? zone : 'UTC';
}

const CACHE_SIZE = 200;

function hashAnswers(answers: { status: number; body: unknown }[]): string {
  return createHash('sha1').update(JSON.stringify(answers)).digest('base64url');
}

/**
 * The page renderer of a web build's server bundle in `ssrDir`, or null when there is none (the
 * dev server, API tests): pages are then sent without markup, as before.
 */
export async function loadPageRenderer(ssrDir: string | undefined) {
  const file = ssrDir && path.join(ssrDir, 'entry-server.js');
  if (!file || !fs.existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as Bundle;
  // Each kept page is one object for as long as its answers stay the same, so what is made from
  // it (the page's final bytes, page-html.ts) can be kept with it.
  const cache = new Map<string, { paths: string[]; hash: string; page: RenderedPage }>();

  return {
    /** `url` (path and query) rendered for an anonymous visitor, or null (not a rendered page, or it failed). */
    async render(url: URL, lang: Language, zone: string, read: PageRead): Promise<RenderedPage | null> {
      if (!isRenderedPage(url.pathname)) return null;
      const address = url.pathname + url.search;
      const key = `${lang} ${zone} ${address}`;
      const kept = cache.get(key);
      if (kept) {
        const answers = await Promise.all(kept.paths.map(read));
        if (hashAnswers(answers) === kept.hash) {
          cache.delete(key);
          cache.set(key, kept);
          // The answers are as current as this request's reads.
          return kept.page;
        }
      }
      let rendered: Awaited<ReturnType<Bundle['render']>>;
      try {
        rendered = await bundle.render({ url: address, lang, zone, read });
      } catch {
        rendered = null;
      }
      if (!rendered) return null;
      const answers = await Promise.all(rendered.paths.map(read));
      const state = jsonForHtml(rendered.state);
      cache.delete(key);
      const page: RenderedPage = { html: rendered.html, state, namespaces: rendered.namespaces };
      cache.set(key, { paths: rendered.paths, hash: hashAnswers(answers), page });
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return page;
    },
  };
}

export type PageRenderer = NonNullable<Awaited<ReturnType<typeof loadPageRenderer>>>;
