import fs from 'node:fs';
import enAi from '@shared/locales/en/ai.json';
import trAi from '@shared/locales/tr/ai.json';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { createAccount, signInAs } from './support/users';

const browser = setupBrowser();

const TOOL_PAGES = [
  ['chatbots', '/chatbots'],
  ['analytics', '/business-analytics'],
  ['image', '/image-ai'],
  ['video', '/video-ai'],
  ['model3d', '/3d-modelling'],
  ['text', '/text-analysis'],
  ['voice', '/voice-ai'],
] as const;

describe('AI services overview', () => {
  it('links seven tools, shows real experts and leads to all experts', async () => {
    const page = await browser.newPage({ language: 'en' });
    await page.goto('/ai-services');
    await page.getByRole('heading', { name: enAi.overview.title, level: 1 }).waitFor();
    for (const [key, path] of TOOL_PAGES) {
      const link = page.getByRole('link', {
        name: enAi.overview.open.replace('{{name}}', enAi.cards[key].title),
      });
      expect(await link.getAttribute('href')).toBe(path);
    }
    // Machine learning and AI integration are cards without links.
    for (const key of ['ml', 'integration'] as const) {
      const card = page.getByTestId(`ai-card-${key}`);
      await card.getByText(enAi.cards[key].title).waitFor();
      expect(await card.evaluate((el) => el.tagName)).toBe('DIV');
      expect(await card.locator('a').count()).toBe(0);
    }
    // Six expert cards from the seeded freelancers.
    await page.getByTestId('freelancer-card').first().waitFor();
    expect(await page.getByTestId('freelancer-card').count()).toBe(6);
    await page.getByRole('link', { name: 'Oğuz Demir' }).waitFor();
    await page.getByRole('link', { name: enAi.overview.viewAll }).click();
    await page.waitForURL('**/hire?category=software-tech');
    // The hire page opens on the Software Tech tab, with its freelancers.
    await page.getByRole('heading', { name: 'Hire Freelancers' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Software Tech' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel').getByRole('link', { name: 'Oğuz Demir' }).waitFor();
    expect(await page.getByRole('tabpanel').getByRole('link', { name: 'Elif Şahin' }).count()).toBe(0);
  });

  it('every tool page has a back link to the overview', async () => {
    const page = await browser.newPage({ language: 'tr' });
    for (const [, path] of TOOL_PAGES) {
      await page.goto(path);
      await page.getByRole('link', { name: trAi.back }).click();
      await page.waitForURL('**/ai-services');
      await page.getByRole('heading', { name: trAi.overview.title, level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/ai-services');
    }
  });
});

describe('AI tools', () => {
  it('analyses a Turkish text and shows sentiment, confidence, keywords and the method', async () => {
    const page = await browser.newPage({ language: 'en' });
    await page.goto('/text-analysis');
    // Nothing to send yet: the button is disabled and says why.
    expect(await page.getByRole('button', { name: enAi.text.analyze }).isDisabled()).toBe(true);
    await page.getByText(enAi.text.required).waitFor();
    const text =
      "Ürün hiç iyi değil. Teslimat gecikti ve müşteri hizmetleri çok kötüydü. Ankara'daki mağazayı beğenmedim.";
    await page.getByLabel(enAi.text.label).fill(text);
    await page.getByRole('button', { name: enAi.text.analyze }).click();
    expect(await page.getByTestId('sentiment').textContent()).toBe(enAi.text.sentiments.negative);
    expect(await page.getByTestId('confidence').textContent()).toMatch(/^\d{1,3}\.\d%$/);
    await page.getByText('Ankara').first().waitFor();
    await page.getByText(enAi.text.methodLocal, { exact: false }).waitFor();
    // The page shows exactly what the local analyser answers for this text.
    const res = await page.request.post('/api/ai/text-analysis', { data: { text } });
    expect(res.status()).toBe(200);
    const expected = (await res.json()) as {
      sentiment: keyof typeof enAi.text.sentiments;
      confidence: number;
      keywords: string[];
      entities: Array<{ text: string; type: keyof typeof enAi.text.entityTypes }>;
      summary: string;
      language: string;
      method: string;
    };
    expect(expected).toMatchObject({ sentiment: 'negative', language: 'tr', method: 'local' });
    expect(expected.keywords.length).toBeGreaterThan(0);
    expect(await page.getByTestId('sentiment').textContent()).toBe(enAi.text.sentiments[expected.sentiment]);
    expect(await page.getByTestId('confidence').textContent()).toBe(
      new Intl.NumberFormat('en-US', {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(expected.confidence),
    );
    expect(
      await page.getByRole('list', { name: enAi.text.keywords }).getByRole('listitem').allTextContents(),
    ).toEqual(expected.keywords);
    const entityTexts = await page
      .getByRole('list', { name: enAi.text.entities })
      .getByRole('listitem')
      .allTextContents();
    expect(entityTexts).toEqual(expected.entities.map((e) => `${e.text}· ${enAi.text.entityTypes[e.type]}`));
    expect(expected.entities.map((e) => e.text)).toContain('Ankara');
  });

  it('builds a 3D model from an uploaded image and downloads it as GLB', async () => {
    const user = await createAccount('ai3d');
    const page = await browser.newPage({ language: 'en' });
    await signInAs(page, user);
    await page.goto('/3d-modelling');
    // Nothing to send yet: the button is disabled and says why.
    expect(await page.getByRole('button', { name: enAi.model3d.generate }).isDisabled()).toBe(true);
    await page.getByText(enAi.model3d.required).waitFor();
    const image = await sharp({
      create: { width: 80, height: 60, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel(enAi.model3d.image)
      .setInputFiles({ name: 'tile.png', mimeType: 'image/png', buffer: image });
    await page.getByRole('img', { name: enAi.model3d.source }).waitFor();
    await page.getByRole('button', { name: enAi.model3d.generate }).click();
    const link = page.getByRole('link', { name: enAi.model3d.download });
    await link.waitFor();
    await page.getByText(enAi.model3d.stats.vertices).waitFor();
    // The preview draws the GLB it fetched (or says WebGL is off); it never stays broken.
    await page.locator('canvas[data-state="ready"], canvas[data-state="unsupported"]').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('model.glb');
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('glTF');
    expect(bytes.readUInt32LE(8)).toBe(bytes.length);
  });

  it('says the image service is not configured when no provider is set', async () => {
    const page = await browser.newPage({ language: 'en' });
    await page.goto('/image-ai');
    await page.getByRole('status', { name: enAi.image.notConfiguredTitle }).waitFor();
    await page.getByText(enAi.image.notConfigured).waitFor();
    expect(await page.getByRole('button', { name: enAi.image.generate }).count()).toBe(0);
  });

  it('shows the video notice without a form', async () => {
    const page = await browser.newPage({ language: 'tr' });
    await page.goto('/video-ai');
    await page.getByText(trAi.video.notice).waitFor();
    expect(await page.locator('main form').count()).toBe(0);
    await page.getByRole('link', { name: trAi.video.hire }).click();
    await page.waitForURL('**/hire?category=video-animation');
    // The hire page opens on the video tab, in Turkish.
    expect(
      await page.getByRole('tab', { name: 'Video ve Animasyon', exact: true }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('counts the voice text up to 5000 characters', async () => {
    const page = await browser.newPage({ language: 'en' });
    await page.goto('/voice-ai');
    await page.getByRole('heading', { name: enAi.voice.title }).waitFor();
    // Chromium provides speechSynthesis (even without installed voices), so the form must show.
    expect(await page.evaluate(() => 'speechSynthesis' in window)).toBe(true);
    expect(await page.getByText(enAi.voice.unsupported).count()).toBe(0);
    const counter = page.getByTestId('voice-counter');
    expect(await counter.textContent()).toBe('0 / 5000');
    // Nothing to send yet: the button is disabled and says why.
    expect(await page.getByRole('button', { name: enAi.voice.speak }).isDisabled()).toBe(true);
    await page.getByText(enAi.voice.required).waitFor();
    await page.getByLabel(enAi.voice.text).fill('Hello there');
    expect(await counter.textContent()).toBe('11 / 5000');
    await page.getByLabel(enAi.voice.text).fill('x'.repeat(5200));
    expect(await counter.textContent()).toBe('5000 / 5000');
    await page.getByRole('combobox', { name: enAi.voice.voice }).click();
    expect(await page.getByRole('option').count()).toBe(6);
  });
});
