import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { baseUrl, CHROMIUM_ARGS, waitForTakeover } from './browser';
import type { E2EUser } from './users';

const DEMO_EMAIL = {
  client: 'client@demo.test',
  freelancer: 'freelancer@demo.test',
  // The console's pages (/admin/…): the demo administrator of the seed.
  admin: 'admin@demo.test',
} as const;
const DEMO_PASSWORD = 'demo1234';

export type Who = 'anon' | keyof typeof DEMO_EMAIL;
export type Lang = 'en' | 'tr';
export type Viewport = { width: number; height: number };

/**
 * One Chromium and one browser context per (visitor, language) for journeys that walk many pages:
 * signed out or signed in as a demo account, in the given interface language. A signed-in
 * account's saved language would win over the chosen one at load (use-saved-language), so the
 * context sees its settings with the chosen language instead; nothing is written to the account.
 * `pool` opens the addresses on a few pages at once, with at most `limit` pages busy across the
 * whole file (the CI machines have two cores).
 */
export function setupContexts({
  limit = 3,
  init,
}: {
  limit?: number;
  /** A script to run in every document the contexts open, before the page's own. */
  init?: () => void;
} = {}) {
  let browser: Browser;
  const contexts = new Map<string, Promise<BrowserContext>>();
  let busy = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (busy >= limit) await new Promise<void>((r) => waiting.push(r));
    busy += 1;
  };
  const release = () => {
    busy -= 1;
    waiting.shift()?.();
  };

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(who: Who | E2EUser, lang: Lang, viewport: Viewport): Promise<BrowserContext> {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport });
    waitForTakeover(context);
    await context.addInitScript((l) => localStorage.setItem('language', l), lang);
    // A returning visitor's browser holds the choice in its cookie too (the app writes both), so a
    // page rendered on the server arrives in it.
    await context.addCookies([{ name: 'language', value: lang, url: baseUrl() }]);
    if (init) await context.addInitScript(init);
    if (who !== 'anon') {
      const account = typeof who === 'string' ? { email: DEMO_EMAIL[who], password: DEMO_PASSWORD } : who;
      const res = await context.request.post('/api/auth/sign-in/email', {
        data: account,
        headers: { origin: baseUrl() },
      });
      if (!res.ok()) throw new Error(`sign-in as ${account.email} failed: ${res.status()}`);
      await context.route('**/api/settings', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        if (body?.preferences) body.preferences.language = lang;
        await route.fulfill({ response, json: body });
      });
    }
    return context;
  }

  return {
    baseUrl,
    context(
      who: Who | E2EUser,
      lang: Lang,
      viewport: Viewport = { width: 1280, height: 900 },
    ): Promise<BrowserContext> {
      const key = `${typeof who === 'string' ? who : who.email}:${lang}:${viewport.width}x${viewport.height}`;
      let context = contexts.get(key);
      if (!context) {
        context = open(who, lang, viewport);
        contexts.set(key, context);
      }
      return context;
    },
    /**
     * Runs `visit` for every address, on up to `limit` pages of the context at once; `fresh`: a
     * new page for each address (nothing carried over from the previous one).
     */
    async pool(
      context: BrowserContext,
      urls: string[],
      visit: (page: Page, url: string) => Promise<void>,
      { fresh = false } = {},
    ) {
      const queue = [...urls];
      const worker = async () => {
        let page: Page | undefined;
        try {
          for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
            await acquire();
            try {
              if (!page) {
                page = await context.newPage();
                page.setDefaultTimeout(15_000);
              }
              await visit(page, url);
            } finally {
              if (fresh) {
                await page?.close();
                page = undefined;
              }
              release();
            }
          }
        } finally {
          await page?.close();
        }
      };
      await Promise.all(Array.from({ length: Math.min(limit, urls.length) }, worker));
    },
  };
}
