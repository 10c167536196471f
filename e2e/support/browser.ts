import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

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
      if (options.language) {
        await context.addInitScript((lang) => {
          if (!localStorage.getItem('language')) localStorage.setItem('language', lang);
        }, options.language);
      }
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
}
