import { z } from '@hono/zod-openapi';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@shared/constants';
import { PAGES, type PageMeta } from '@shared/page-meta';
import { desc, eq } from 'drizzle-orm';
import { Feed } from 'feed';
import type { Context } from 'hono';
import { blogPosts } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { compressAnswers } from '../../lib/compression';
import { createRouter } from '../../lib/http';
import { translate } from '../../lib/i18n';
import { FILES_ROUTE_PREFIX } from '../../lib/storage';
import { blogFeedPath, pageUrl } from './page-urls';
import {
  blogEntries,
  ENTITY_KINDS,
  type EntityKind,
  entityEntries,
  fixedEntries,
  sitemapIndexXml,
  sitemapParts,
  urlsetXml,
} from './sitemap';

/*
 * The web's standard files (decision 110), made from the configuration, the shared page table and
 * the database: robots.txt, the sitemap, security.txt, the web manifest and the blog's Atom feed in
 * each language. They answer with or without a built web app; the icons they name are static files
 * of src/web/public (scripts/make-icons.mjs).
 */

/** How long a security.txt stays valid (RFC 9116 advises under a year); written from the clock. */
const SECURITY_TXT_DAYS = 180;
/** Posts in a feed. */
const FEED_SIZE = 20;
/** The brand colour of the icons and the installed app's title bar. */
const THEME_COLOR = '#4f46e5';

/**
 * What robots.txt keeps crawlers out of: each private page of the shared table, and the API but
 * its stored files (images the public pages show). A page without parameters is matched exactly
 * (`$`, with or without a query), so `/privacy` does not shut `/privacy-policy`, nor `/services/mine`
 * the service pages; one with parameters by its fixed start (`/contracts/`).
 */
export function robotsDisallows(): string[] {
  const rules = new Set<string>(['/api/']);
  for (const [pattern, meta] of Object.entries(PAGES) as [string, PageMeta][]) {
    if (meta.access !== 'private') continue;
    const param = pattern.indexOf('/:');
    if (param >= 0) rules.add(`${pattern.slice(0, param)}/`);
    else {
      rules.add(`${pattern}$`);
      rules.add(`${pattern}?`);
    }
  }
  return [...rules];
}

/** A sitemap's name: `pages`, `blog`, or a kind and its page (`services-2`). */
const sitemapPart = z.union([
  z.enum(['pages', 'blog']),
  z.string().regex(new RegExp(`^(?:${ENTITY_KINDS.join('|')})-[1-9][0-9]{0,5}$`)),
]);

function xml(c: Context, body: string, type = 'application/xml') {
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(body, 200, { 'content-type': `${type}; charset=utf-8` });
}

function notFound(c: Context) {
  return c.text('Not found', 404);
}

export function webFileRoutes() {
  const app = createRouter();
  // Sitemaps and feeds grow with the site: compressed like the API's text.
  const compress = compressAnswers();

  app.get('/robots.txt', (c) => {
    const { baseUrl } = c.get('services').config;
    const lines = [
      'User-agent: *',
      `Allow: ${FILES_ROUTE_PREFIX}/`,
      ...robotsDisallows().map((rule) => `Disallow: ${rule}`),
      '',
      `Sitemap: ${new URL('/sitemap.xml', baseUrl).toString()}`,
      '',
    ];
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(lines.join('\n'));
  });

  app.get('/sitemap.xml', compress, async (c) => {
    const { db, config } = c.get('services');
    return xml(c, sitemapIndexXml(config.baseUrl, await sitemapParts(db)));
  });

  app.get('/sitemaps/:part{[a-z0-9-]+\\.xml}', compress, async (c) => {
    const { db, config } = c.get('services');
    const parsed = sitemapPart.safeParse(c.req.param('part').replace(/\.xml$/, ''));
    if (!parsed.success) return notFound(c);
    const part = parsed.data;
    if (part === 'pages') return xml(c, urlsetXml(config.baseUrl, await fixedEntries(db)));
    if (part === 'blog') return xml(c, urlsetXml(config.baseUrl, await blogEntries(db)));
    const [kind, n] = part.split('-') as [EntityKind, string];
    const entries = await entityEntries(db, kind, Number(n));
    return entries ? xml(c, urlsetXml(config.baseUrl, entries)) : notFound(c);
  });

  app.get('/.well-known/security.txt', (c) => {
    const { config } = c.get('services');
    const expires = new Date(clockNow().getTime() + SECURITY_TXT_DAYS * 86_400_000);
    expires.setUTCHours(0, 0, 0, 0);
    const lines = [
      `Contact: mailto:${config.CONTACT_EMAIL}`,
      `Expires: ${expires.toISOString()}`,
      `Preferred-Languages: ${LANGUAGES.join(', ')}`,
      `Canonical: ${new URL('/.well-known/security.txt', config.baseUrl).toString()}`,
      '',
    ];
    c.header('Cache-Control', 'public, max-age=86400');
    return c.text(lines.join('\n'));
  });

  app.get('/manifest.webmanifest', (c) => {
    const { config } = c.get('services');
    const query = c.req.query('lang');
    const lang: Language = isLanguage(query) ? query : DEFAULT_LANGUAGE;
    const manifest = {
      name: config.SITE_NAME,
      short_name: config.SITE_NAME.slice(0, 12),
      description: translate(lang, 'shell:meta.home.description'),
      lang,
      dir: 'ltr',
      id: '/',
      start_url: lang === DEFAULT_LANGUAGE ? '/' : `/?lang=${lang}`,
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: THEME_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    };
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(JSON.stringify(manifest), 200, {
      'content-type': 'application/manifest+json; charset=utf-8',
    });
  });

  for (const lang of LANGUAGES) {
    app.get(blogFeedPath(lang), compress, async (c) => {
      const { db, config } = c.get('services');
      const posts = await db
        .select()
        .from(blogPosts)
        .where(eq(blogPosts.language, lang))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.position))
        .limit(FEED_SIZE);
      const blogTitle = translate(lang, 'shell:meta.blog.title');
      const feed = new Feed({
        id: pageUrl(config.baseUrl, '/blog', lang),
        title: `${blogTitle} · ${config.SITE_NAME}`,
        description: translate(lang, 'shell:meta.blog.description'),
        link: pageUrl(config.baseUrl, '/blog', lang),
        feed: new URL(blogFeedPath(lang), config.baseUrl).toString(),
        language: lang,
        updated: posts[0]?.publishedAt ?? new Date(0),
        favicon: new URL('/favicon.ico', config.baseUrl).toString(),
        author: { name: config.SITE_NAME, link: new URL('/', config.baseUrl).toString() },
        copyright: config.SITE_NAME,
        generator: false,
      });
      for (const post of posts) {
        const link = pageUrl(config.baseUrl, `/blog/${encodeURIComponent(post.slug)}`, lang);
        feed.addItem({
          id: link,
          link,
          title: post.title,
          description: post.description,
          date: post.publishedAt,
          published: post.publishedAt,
        });
      }
      return xml(c, feed.atom1(), 'application/atom+xml');
    });
  }

  return app;
}
