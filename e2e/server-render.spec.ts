import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser } from './support/browser';

/**
 * Issue 30, item 3 (decision 134): the public pages are rendered on the server for an anonymous
 * visitor, with their data, in the visitor's language; the browser takes the markup over as it is
 * (no React hydration error, the server's elements kept, nothing drawn again), in both languages.
 */

const browser = setupBrowser();

async function json<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** The text of the server's #root, tags taken out. */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="ssr-state"');
  return html
    .slice(start, end)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/** A visitor who chose `lang` before (the cookie the web app writes), on a phone. */
async function visitor(lang: 'en' | 'tr'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.context().addCookies([{ name: 'language', value: lang, url: baseUrl() }]);
  // The first <h1> of the page as parsed from the server's HTML, before any script has run.
  await page.context().addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { __h1: Element | null }).__h1 = document.querySelector('main h1');
    });
  });
  return page;
}

/** Opens `path`; returns the server's HTML and what the browser reported while taking it over. */
async function open(page: Page, path: string) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const res = await page.goto(path, { waitUntil: 'load' });
  const html = (await res?.text()) ?? '';
  await page.waitForLoadState('networkidle');
  // Taken over: the page's own <h1> is the one the server sent (not drawn again), and it reacts.
  const kept = await page.evaluate(() => {
    const first = (window as unknown as { __h1: Element | null }).__h1;
    return first?.isConnected === true && first === document.querySelector('main h1');
  });
  return { html, errors, kept };
}

interface Demo {
  featured: string;
  project: { id: string; title: string; titleTr: string; listed: string };
  service: { id: string; header: string; headerTr: string };
  profile: { id: string; name: string };
}

async function demo(): Promise<Demo> {
  const featured = await json<{ items: { name: string }[] }>('/api/freelancers/featured?limit=6');
  const projects = await json<{ items: { id: string; title: string }[] }>('/api/projects?page=1');
  const services = await json<{
    items: { id: string; header: string; alt: { lang: string; header: string } | null }[];
  }>('/api/search?kind=services');
  const detail = await json<{
    project: { id: string; title: string; alt: { lang: string; title: string } | null };
  }>(`/api/projects/${projects.items[0]!.id}`);
  const titleIn = (lang: string) =>
    detail.project.alt?.lang === lang ? detail.project.alt.title : detail.project.title;
  // The card's header in each language: the author's own version in it when there is one (decision 130).
  const first = services.items[0]!;
  const headerIn = (lang: string) => (first.alt?.lang === lang ? first.alt.header : first.header);
  const freelancers = await json<{ items: { profileId: string; name: string }[] }>('/api/freelancers');
  return {
    featured: featured.items[0]!.name,
    project: {
      id: detail.project.id,
      title: titleIn('en'),
      titleTr: titleIn('tr'),
      listed: projects.items[0]!.title,
    },
    service: { id: first.id, header: headerIn('en'), headerTr: headerIn('tr') },
    profile: { id: freelancers.items[0]!.profileId, name: freelancers.items[0]!.name },
  };
}

describe('public pages rendered on the server', () => {
  for (const lang of ['en', 'tr'] as const) {
    it(`carry their heading and first results in the HTML and are taken over without a mismatch (${lang})`, async () => {
      const d = await demo();
      const pages: { path: string; heading: string; content: string }[] = [
        {
          path: '/',
          heading:
            lang === 'en'
              ? 'Find the perfect freelancer for your project'
              : 'Projeniz için ideal serbest çalışanı bulun',
          content: d.featured,
        },
        {
          path: '/projects',
          heading: lang === 'en' ? 'Projects' : 'Projeler',
          // The list's cards show the project's first version in either language.
          content: d.project.listed,
        },
        {
          path: `/projects/${d.project.id}`,
          heading: lang === 'en' ? d.project.title : d.project.titleTr,
          content: lang === 'en' ? d.project.title : d.project.titleTr,
        },
        {
          path: '/services',
          heading: lang === 'en' ? 'Browse services' : 'Hizmetlere göz atın',
          content: lang === 'en' ? 'Browse services' : 'Hizmetlere göz atın',
        },
        { path: `/profile/${d.profile.id}`, heading: d.profile.name, content: d.profile.name },
        { path: '/blog', heading: 'Blog', content: lang === 'en' ? 'Blog' : 'Blog' },
      ];
      const page = await visitor(lang);
      for (const p of pages) {
        const { html, errors, kept } = await open(page, p.path);
        expect(html, p.path).toContain(`<html lang="${lang}">`);
        expect(html, p.path).toContain('id="ssr-state"');
        const text = rootText(html);
        expect(text, p.path).toContain(p.heading);
        expect(text, p.path).toContain(p.content);
        expect(errors, p.path).toEqual([]);
        expect(kept, `${p.path}: the server's <h1> was drawn again`).toBe(true);
        await expect
          .poll(() => page.locator('main h1').first().textContent(), { message: p.path })
          .toBe(p.heading);
      }
    });
  }

  it('a choice kept only in the browser is applied once the page is taken over', async () => {
    // Turkish in localStorage, no cookie: the server renders English, the page then switches.
    const page = await browser.newPage({ language: 'tr', viewport: { width: 390, height: 844 } });
    // The journeys' browsers keep the choice in the cookie too, as the app does; not this one.
    await page.context().clearCookies();
    const { html, errors } = await open(page, '/projects');
    expect(html).toContain('<html lang="en">');
    expect(errors).toEqual([]);
    await page.locator('main h1', { hasText: 'Projeler' }).waitFor();
  });

  it('a signed-in visitor and a page of nothing get no server markup', async () => {
    const res = await fetch(`${baseUrl()}/projects/00000000-0000-4000-8000-000000000000`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root"></div>');
    const signedIn = await fetch(`${baseUrl()}/projects`, {
      headers: { cookie: 'better-auth.session_token=not-a-session' },
    });
    expect(await signedIn.text()).toContain('<div id="root"></div>');
  });
});
