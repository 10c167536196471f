/*
 * Each page's title and description (translation keys of the shell catalogue), by route. The
 * server writes them into the HTML it answers (with Open Graph and Twitter tags for shareable
 * pages, from the entity), and the web app sets them on every navigation, so a tab, a bookmark and
 * a link preview all name the page. Pages about one entity (a project, a service, a profile, a blog
 * post) replace the title with the entity's own.
 */

export interface PageMeta {
  /** 'shell:meta.<page>.title' */
  title: string;
  /** 'shell:meta.<page>.description' */
  description: string;
  /** The entity a shareable page shows (the server reads it for link previews). */
  entity?: 'project' | 'service' | 'profile' | 'blog';
  /**
   * Who the page is for (decision 110):
   * - `listed`: anyone; indexed, with canonical and hreflang links; a page without `:params` is in
   *   the sitemap, one with them through its entities (or categories, help articles);
   * - `public`: anyone, but not worth a search engine's index (sign-in forms, a search's results);
   * - `private`: behind the sign-in guard (the web's `page()` adds it from here); `noindex`, and
   *   robots.txt asks crawlers to keep out.
   */
  access: 'listed' | 'public' | 'private';
  /** A private page that handles a missing session itself (no sign-in guard around it). */
  ownGuard?: true;
}

const meta = (
  page: string,
  access: PageMeta['access'],
  entity?: PageMeta['entity'],
  ownGuard?: true,
): PageMeta => ({
  title: `shell:meta.${page}.title`,
  description: `shell:meta.${page}.description`,
  access,
  ...(entity ? { entity } : {}),
  ...(ownGuard ? { ownGuard } : {}),
});

/**
 * Every page of the web app, by route pattern as the web router declares it (`:param` matches one
 * path segment). The one list of pages: the web's `page(path, …)` takes only a path of this table
 * (and its sign-in guard from `access`), and the server answers 404 for a path that matches none.
 */
export const PAGES = {
  '/': meta('home', 'listed'),
  '/search': meta('search', 'public'),
  '/ranking': meta('ranking', 'listed'),
  '/category/:categoryId': meta('category', 'listed'),
  '/hire': meta('hire', 'listed'),
  '/signin': meta('signIn', 'public'),
  '/signup': meta('signUp', 'public'),
  '/forgot-password': meta('forgotPassword', 'public'),
  '/reset-password': meta('resetPassword', 'public'),
  '/verify-email': meta('verifyEmail', 'public'),
  '/projects': meta('projects', 'listed'),
  '/projects/:id': meta('project', 'listed', 'project'),
  '/post-job': meta('postJob', 'private'),
  '/my-projects': meta('myProjects', 'private'),
  '/my-projects/:id': meta('myProject', 'private'),
  '/my-projects/:id/edit': meta('editProject', 'private'),
  // The public browse page (issue 29); the seller's own list moved to /services/mine (decision 125).
  '/services': meta('services', 'listed'),
  '/services/mine': meta('myServices', 'private'),
  '/services/:serviceId': meta('service', 'listed', 'service'),
  '/add-service': meta('addService', 'private'),
  // It says itself that one must sign in (the spec wants its own warning before /signin).
  '/profile': meta('myProfile', 'private', undefined, true),
  '/profile/:profileId': meta('profile', 'listed', 'profile'),
  '/orders': meta('orders', 'private'),
  '/contracts/:id': meta('contract', 'private'),
  '/wallet': meta('wallet', 'private'),
  '/receipts/:id': meta('receipt', 'private'),
  '/payment': meta('payment', 'private'),
  '/checkout/test/:paymentId': meta('checkout', 'private'),
  '/chatbots': meta('chatbots', 'listed'),
  '/business-analytics': meta('analytics', 'listed'),
  '/chat': meta('chat', 'private'),
  '/notifications': meta('notifications', 'private'),
  '/help': meta('help', 'listed'),
  '/help/:slug': meta('helpArticle', 'listed'),
  '/ai-services': meta('aiServices', 'listed'),
  '/image-ai': meta('imageAi', 'listed'),
  '/video-ai': meta('videoAi', 'listed'),
  '/3d-modelling': meta('model3d', 'listed'),
  '/text-analysis': meta('textAnalysis', 'listed'),
  '/voice-ai': meta('voiceAi', 'listed'),
  '/about': meta('about', 'listed'),
  '/terms': meta('terms', 'listed'),
  '/privacy-policy': meta('privacyPolicy', 'listed'),
  '/contact': meta('contact', 'listed'),
  '/blog': meta('blog', 'listed'),
  '/blog/:slug': meta('blogPost', 'listed', 'blog'),
  '/settings': meta('settings', 'private'),
  '/privacy': meta('privacy', 'private'),
  '/account-settings': meta('accountSettings', 'private'),
  '/marketing-package': meta('marketingPackage', 'private'),
  '/saved': meta('saved', 'private'),
  '/account/standing': meta('accountStanding', 'private'),
  // The admin console (decision 060): one title for its pages; a section adds its path here.
  '/admin': meta('adminConsole', 'private'),
  '/admin/payouts': meta('adminConsole', 'private'),
  '/admin/users': meta('adminConsole', 'private'),
  '/admin/users/:id': meta('adminConsole', 'private'),
  '/admin/audit': meta('adminConsole', 'private'),
  '/admin/platform': meta('adminConsole', 'private'),
  '/admin/disputes': meta('adminConsole', 'private'),
  '/admin/disputes/:id': meta('adminConsole', 'private'),
  '/admin/reports': meta('adminConsole', 'private'),
  '/admin/hidden': meta('adminConsole', 'private'),
  '/admin/messages': meta('adminConsole', 'private'),
} as const satisfies Record<string, PageMeta>;

/** A route pattern of the web app. */
export type PagePattern = keyof typeof PAGES;

/** The table as (pattern, meta) pairs, in matching order. */
export const PAGE_META: readonly (readonly [pattern: PagePattern, meta: PageMeta])[] = Object.entries(
  PAGES,
) as [PagePattern, PageMeta][];

/** Whether the web wraps the page of `pattern` in the sign-in guard. */
export function pageIsGuarded(pattern: PagePattern): boolean {
  const page: PageMeta = PAGES[pattern];
  return page.access === 'private' && !page.ownGuard;
}

/** A path not in the table (the not-found page). */
export const NOT_FOUND_META: PageMeta = meta('notFound', 'public');

/** The page a path shows, with the values of its `:params`. */
export function matchPageMeta(pathname: string): { meta: PageMeta; params: Record<string, string> } {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const [pattern, m] of PAGE_META) {
    const want = pattern.split('/').filter(Boolean);
    if (want.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < want.length; i++) {
      const w = want[i]!;
      const p = parts[i]!;
      if (w.startsWith(':')) {
        try {
          params[w.slice(1)] = decodeURIComponent(p);
        } catch {
          ok = false;
        }
      } else if (w !== p) ok = false;
      if (!ok) break;
    }
    if (ok) return { meta: m, params };
  }
  return { meta: NOT_FOUND_META, params: {} };
}

/** "<page> · <brand>"; the brand alone when there is no page title. */
export function pageTitle(title: string | null | undefined, brand: string): string {
  const page = title?.trim();
  return page ? `${page} · ${brand}` : brand;
}

/** Text for a description tag: one line, at most `max` characters, cut at a word. */
export function metaDescription(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
