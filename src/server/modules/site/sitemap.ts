import { CATEGORY_IDS } from '@shared/categories';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants';
import { PAGES, type PageMeta } from '@shared/page-meta';
import { asc, count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts, helpArticles, profiles, projects, services } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { notHidden } from '../../lib/content-hides';
import { listingsShown, servicesShown } from '../../lib/listing-visibility';
import { escapeHtml } from './page-html';
import { languageAlternates, pageUrl } from './page-urls';

/*
 * The sitemap (decision 110): an index at /sitemap.xml naming one sitemap of the fixed pages
 * (listed pages of the shared page table, the categories, the help articles), one of the blog, and
 * pages of at most SITEMAP_PAGE_SIZE profiles, services and projects each. Each address appears
 * once per language with its hreflang alternates. Only what an anonymous visitor may open is
 * listed, by the same rules as the pages themselves: a hidden profile, a service or project hidden
 * by moderation, and the listings of an account whose state hides them (lib/listing-visibility.ts)
 * are left out.
 */

/** Entities per sitemap page: two addresses each stays under the protocol's 50,000. */
export const SITEMAP_PAGE_SIZE = 20_000;

export type EntityKind = 'profiles' | 'services' | 'projects';
export const ENTITY_KINDS: readonly EntityKind[] = ['profiles', 'services', 'projects'];

interface Entry {
  path: string;
  lastmod?: Date;
  /** The languages it exists in (all, unless said). */
  languages?: readonly Language[];
}

/** What each kind lists and where its page is, with the visibility rules of its page. */
function entityQuery(db: Db, kind: EntityKind, at: Date) {
  switch (kind) {
    case 'profiles': {
      const where = sql`${profiles.profileVisible} and ${listingsShown(sql`${profiles.userId}`, at)}`;
      return {
        count: () => db.select({ n: count() }).from(profiles).where(where),
        page: (offset: number, limit: number) =>
          db
            .select({ id: profiles.id, lastmod: profiles.updatedAt })
            .from(profiles)
            .where(where)
            .orderBy(asc(profiles.id))
            .limit(limit)
            .offset(offset),
        path: (id: string) => `/profile/${id}`,
      };
    }
    case 'services': {
      const where = sql`${profiles.profileVisible} and ${servicesShown(sql`${profiles.userId}`, at)}
        and ${notHidden('service', services.id)}`;
      return {
        count: () =>
          db
            .select({ n: count() })
            .from(services)
            .innerJoin(profiles, eq(profiles.id, services.profileId))
            .where(where),
        page: (offset: number, limit: number) =>
          db
            .select({ id: services.id, lastmod: services.updatedAt })
            .from(services)
            .innerJoin(profiles, eq(profiles.id, services.profileId))
            .where(where)
            .orderBy(asc(services.id))
            .limit(limit)
            .offset(offset),
        path: (id: string) => `/services/${id}`,
      };
    }
    case 'projects': {
      const where = sql`${notHidden('project', projects.id)} and ${listingsShown(sql`${projects.userId}`, at)}`;
      return {
        count: () => db.select({ n: count() }).from(projects).where(where),
        page: (offset: number, limit: number) =>
          db
            .select({ id: projects.id, lastmod: projects.updatedAt })
            .from(projects)
            .where(where)
            .orderBy(asc(projects.id))
            .limit(limit)
            .offset(offset),
        path: (id: string) => `/projects/${id}`,
      };
    }
  }
}

/** The sitemaps the index names (paths), each kind's pages counted now. */
export async function sitemapParts(db: Db, pageSize = SITEMAP_PAGE_SIZE): Promise<string[]> {
  const at = clockNow();
  const parts = ['/sitemaps/pages.xml', '/sitemaps/blog.xml'];
  for (const kind of ENTITY_KINDS) {
    const [row] = await entityQuery(db, kind, at).count();
    const pages = Math.ceil((row?.n ?? 0) / pageSize);
    for (let n = 1; n <= pages; n++) parts.push(`/sitemaps/${kind}-${n}.xml`);
  }
  return parts;
}

/** The entries of page `n` (from 1) of a kind; null past its last page. */
export async function entityEntries(
  db: Db,
  kind: EntityKind,
  n: number,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<Entry[] | null> {
  const query = entityQuery(db, kind, clockNow());
  const rows = await query.page((n - 1) * pageSize, pageSize);
  if (rows.length === 0 && n > 1) return null;
  return rows.map((r) => ({ path: query.path(r.id), lastmod: r.lastmod }));
}

/** The listed pages without parameters, the category pages and the help articles. */
export async function fixedEntries(db: Db): Promise<Entry[]> {
  const entries: Entry[] = (Object.entries(PAGES) as [string, PageMeta][])
    .filter(([pattern, meta]) => meta.access === 'listed' && !pattern.includes(':'))
    .map(([path]) => ({ path }));
  for (const id of CATEGORY_IDS) entries.push({ path: `/category/${id}` });
  const articles = await db
    .select({
      slug: helpArticles.slug,
      languages: sql<Language[]>`array_agg(${helpArticles.language} order by ${helpArticles.language})`,
      lastmod: max(helpArticles.updatedAt),
    })
    .from(helpArticles)
    .groupBy(helpArticles.slug)
    .orderBy(asc(helpArticles.slug));
  for (const a of articles)
    entries.push({
      path: `/help/${encodeURIComponent(a.slug)}`,
      languages: a.languages,
      ...(a.lastmod ? { lastmod: new Date(a.lastmod) } : {}),
    });
  return entries;
}

/** Every blog post, with the languages it is written in. */
export async function blogEntries(db: Db): Promise<Entry[]> {
  const posts = await db
    .select({
      slug: blogPosts.slug,
      languages: sql<Language[]>`array_agg(${blogPosts.language} order by ${blogPosts.language})`,
      lastmod: max(blogPosts.publishedAt),
    })
    .from(blogPosts)
    .groupBy(blogPosts.slug)
    .orderBy(asc(blogPosts.slug));
  return posts.map((p) => ({
    path: `/blog/${encodeURIComponent(p.slug)}`,
    languages: p.languages,
    ...(p.lastmod ? { lastmod: new Date(p.lastmod) } : {}),
  }));
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

/** A `<urlset>`: each entry once per language it exists in, each naming its alternates. */
export function urlsetXml(baseUrl: string, entries: Entry[]): string {
  const e = escapeHtml;
  const lines = [
    XML_HEAD,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    const languages = entry.languages ?? LANGUAGES;
    const alternates = languageAlternates(baseUrl, entry.path).filter((a) =>
      languages.includes(a.hreflang === 'x-default' ? DEFAULT_LANGUAGE : (a.hreflang as Language)),
    );
    const links =
      languages.length > 1
        ? alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${e(a.href)}"/>`)
        : [];
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    for (const lang of languages)
      lines.push(`<url><loc>${e(pageUrl(baseUrl, entry.path, lang))}</loc>${lastmod}${links.join('')}</url>`);
  }
  lines.push('</urlset>');
  return lines.join('\n');
}

/** The `<sitemapindex>` naming `parts` (paths). */
export function sitemapIndexXml(baseUrl: string, parts: string[]): string {
  return [
    XML_HEAD,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((p) => `<sitemap><loc>${escapeHtml(new URL(p, baseUrl).toString())}</loc></sitemap>`),
    '</sitemapindex>',
  ].join('\n');
}
