import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_FLAGS } from './chromium';

export const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, '--disable-quic'];

/**
 * A page the server rendered (decision 134) shows its content before its script has taken it over,
 * and a button pressed then does nothing. Every page of `context` waits, after goto() and
 * reload(), until the app marks the document ready (app/app-root.tsx), as a person waits for a
 * page to react; a document that is not the app (a file, an API answer) is not waited for.
 */
export function waitForTakeover(context: BrowserContext) {
  context.on('page', (page) => {
    const ready = async () => {
      await page
        .waitForFunction(
          () => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'),
          null,
          { timeout: 15_000 },
        )
        .catch(() => undefined);
    };
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const res = await goto(...args);
      await ready();
      return res;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const res = await reload(...args);
      await ready();
      return res;
    };
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * One Chromium for the spec file; `newPage()` gives a fresh context (own cookies and storage).
 * Call at the top level of a spec file.
 */
export function setupBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(
      options: { language?: 'en' | 'tr'; viewport?: { width: number; height: number } } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: options.viewport ?? { width: 1280, height: 900 },
      });
      contexts.push(context);
      waitForTakeover(context);
      if (options.language) {
        await context.addInitScript((lang) => {
          if (!localStorage.getItem('language')) localStorage.setItem('language', lang);
        }, options.language);
        // As a returning visitor's browser: the app keeps the choice in its cookie too, which the
        // server renders the page in.
        await context.addCookies([{ name: 'language', value: options.language, url: baseUrl() }]);
      }
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
}
