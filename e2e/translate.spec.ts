import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, waitForTakeover } from './support/browser';
import { startFakeTranslator, startOwnServer } from './support/own-server';

/*
 * User content in the reader's language (decision 071). This journey needs a translation
 * provider, which the shared server must not have, so it runs its own server from the same
 * bundles, pointed at a LibreTranslate stand-in at the network edge.
 */

// Written in one language only (the demo's listings are all in both, decision 130): made by the journey.
const TURKISH_PROJECT = 'Çay bahçemiz için yeni bir menü tasarımı';
const TURKISH_DESCRIPTION =
  'Karaköy’deki çay bahçemizin menüsünü yeniliyoruz; iki dilli, okunaklı ve baskıya hazır bir tasarım istiyoruz.';
const ENGLISH_SERVICE = 'Hand-painted shop signs for cafés and bakeries';
// The demo's Turkish client wrote this project in both languages.
const DEMO_TURKISH_PROJECT = 'Kahve dükkânımızın açılışı için kısa tanıtım videosu';
const DEMO_ENGLISH_TITLE = 'A short promo video for the opening of our coffee shop';

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
  waitForTakeover(context);
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  await context.addCookies([{ name: 'language', value: language, url: server.baseUrl }]);
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

/** Signs a demo account in through the API and posts `body` to `path` as it; returns the new row's id. */
async function postAs(email: string, path: string, body: unknown): Promise<string> {
  const origin = { origin: server.baseUrl, 'content-type': 'application/json' };
  const signIn = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  if (!signIn.ok) throw new Error(`sign-in of ${email}: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { ...origin, cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

describe('translating user content', () => {
  it("an English reader reads the demo's Turkish project in its client's English, with no translation asked", async () => {
    const id = await findId('projects', 'kahve tanıtım videosu', DEMO_TURKISH_PROJECT);
    const page = await newPage('en');
    await page.goto(`/projects/${id}`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: DEMO_ENGLISH_TITLE }).waitFor();
    await main.getByText('Written by the client in both languages').waitFor();
    expect(await main.getByRole('button', { name: 'Translate' }).count()).toBe(0);
    const before = translator.requests.length;
    await main.getByRole('button', { name: 'Show the Turkish version' }).click();
    await main.getByRole('heading', { level: 1, name: DEMO_TURKISH_PROJECT }).waitFor();
    expect(translator.requests.length).toBe(before);
  });

  it('an English reader translates a Turkish project, then shows the original', async () => {
    const id = await postAs('kerem.aydin@demo.test', '/api/projects', {
      title: TURKISH_PROJECT,
      description: TURKISH_DESCRIPTION,
      budget: 300,
      category: 'graphic-design',
      dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      requirements: ['Baskıya hazır dosyalar'],
    });
    const page = await newPage('en');
    await page.goto(`/projects/${id}`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: TURKISH_PROJECT }).waitFor();
    const before = translator.requests.length;
    await main.getByRole('button', { name: 'Translate' }).click();
    await main.getByRole('heading', { level: 1, name: `[tr→en] ${TURKISH_PROJECT}` }).waitFor();
    await main.getByText('Translated from Turkish').waitFor();
    await main.getByText(/^\[tr→en\] Karaköy’deki çay bahçemizin/).waitFor();
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
    const id = await postAs('marco.rossi@demo.test', '/api/services', {
      category: 'graphic-design',
      subcategory: 'illustration',
      header: ENGLISH_SERVICE,
      explanation:
        'Hand-painted signs for your shop window and counter: a sketch first, then the painted sign, delivered ready to hang.',
      pricing: 'Small sign 120 dollars, large sign 300 dollars.',
      packages: [
        {
          tier: 'basic',
          name: 'Window sign',
          description: 'One painted sign for a shop window.',
          price: 120,
          deliveryDays: 7,
          revisions: 1,
          features: ['Sketch first', 'Weatherproof paint'],
        },
      ],
    });
    const page = await newPage('tr', { width: 390, height: 844 });
    await page.goto(`/services/${id}`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: ENGLISH_SERVICE }).waitFor();
    await main.getByRole('button', { name: 'Çevir' }).click();
    await main.getByRole('heading', { level: 1, name: `[en→tr] ${ENGLISH_SERVICE}` }).waitFor();
    await main.getByText('İngilizce dilinden çevrildi').waitFor();
    // The package is translated with the rest, its features each on their own line.
    await main.getByText('[en→tr] Window sign').first().waitFor();
    await main.getByText('[en→tr] Sketch first').first().waitFor();
    await main.getByText('Weatherproof paint').first().waitFor();
    // The button fits the narrow screen.
    const box = await main.getByRole('button', { name: 'Orijinalini göster' }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await main.getByRole('button', { name: 'Orijinalini göster' }).click();
    await main.getByRole('heading', { level: 1, name: ENGLISH_SERVICE }).waitFor();
    await main.getByRole('button', { name: 'Çevir' }).waitFor();
    expect(await main.getByText('[en→tr] Window sign').count()).toBe(0);
  });
});
