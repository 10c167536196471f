import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from './support/browser';
import { startFakeTranslator, startOwnServer } from './support/own-server';

/*
 * User content in the reader's language (decision 071). This journey needs a translation
 * provider, which the shared server must not have, so it runs its own server from the same
 * bundles, pointed at a LibreTranslate stand-in at the network edge.
 */

const TURKISH_PROJECT = 'Kahve dükkânımızın açılışı için kısa tanıtım videosu';
const ENGLISH_SERVICE = 'Shelf-ready packaging design for your product';

let server: Awaited<ReturnType<typeof startOwnServer>>;
let translator: Awaited<ReturnType<typeof startFakeTranslator>>;
let browser: Browser;

beforeAll(async () => {
  translator = await startFakeTranslator();
  server = await startOwnServer({ TRANSLATE_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: translator.url });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await translator?.close();
});

async function newPage(language: 'en' | 'tr', viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport });
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function findId(kind: 'projects' | 'services', q: string, title: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/search?kind=${kind}&q=${encodeURIComponent(q)}`);
  const body = (await res.json()) as { items: { id: string; title?: string; header?: string }[] };
  const item = body.items.find((i) => (i.title ?? i.header) === title);
  if (!item) throw new Error(`no ${kind} result '${title}'`);
  return item.id;
}

describe('translating user content', () => {
  it('an English reader translates a Turkish project, then shows the original', async () => {
    const id = await findId('projects', 'kahve tanıtım videosu', TURKISH_PROJECT);
    const page = await newPage('en');
    await page.goto(`/projects/${id}`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: TURKISH_PROJECT }).waitFor();
    const before = translator.requests.length;
    await main.getByRole('button', { name: 'Translate' }).click();
    await main.getByRole('heading', { level: 1, name: `[tr→en] ${TURKISH_PROJECT}` }).waitFor();
    await main.getByText('Translated from Turkish').waitFor();
    await main.getByText(/^\[tr→en\] İzmir’de yeni açtığımız kahve dükkânı/).waitFor();
    expect(translator.requests.slice(before).map((r) => r.target)).toEqual(['en', 'en']);

    await main.getByRole('button', { name: 'Show original' }).click();
    await main.getByRole('heading', { level: 1, name: TURKISH_PROJECT }).waitFor();
    // Translating again shows the kept translation; the provider is not asked again.
    await main.getByRole('button', { name: 'Translate' }).click();
    await main.getByRole('heading', { level: 1, name: `[tr→en] ${TURKISH_PROJECT}` }).waitFor();
    await page.reload();
    await main.getByRole('button', { name: 'Translate' }).click();
    await main.getByRole('heading', { level: 1, name: `[tr→en] ${TURKISH_PROJECT}` }).waitFor();
    expect(translator.requests.length).toBe(before + 2);

    // Content already in the reader's language offers nothing.
    const english = await findId(
      'projects',
      'coffee shop brand identity',
      'Brand Identity for a New Coffee Shop',
    );
    await page.goto(`/projects/${english}`);
    await main.getByRole('heading', { level: 1, name: 'Brand Identity for a New Coffee Shop' }).waitFor();
    expect(await main.getByRole('button', { name: 'Translate' }).count()).toBe(0);
  });

  it('a Turkish reader on a phone translates an English service, then shows the original', async () => {
    const id = await findId('services', 'packaging', ENGLISH_SERVICE);
    const page = await newPage('tr', { width: 390, height: 844 });
    await page.goto(`/services/${id}`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: ENGLISH_SERVICE }).waitFor();
    await main.getByRole('button', { name: 'Çevir' }).click();
    await main.getByRole('heading', { level: 1, name: `[en→tr] ${ENGLISH_SERVICE}` }).waitFor();
    await main.getByText('İngilizce dilinden çevrildi').waitFor();
    // The button fits the narrow screen.
    const box = await main.getByRole('button', { name: 'Orijinalini göster' }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await main.getByRole('button', { name: 'Orijinalini göster' }).click();
    await main.getByRole('heading', { level: 1, name: ENGLISH_SERVICE }).waitFor();
    await main.getByRole('button', { name: 'Çevir' }).waitFor();
  });
});
