import { categoryLabel, normalizeCategory } from '@shared/categories';
import { isLanguage, type Language, pickLanguage } from '@shared/constants';
import { imageSrcSet, SERVICE_GALLERY_SIZES } from '@shared/image-variants';
import { matchPageMeta, metaDescription, NOT_FOUND_META, type PageMeta, pageTitle } from '@shared/page-meta';
import { versionIn } from '@shared/schemas/alt-texts';
import type { ProfilePage } from '@shared/schemas/profile';
import type { ProjectDetail } from '@shared/schemas/project';
import type { PublicService } from '@shared/schemas/service';
import type { BlogPost } from '@shared/schemas/site';
import type { Context } from 'hono';
import { compressBuffer, type Encoding } from '../../lib/compression';
import { translate } from '../../lib/i18n';
import { pageDataPaths, pageDataScript } from './page-data';
import type { PageRead, RenderedPage } from './page-render';
import { blogFeedPath, languageAlternates, pageUrl } from './page-urls';

/*
 * The HTML answer of every page path (the SPA fallback): index.html with the page's language,
 * title and description, and for shareable pages (project, service, profile, blog post) Open Graph
 * and Twitter tags from the entity, so link previews work without running the app. The entity is
 * read through the public API as an anonymous visitor, so a preview shows only what anyone may
 * see (a hidden profile or a missing project gets the generic tags). Every value is escaped.
 */

/** The image of previews that have none of their own (src/web/public/og-image.png). */
export const DEFAULT_OG_IMAGE = '/og-image.png';

const OG_LOCALE: Record<Language, string> = { en: 'en_US', tr: 'tr_TR' };

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The page's language: `?lang=`, else the app's `language` cookie, else Accept-Language. */
export function pageLanguage(c: Context): Language {
  const query = c.req.query('lang');
  if (isLanguage(query)) return query;
  const cookie = /(?:^|;\s*)language=([a-z]{2})(?:;|$)/.exec(c.req.header('cookie') ?? '')?.[1];
  if (isLanguage(cookie)) return cookie;
  return pickLanguage(c.req.header('accept-language'));
}

interface Preview {
  title: string;
  description: string;
  type: 'website' | 'article' | 'profile';
  image: string | null;
  /** The image the page shows largest, above the fold (a service's first image). */
  heroImage?: string;
}

/** A public API path's answer to an anonymous visitor in a language: its status and JSON body. */
export type ApiFetch = (path: string, lang: Language) => Promise<{ status: number; body: unknown }>;
type ApiRead = (path: string, lang: Language) => Promise<unknown | null>;

async function entityPreview(
  meta: PageMeta,
  params: Record<string, string>,
  lang: Language,
  api: ApiRead,
): Promise<Preview | null> {
  const id = (name: string) => encodeURIComponent(params[name] ?? '');
  switch (meta.entity) {
    case 'project': {
      const d = (await api(`/api/projects/${id('id')}`, lang)) as ProjectDetail | null;
      if (!d?.project) return null;
      // The author's own version in the reader's language, when they wrote one (decision 130).
      const own = versionIn(d.project.alt, lang);
      return {
        title: own?.title ?? d.project.title,
        description: own?.description ?? d.project.description,
        type: 'article',
        image: d.client?.avatarUrl ?? null,
      };
    }
    case 'service': {
      const s = (await api(`/api/services/${id('serviceId')}`, lang)) as PublicService | null;
      if (!s?.header) return null;
      const own = versionIn(s.alt, lang);
      return {
        title: own?.header ?? s.header,
        description: own?.explanation ?? s.explanation,
        type: 'article',
        image: s.images[0]?.url ?? s.freelancer?.avatarUrl ?? null,
        heroImage: s.images[0]?.url,
      };
    }
    case 'profile': {
      const p = (await api(`/api/profiles/${id('profileId')}`, lang)) as ProfilePage | null;
      if (!p?.name) return null;
      const own = versionIn(p.alt, lang);
      const title = own?.title ?? p.title;
      return {
        title: title ? `${p.name} · ${title}` : p.name,
        description: own?.bio ?? p.bio ?? title ?? p.name,
        type: 'profile',
        image: p.avatarUrl,
      };
    }
    case 'blog': {
      const b = (await api(`/api/blog/${id('slug')}`, lang)) as BlogPost | null;
      if (!b?.title) return null;
      return { title: b.title, description: b.description, type: 'article', image: null };
    }
    default:
      return null;
  }
}

function absolute(url: string, baseUrl: string): string {
  try {
    return new URL(url, baseUrl).toString();
  } catch {
    return new URL(DEFAULT_OG_IMAGE, baseUrl).toString();
  }
}

/**
 * index.html for `c`'s path with its head filled in, and the page's HTTP status: 404 for a path of
 * no page of the shared table (the app then shows its not-found page) and for an entity page whose
 * entity an anonymous visitor cannot open (missing, hidden). `api` answers a public API path as an
 * anonymous visitor in a language (and the session path as the visitor). `preloads` are module
 * URLs the page needs before it shows (site/page-assets.ts); with `pageData`, the page's first API
 * answers are written into the HTML too (site/page-data.ts): all of them for an anonymous visitor,
 * the session and the site settings for one with a session cookie.
 */
export async function renderPageHtml(
  c: Context,
  indexHtml: string,
  options: {
    brand: string;
    baseUrl: string;
    api: ApiFetch;
    preloads?: string[];
    pageData?: 'anonymous' | 'signed-in';
    /**
     * The page's markup rendered from the same answers (site/page-render.ts, decision 134), for an
     * anonymous visitor of a page that is found; null when it is not rendered on the server.
     */
    render?: (read: PageRead) => Promise<RenderedPage | null>;
    /** The time zone the render wrote dates in, for the browser to take them over in it. */
    zone?: string;
    /**
     * The text of index.html's stylesheets by their href: a page rendered on the server carries
     * them inline, so its first paint waits for no second round trip (decision 134).
     */
    stylesheets?: ReadonlyMap<string, string>;
  },
): Promise<PageAnswer> {
  const lang = pageLanguage(c);
  const url = new URL(c.req.url);
  const { meta, params } = matchPageMeta(url.pathname);
  // One internal request per path, shared by the preview and the page's data.
  const answers = new Map<string, Promise<{ status: number; body: unknown }>>();
  const fetchOnce = (path: string) => {
    let answer = answers.get(path);
    if (!answer) {
      answer = options.api(path, lang).catch(() => ({ status: 500, body: null }));
      answers.set(path, answer);
    }
    return answer;
  };
  let entityMissing = false;
  const read: ApiRead = async (path) => {
    const answer = await fetchOnce(path);
    if (answer.status === 404) entityMissing = true;
    return answer.status === 200 ? answer.body : null;
  };
  const dataPaths = options.pageData
    ? pageDataPaths(url.pathname, url.searchParams, options.pageData === 'signed-in')
    : [];
  for (const path of dataPaths) void fetchOnce(path);
  const entity = meta.entity ? await entityPreview(meta, params, lang, read).catch(() => null) : null;
  const data: Record<string, unknown> = {};
  for (const path of dataPaths) {
    const answer = await fetchOnce(path);
    if (answer.status === 200) data[path] = answer.body;
  }
  const isHome = url.pathname === '/';
  // A category page is named by its category ("Grafik ve Tasarım · …"), as the web app does.
  const category = url.pathname.startsWith('/category/') ? normalizeCategory(params.categoryId ?? '') : null;
  const name = entity?.title ?? (category ? categoryLabel(category, lang) : translate(lang, meta.title));
  const title = pageTitle(name, options.brand);
  const description = metaDescription(entity?.description || translate(lang, meta.description));
  const notFound = meta === NOT_FOUND_META || (meta.entity !== undefined && entityMissing);
  // The page's address in its language (page-urls.ts); the path without a trailing slash.
  const pagePath = url.pathname.replace(/(.)\/+$/, '$1');
  const canonical = pageUrl(options.baseUrl, pagePath, lang);
  const image = absolute(entity?.image ?? DEFAULT_OG_IMAGE, options.baseUrl);
  const e = escapeHtml;
  const tags = [
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(description)}" />`,
    `<meta name="application-name" content="${e(options.brand)}" />`,
    `<link rel="manifest" href="${e(lang === 'en' ? '/manifest.webmanifest' : `/manifest.webmanifest?lang=${lang}`)}" />`,
  ];
  if (notFound || meta.access === 'private') tags.push('<meta name="robots" content="noindex" />');
  else {
    // Every public page names its address in this language and in each other (decision 110).
    tags.push(`<link rel="canonical" href="${e(canonical)}" />`);
    for (const alt of languageAlternates(options.baseUrl, pagePath))
      tags.push(`<link rel="alternate" hreflang="${alt.hreflang}" href="${e(alt.href)}" />`);
  }
  if (!notFound && (pagePath === '/blog' || pagePath.startsWith('/blog/'))) {
    const feedTitle = `${translate(lang, 'shell:meta.blog.title')} · ${options.brand}`;
    tags.push(
      `<link rel="alternate" type="application/atom+xml" title="${e(feedTitle)}" href="${e(blogFeedPath(lang))}" />`,
    );
  }
  if (!notFound && (meta.entity || isHome)) {
    tags.push(
      `<meta property="og:site_name" content="${e(options.brand)}" />`,
      `<meta property="og:type" content="${entity?.type ?? 'website'}" />`,
      `<meta property="og:title" content="${e(title)}" />`,
      `<meta property="og:description" content="${e(description)}" />`,
      `<meta property="og:url" content="${e(canonical)}" />`,
      `<meta property="og:image" content="${e(image)}" />`,
      `<meta property="og:locale" content="${OG_LOCALE[lang]}" />`,
      `<meta property="og:locale:alternate" content="${OG_LOCALE[lang === 'tr' ? 'en' : 'tr']}" />`,
      `<meta name="twitter:card" content="${entity?.image ? 'summary' : 'summary_large_image'}" />`,
      `<meta name="twitter:title" content="${e(title)}" />`,
      `<meta name="twitter:description" content="${e(description)}" />`,
      `<meta name="twitter:image" content="${e(image)}" />`,
    );
  }
  const preloads = (options.preloads ?? []).map(
    (href) => `<link rel="modulepreload" crossorigin href="${e(href)}" />`,
  );
  // The largest image of the page (what Lighthouse calls the LCP element) starts with the code.
  if (entity?.heroImage) {
    // The same candidates and sizes as the page's <img> (service-gallery.tsx), or the browser
    // would download a second copy.
    const srcset = imageSrcSet(entity.heroImage);
    const responsive = srcset ? ` imagesrcset="${e(srcset)}" imagesizes="${e(SERVICE_GALLERY_SIZES)}"` : '';
    preloads.unshift(
      `<link rel="preload" as="image" href="${e(entity.heroImage)}"${responsive} fetchpriority="high" />`,
    );
  }
  // Rendered on the server: the markup, and the answers it was drawn from as the web app's query
  // cache (which replaces the page-data block: the same answers, once).
  const rendered =
    !notFound && options.render && options.pageData === 'anonymous'
      ? await options.render(fetchOnce).catch(() => null)
      : null;
  const body = rendered
    ? `${renderedStateScript(lang, options.zone ?? 'UTC', rendered)}\n  </body>`
    : dataPaths.length
      ? `${pageDataScript(lang, data)}\n  </body>`
      : '</body>';
  const page = rendered && options.stylesheets ? inlinedOf(indexHtml, options.stylesheets) : indexHtml;
  // The first paint waits until the page's content (<main>) is parsed, not a header alone while
  // the rest is still arriving: an `expect` link blocks rendering until its element is parsed, and
  // the footer's start follows the end of <main>.
  if (rendered) preloads.unshift('<link rel="expect" href="#site-footer" blocking="render" />');
  const head = tags.join('\n    ');
  const end = preloads.length ? `  ${preloads.join('\n    ')}\n  </head>` : '</head>';
  const status = notFound ? 404 : 200;
  const build = () =>
    shellOf(page)([
      lang,
      head,
      end,
      rendered ? `<div id="root">${rendered.html}</div>` : '<div id="root"></div>',
      body,
    ]);
  if (!rendered) return { html: build(), status };
  const bytes = finalBytes(
    rendered,
    page,
    `${status}\n${lang}\n${options.zone ?? 'UTC'}\n${head}\n${end}`,
    build,
  );
  return {
    get html() {
      return build();
    },
    status,
    bytes,
  };
}

/** A page's HTML and status; a page rendered on the server also as bytes, kept while it lasts. */
export interface PageAnswer {
  html: string;
  status: 200 | 404;
  /**
   * The page encoded as `encoding` asks (null: not compressed), made once per rendered page: a
   * repeated page is sent without joining, encoding or compressing its 70 kB again.
   */
  bytes?: (encoding: Encoding | null) => Promise<Uint8Array>;
}

/**
 * The bytes of a page rendered on the server, by the rendered page (one object for as long as its
 * answers stay the same, site/page-render.ts) and what else went into its HTML: the document
 * (index.html, with its stylesheets or not) and `key` (status, language, time zone, the head and
 * its end; the rest of the body is the rendered page's markup and state). A variant is made
 * when first asked for, so a server whose visitors all take Brotli keeps only that one.
 */
const pageBytes = new WeakMap<
  RenderedPage,
  { page: string; key: string; variants: Map<Encoding | 'identity', Promise<Uint8Array>> }
>();

function finalBytes(rendered: RenderedPage, page: string, key: string, build: () => string) {
  let kept = pageBytes.get(rendered);
  if (!kept || kept.page !== page || kept.key !== key) {
    kept = { page, key, variants: new Map() };
    pageBytes.set(rendered, kept);
  }
  const variants = kept.variants;
  return (encoding: Encoding | null): Promise<Uint8Array> => {
    const name = encoding ?? 'identity';
    let made = variants.get(name);
    if (!made) {
      const plain = Buffer.from(build());
      made = encoding ? compressBuffer(plain, encoding) : Promise.resolve(plain);
      // A failed compression is not kept: the next request tries again.
      made.catch(() => variants.delete(name));
      variants.set(name, made);
    }
    return made;
  };
}

/**
 * Fills index.html's five places: the language, the head's tags, the end of the head, the root
 * element, the end of the body.
 */
type Shell = (values: [string, string, string, string, string]) => string;

/** Shells by document: index.html, and index.html with its stylesheets written in (per build). */
const shells = new Map<string, Shell>();

/**
 * index.html cut once (per build) at the places a page writes into, so a page joins its parts
 * instead of searching the document each time. The cuts are those of the replacements below (which
 * a document with a NUL character in it still goes through each time).
 */
function shellOf(indexHtml: string): Shell {
  const known = shells.get(indexHtml);
  if (known) return known;
  // Replacement functions, so a `$` in a title or an answer is written as it is.
  const replaced = (values: readonly string[]) =>
    indexHtml
      .replace(/<html lang="[^"]*">/, () => `<html lang="${values[0]}">`)
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace(/<title>[^<]*<\/title>/, () => values[1]!)
      .replace('</head>', () => values[2]!)
      .replace('<div id="root"></div>', () => values[3]!)
      .replace('</body>', () => values[4]!);
  let fill: Shell = replaced;
  if (!indexHtml.includes('\0')) {
    // The pieces between the places, marked with NULs: [text, place, text, place, …, text].
    const pieces = replaced(['\u00000\0', '\u00001\0', '\u00002\0', '\u00003\0', '\u00004\0']).split(
      /\0(\d)\0/,
    );
    fill = (values) => {
      let html = pieces[0]!;
      for (let i = 1; i < pieces.length; i += 2) html += values[Number(pieces[i])]! + pieces[i + 1]!;
      return html;
    };
  }
  // A new build brings a new document; the old ones are not asked for again.
  if (shells.size >= 4) shells.clear();
  shells.set(indexHtml, fill);
  return fill;
}

/** index.html with its stylesheets written in, made once per document and set of stylesheets. */
const inlined = new WeakMap<ReadonlyMap<string, string>, { indexHtml: string; page: string }>();
function inlinedOf(indexHtml: string, stylesheets: ReadonlyMap<string, string>): string {
  const known = inlined.get(stylesheets);
  if (known?.indexHtml === indexHtml) return known.page;
  const page = inlineStylesheets(indexHtml, stylesheets);
  inlined.set(stylesheets, { indexHtml, page });
  return page;
}

/**
 * The answers a page was rendered from (React Query's dehydrated cache, read by the web's main.tsx),
 * with the language and time zone it was rendered in.
 */
function renderedStateScript(lang: Language, zone: string, rendered: RenderedPage): string {
  const ns = escapeHtml(rendered.namespaces.join(','));
  return `<script type="application/json" id="ssr-state" data-lang="${lang}" data-zone="${escapeHtml(zone)}" data-ns="${ns}">${rendered.state}</script>`;
}

/** index.html with each stylesheet link whose text is known replaced by a <style> element with it. */
function inlineStylesheets(indexHtml: string, stylesheets: ReadonlyMap<string, string>): string {
  return indexHtml.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const css = stylesheets.get(href);
    return css === undefined ? link : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/** The stylesheets index.html links to, read from the web build (for inlineStylesheets). */
export function readStylesheets(indexHtml: string, webDist: string, read: (file: string) => string | null) {
  const sheets = new Map<string, string>();
  for (const [, href] of indexHtml.matchAll(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
  )) {
    const css = read(`${webDist}${href}`);
    if (href && css !== null) sheets.set(href, css);
  }
  return sheets;
}
