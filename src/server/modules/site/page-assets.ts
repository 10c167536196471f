import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@shared/constants';

/*
 * Preload hints for the code a page needs before it can show anything. The HTML names only the
 * entry chunk; the page's own lazily loaded chunk, its imports and the translation catalogue of
 * the visitor's language are requested by the entry once it has run, a second round trip on a slow
 * phone. Listed in the HTML as `modulepreload`, they download alongside the entry instead. The
 * files come from Vite's build manifest (dist/web/.vite/manifest.json, `build.manifest`); without
 * one (a build from before it, or the dev server) there are no hints and nothing else changes.
 */

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Public pages whose code is split from the entry, as the web router declares them
 * (src/web/features/<feature>/routes.tsx; page-assets.test.ts holds the two together): the source
 * module of the page (relative to src/web) and the translation namespaces it waits for besides the
 * core ones (`page(…, { namespaces })`). Pages not listed get the core catalogue hint only.
 */
export const PAGE_MODULES: Readonly<Record<string, { module: string; namespaces: readonly string[] }>> = {
  '/projects': { module: 'features/projects/routes/projects-list.tsx', namespaces: ['projects'] },
  '/projects/:id': {
    module: 'features/projects/routes/project-detail.tsx',
    namespaces: ['projects'],
  },
  '/profile/:profileId': {
    module: 'features/profiles/routes/profile-page.tsx',
    namespaces: ['profile'],
  },
  '/services/:serviceId': {
    module: 'features/services/routes/service-detail.tsx',
    namespaces: ['services', 'contracts', 'money', 'offers', 'projects'],
  },
  '/services': { module: 'features/discovery/routes/services-browse.tsx', namespaces: ['saved', 'search'] },
  '/search': { module: 'features/discovery/routes/search.tsx', namespaces: ['saved', 'search'] },
  '/category/:categoryId': { module: 'features/discovery/routes/category.tsx', namespaces: [] },
  '/hire': { module: 'features/discovery/routes/hire.tsx', namespaces: [] },
  '/signin': { module: 'features/auth/routes/sign-in.tsx', namespaces: ['auth'] },
  '/signup': { module: 'features/auth/routes/sign-up.tsx', namespaces: ['auth'] },
  '/help': { module: 'features/help/routes/help-center.tsx', namespaces: ['help'] },
  '/help/:slug': { module: 'features/help/routes/help-article.tsx', namespaces: ['help'] },
  '/blog': { module: 'features/shell/routes/blog.tsx', namespaces: ['blog'] },
  '/blog/:slug': { module: 'features/shell/routes/blog-post.tsx', namespaces: ['blog'] },
};

/** The core catalogue chunk of a language, and the chunk of one other namespace (src/web/lib/i18n.ts). */
const coreCatalogue = (lang: Language) => `lib/locales/${lang}-core.ts`;
const namespaceCatalogue = (lang: Language, ns: string) => `../shared/locales/${lang}/${ns}.json`;

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const parts = pathname.split('/').filter(Boolean);
  return want.length === parts.length && want.every((w, i) => w.startsWith(':') || w === parts[i]);
}

export function readManifest(webDist: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** `pageAssets(manifest).preloads(pathname, lang)`: the URLs to modulepreload for a page, in order. */
export function pageAssets(manifest: Manifest | null) {
  // The entry and everything it imports statically are in the HTML already.
  const inHtml = new Set<string>();
  const entryKey = manifest && Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest?.[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  if (entryKey) collect(entryKey, inHtml);

  const cache = new Map<string, string[]>();
  return {
    preloads(pathname: string, lang: Language): string[] {
      if (!manifest) return [];
      const pattern = Object.keys(PAGE_MODULES).find((p) => matches(p, pathname));
      const cacheKey = `${pattern ?? ''} ${lang}`;
      const known = cache.get(cacheKey);
      if (known) return known;
      // The catalogues first: the first render waits for them, and they come after the entry
      // otherwise (two round trips for a page that waits for every namespace). Then the page's own
      // chunk; its imports are requested together with it (the entry's import helper) anyway, and
      // over HTTP/1.1 dozens of hints would queue ahead of what the first paint needs.
      const files = new Set<string>();
      const add = (key: string) => {
        const file = manifest[key]?.file;
        if (file) files.add(file);
      };
      add(coreCatalogue(lang));
      const page = pattern ? PAGE_MODULES[pattern]! : null;
      for (const ns of page?.namespaces ?? []) add(namespaceCatalogue(lang, ns));
      if (page) add(page.module);
      const urls = [...files].filter((file) => !inHtml.has(file)).map((file) => `/${file}`);
      cache.set(cacheKey, urls);
      return urls;
    },
  };
}

export type PageAssets = ReturnType<typeof pageAssets>;
