import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser } from './support/browser';
import { createAccount, signInAs } from './support/users';

const browser = setupBrowser();

const TEXT = {
  en: {
    freelancerQuery: 'logo designer',
    projectQuery: 'logo design',
    save: (name: string) => `Save ${name}`,
    remove: (name: string) => `Remove ${name} from saved`,
    saved: 'Saved',
    services: 'Services',
    saveSearch: 'Save this search',
    name: 'Name',
    submit: 'Save',
    searchSaved: 'Search saved',
    searches: 'Searches',
    projectTitle: (n: string) => `Logo design for the Harbor Café ${n}`,
    description:
      'A friendly logo for a small harbour café, with a cup and a wave, two colour variants and a short style guide.',
  },
  tr: {
    freelancerQuery: 'logo tasarımı',
    projectQuery: 'logo tasarımı',
    save: (name: string) => `${name} öğesini kaydet`,
    remove: (name: string) => `${name} öğesini kaydedilenlerden çıkar`,
    saved: 'Kaydedilenler',
    services: 'Hizmetler',
    saveSearch: 'Bu aramayı kaydet',
    name: 'Ad',
    submit: 'Kaydet',
    searchSaved: 'Arama kaydedildi',
    searches: 'Aramalar',
    projectTitle: (n: string) => `Liman kafesi için logo tasarımı ${n}`,
    description:
      'Küçük liman kafemiz için fincan ve dalga içeren, iki renk seçeneği olan sade bir logo ve kısa bir stil rehberi istiyoruz.',
  },
} as const;

const PHONE = { width: 390, height: 844 };

/** The account menu on a desktop, the menu button on a phone: both lead to /saved. */
async function openSaved(page: Page, lang: 'en' | 'tr') {
  const t = TEXT[lang];
  if (lang === 'tr') {
    // On a phone the "Saved" toast of the last heart lies over the top bar until it goes.
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.locator('header').getByRole('link', { name: t.saved, exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: t.saved }).click();
  }
  await page.waitForURL('**/saved');
}

describe.each(['en', 'tr'] as const)('saved items and searches (%s)', (lang) => {
  const t = TEXT[lang];

  it('saves a freelancer and a service from search results and finds them on /saved', async () => {
    const saver = await createAccount('saver', lang);
    // The Turkish journey runs on a phone.
    const page = await browser.newPage({ language: lang, viewport: lang === 'tr' ? PHONE : undefined });
    await signInAs(page, saver);

    await page.goto(`/search?q=${encodeURIComponent(t.freelancerQuery)}`);
    const elif = page.getByTestId('freelancer-card').filter({ hasText: 'Elif Şahin' }).first();
    await elif.getByRole('button', { name: t.save('Elif Şahin') }).click();
    const saved = elif.getByRole('button', { name: t.remove('Elif Şahin') });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');

    await page.goto('/search?kind=services&q=logo');
    const service = page.getByTestId('service-result').first();
    const header = (await service.locator('h3').textContent())!.trim();
    await service.getByRole('button', { name: t.save(header) }).click();
    await service.getByRole('button', { name: t.remove(header) }).waitFor();

    await openSaved(page, lang);
    const main = page.locator('main');
    await main.getByTestId('freelancer-card').filter({ hasText: 'Elif Şahin' }).waitFor();
    await main.getByRole('button', { name: t.services, exact: true }).click();
    await page.waitForURL('**/saved?tab=services');
    await main.getByTestId('service-result').filter({ hasText: header }).waitFor();
    if (lang === 'tr')
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(PHONE.width);

    // Removing it from /saved takes it off the list.
    await main
      .getByTestId('service-result')
      .filter({ hasText: header })
      .getByRole('button', { name: t.remove(header) })
      .click();
    await main.getByTestId('service-result').filter({ hasText: header }).waitFor({ state: 'detached' });
  });

  it('saves a search and gets an alert for a matching project posted by someone else, which opens from it', async () => {
    const saver = await createAccount('searcher', lang);
    const page = await browser.newPage({ language: lang, viewport: lang === 'tr' ? PHONE : undefined });
    await signInAs(page, saver);
    await page.goto(`/search?kind=projects&q=${encodeURIComponent(t.projectQuery)}`);
    await page.locator('main').getByRole('button', { name: t.saveSearch }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.name).fill(`${t.projectQuery} (${lang})`);
    await dialog.getByRole('button', { name: t.submit, exact: true }).click();
    await page.getByText(t.searchSaved).waitFor();

    // Someone else posts a project the search lists.
    const poster = await createAccount('poster', lang);
    const posterPage = await browser.newPage({ language: lang });
    await signInAs(posterPage, poster);
    const title = t.projectTitle(String(Date.now()));
    const res = await posterPage.request.post('/api/projects', {
      headers: { origin: baseUrl() },
      data: {
        title,
        description: t.description,
        budget: 300,
        category: 'graphic-design',
        dueDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        requirements: ['Vector files'],
      },
    });
    expect(res.status()).toBe(201);
    const projectId = ((await res.json()) as { id: string }).id;

    // The alert job runs every half second here; the notification arrives through the live channel.
    await page.goto('/notifications');
    const alert = page.locator('main').getByRole('button').filter({ hasText: title });
    await alert.waitFor({ timeout: 30_000 });
    await alert.click();
    await page.waitForURL(`**/projects/${projectId}`);
    await page.locator('main').getByRole('heading', { name: title }).waitFor();

    // The saved search is listed on /saved with its digest switch.
    await page.goto('/saved?tab=searches');
    await page
      .locator('main')
      .getByTestId('saved-search')
      .filter({ hasText: `${t.projectQuery} (${lang})` })
      .waitFor();
  });
});
