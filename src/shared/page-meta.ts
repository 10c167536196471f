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
}

const meta = (page: string, entity?: PageMeta['entity']): PageMeta => ({
  title: `shell:meta.${page}.title`,
  description: `shell:meta.${page}.description`,
  ...(entity ? { entity } : {}),
});

/** Route patterns as the web router declares them (`:param` matches one path segment). */
export const PAGE_META: readonly (readonly [pattern: string, meta: PageMeta])[] = [
  ['/', meta('home')],
  ['/search', meta('search')],
  ['/ranking', meta('ranking')],
  ['/category/:categoryId', meta('category')],
  ['/hire', meta('hire')],
  ['/signin', meta('signIn')],
  ['/signup', meta('signUp')],
  ['/forgot-password', meta('forgotPassword')],
  ['/reset-password', meta('resetPassword')],
  ['/verify-email', meta('verifyEmail')],
  ['/projects', meta('projects')],
  ['/projects/:id', meta('project', 'project')],
  ['/post-job', meta('postJob')],
  ['/my-projects', meta('myProjects')],
  ['/my-projects/:id', meta('myProject')],
  ['/my-projects/:id/edit', meta('editProject')],
  ['/services', meta('myServices')],
  ['/services/:serviceId', meta('service', 'service')],
  ['/add-service', meta('addService')],
  ['/profile', meta('myProfile')],
  ['/profile/:profileId', meta('profile', 'profile')],
  ['/orders', meta('orders')],
  ['/contracts/:id', meta('contract')],
  ['/wallet', meta('wallet')],
  ['/payment', meta('payment')],
  ['/checkout/test/:paymentId', meta('checkout')],
  ['/chatbots', meta('chatbots')],
  ['/business-analytics', meta('analytics')],
  ['/chat', meta('chat')],
  ['/notifications', meta('notifications')],
  ['/help', meta('help')],
  ['/help/:slug', meta('helpArticle')],
  ['/ai-services', meta('aiServices')],
  ['/image-ai', meta('imageAi')],
  ['/video-ai', meta('videoAi')],
  ['/3d-modelling', meta('model3d')],
  ['/text-analysis', meta('textAnalysis')],
  ['/voice-ai', meta('voiceAi')],
  ['/about', meta('about')],
  ['/terms', meta('terms')],
  ['/privacy-policy', meta('privacyPolicy')],
  ['/contact', meta('contact')],
  ['/blog', meta('blog')],
  ['/blog/:slug', meta('blogPost', 'blog')],
  ['/settings', meta('settings')],
  ['/privacy', meta('privacy')],
  ['/account-settings', meta('accountSettings')],
  ['/marketing-package', meta('marketingPackage')],
  ['/saved', meta('saved')],
  ['/account/standing', meta('accountStanding')],
  // The admin console (decision 060): one title for its pages; a section adds its path here.
  ['/admin', meta('adminConsole')],
  ['/admin/payouts', meta('adminConsole')],
  ['/admin/users', meta('adminConsole')],
  ['/admin/users/:id', meta('adminConsole')],
  ['/admin/audit', meta('adminConsole')],
  ['/admin/disputes', meta('adminConsole')],
  ['/admin/disputes/:id', meta('adminConsole')],
  ['/admin/reports', meta('adminConsole')],
  ['/admin/hidden', meta('adminConsole')],
];

/** A path not in the table (the not-found page). */
export const NOT_FOUND_META: PageMeta = meta('notFound');

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
