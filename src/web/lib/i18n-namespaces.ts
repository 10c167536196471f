import type { ResourceKey } from 'i18next';

/**
 * Translation namespaces the application shell (top bar, footer, error page) and the public
 * discovery pages (home, category, hire) need for their first render. Per language they form one
 * small chunk (locales/<lang>-core.ts) loaded before the app renders; every other namespace is a
 * chunk of its own, loaded by the pages that declare it (see lib/i18n.ts and page() in
 * app/route-helpers.tsx). A new namespace is one of those unless it is added here, to the
 * -core globs and to the exclusion in lib/i18n.ts.
 */
export const CORE_NAMESPACES: readonly string[] = Object.freeze(['common', 'shell', 'discovery']);

/** Catalogue files by path (an import.meta.glob result) as namespaces by name. */
export function byNamespace(files: Record<string, unknown>): Record<string, ResourceKey> {
  const out: Record<string, ResourceKey> = {};
  for (const [file, content] of Object.entries(files)) {
    const ns = /([\w-]+)\.json$/.exec(file)?.[1];
    if (ns) out[ns] = content as ResourceKey;
  }
  return out;
}
