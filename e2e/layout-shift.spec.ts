import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Lang, setupContexts, type Who } from './support/contexts';
import { createAccount } from './support/users';

/**
 * Layout stability: Cumulative Layout Shift (the largest session window of 'layout-shift'
 * entries, as Web Vitals and Lighthouse count it) of the storefront's main pages, on a 390 px
 * phone and a 1366 px laptop, in both languages, from a fresh load until the page has settled.
 * At most 0.05 each (the footer must not jump when the content arrives).
 */

const MAX_CLS = 0.05;
const VIEWPORTS = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 768 } } as const;

interface Demo {
  project: string;
  service: string;
  profile: string;
}

const PAGES: { name: string; who: Who; url: (d: Demo) => string }[] = [
  { name: 'home', who: 'anon', url: () => '/' },
  { name: 'projects', who: 'anon', url: () => '/projects' },
  // /services/mine is the seller's own list (decision 125).
  { name: 'services', who: 'freelancer', url: () => '/services/mine' },
  { name: 'a project', who: 'anon', url: (d) => `/projects/${d.project}` },
  { name: 'a service', who: 'anon', url: (d) => `/services/${d.service}` },
  { name: 'a profile', who: 'anon', url: (d) => `/profile/${d.profile}` },
  { name: 'search', who: 'anon', url: () => '/search' },
];

/** Collects the shifts from the first paint on (buffered), in every document the context opens. */
function observeShifts() {
  type LayoutShiftSource = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  const w = window as unknown as { __cls: number; __shifts: string[] };
  w.__cls = 0;
  w.__shifts = [];
  let windowValue = 0;
  let first = 0;
  let last = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (entry.hadRecentInput) continue;
      // A session window: shifts less than 1 s apart, at most 5 s long.
      if (windowValue && entry.startTime - last < 1000 && entry.startTime - first < 5000) {
        windowValue += entry.value;
      } else {
        windowValue = entry.value;
        first = entry.startTime;
      }
      last = entry.startTime;
      w.__cls = Math.max(w.__cls, windowValue);
      // What moved, for the message of a failure.
      const sources = (entry as unknown as { sources?: LayoutShiftSource[] }).sources ?? [];
      w.__shifts.push(
        `${entry.startTime.toFixed(0)} ms +${entry.value.toFixed(3)}: ${sources
          .map((s) => {
            const node = s.node as HTMLElement | null;
            const name = node
              ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').trim().slice(0, 30)}"`
              : '?';
            return `${name} ${s.previousRect.y}→${s.currentRect.y} (h ${s.previousRect.height}→${s.currentRect.height})`;
          })
          .join('; ')}`,
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function measure(page: Page, url: string, lang: Lang): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(
    (l) =>
      document.readyState === 'complete' &&
      document.documentElement.lang === l &&
      !!document.querySelector('main#main > *') &&
      !document.querySelector('main .animate-spin'),
    lang,
    { timeout: 30_000 },
  );
  // Late images and fonts: wait for them, then a second more for anything they move.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((i) => !i.complete)
        .map(
          (i) =>
            new Promise((r) => {
              i.addEventListener('load', r, { once: true });
              i.addEventListener('error', r, { once: true });
              setTimeout(r, 3000);
            }),
        ),
    );
  });
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/** The shifts `measure` saw on the page, each with what moved (for a failure's message). */
function shiftsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
}

const contexts = setupContexts({ limit: 2, init: observeShifts });

let demo: Promise<Demo> | undefined;
function demoEntities(context: BrowserContext): Promise<Demo> {
  demo ??= (async () => {
    const get = async <T>(url: string) => (await (await context.request.get(url)).json()) as T;
    const projects = await get<{ items: { id: string }[] }>('/api/projects');
    const freelancers = await get<{ items: { profileId: string }[] }>('/api/freelancers');
    const profile = freelancers.items[0]!.profileId;
    const services = await get<{ items: { id: string }[] }>(`/api/profiles/${profile}/services`);
    return { project: projects.items[0]!.id, service: services.items[0]!.id, profile };
  })();
  return demo;
}

describe('layout stability (CLS)', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    for (const lang of ['en', 'tr'] as const) {
      it(`keeps CLS at most ${MAX_CLS} at ${viewport.width} px (${label}), ${lang}`, async () => {
        const d = await demoEntities(await contexts.context('anon', lang, viewport));
        const results: { page: string; cls: number }[] = [];
        for (const who of ['anon', 'freelancer'] as const) {
          const pages = PAGES.filter((p) => p.who === who);
          const names = new Map(pages.map((p) => [p.url(d), p.name]));
          const context = await contexts.context(who, lang, viewport);
          await contexts.pool(
            context,
            [...names.keys()],
            async (page, url) => {
              results.push({ page: `${names.get(url)} (${url})`, cls: await measure(page, url, lang) });
            },
            { fresh: true },
          );
        }
        const over = results.filter((r) => r.cls > MAX_CLS);
        if (process.env.CLS_LOG || over.length) console.log(`CLS ${label} ${lang}`, results);
        expect(over).toEqual([]);
      }, 120_000);
    }
  }
});

describe('layout stability (CLS) for an address not confirmed yet', () => {
  // The banner asking to confirm the address stands above every page: it must be in place when
  // the page is drawn, not push it down when it arrives.
  for (const lang of ['en', 'tr'] as const) {
    it(`keeps CLS at most ${MAX_CLS} with the confirmation banner, ${lang}`, async () => {
      const account = await createAccount(`cls-unconfirmed-${lang}`, lang);
      const results: { page: string; cls: number; shifts?: string[] }[] = [];
      for (const [label, viewport] of Object.entries(VIEWPORTS)) {
        const context = await contexts.context(account, lang, viewport);
        await contexts.pool(
          context,
          ['/', '/projects'],
          async (page, url) => {
            const cls = await measure(page, url, lang);
            results.push({
              page: `${url} (${label})`,
              cls,
              ...(cls > MAX_CLS && { shifts: await shiftsOf(page) }),
            });
            // The page was measured with the banner on it.
            expect(await page.getByRole('status').filter({ hasText: account.email }).count()).toBe(1);
          },
          { fresh: true },
        );
      }
      const over = results.filter((r) => r.cls > MAX_CLS);
      if (process.env.CLS_LOG || over.length) console.log(`CLS unconfirmed ${lang}`, results);
      expect(over).toEqual([]);
    }, 120_000);
  }
});
