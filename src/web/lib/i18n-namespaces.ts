/**
 * Translation namespaces the application shell (top bar, footer, error page) and the public
 * discovery pages (home, category, hire) need for their first render. They are loaded before the
 * app renders, as one small chunk per language; every other namespace is a second chunk per
 * language, loaded in the background after the first render and awaited by the other pages
 * (see lib/i18n.ts and page() in app/route-helpers.tsx). A new namespace belongs to the second
 * chunk unless it is added here. Also read by vite.config.ts to group the chunks.
 */
export const CORE_NAMESPACES = ['common', 'shell', 'discovery'];

/** The chunk a catalogue file belongs to, e.g. 'locale-en-core', or null for other modules. */
export function localeChunkName(moduleId: string): string | null {
  const match = /[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.json$/.exec(moduleId);
  if (!match) return null;
  return `locale-${match[1]}-${CORE_NAMESPACES.includes(match[2]!) ? 'core' : 'more'}`;
}
