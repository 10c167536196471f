import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';

const browser = setupBrowser();

/** Freelancer cards of the results, by name. */
const names = async (page: import('playwright-core').Page) =>
  (await page.getByTestId('freelancer-card').locator('h3').allTextContents()).map((s) => s.trim());

describe('search in the browser', () => {
  it('finds a logo designer by English and Turkish words and a translator by çeviri; back returns', async () => {
    const page = await browser.newPage();
    await page.goto('/search?q=logo%20designer');
    await page.getByRole('heading', { name: /freelancers? found/ }).waitFor();
    await page.getByTestId('freelancer-card').filter({ hasText: 'Elif Şahin' }).waitFor();
    // Other journeys add sellers to the shared server, so only her presence is asserted here (ranking: unit tests).
    expect(await names(page)).toContain('Elif Şahin');
    // Cards show what a buyer compares, not the internal match fields.
    expect(await page.locator('main').textContent()).not.toMatch(/Matched:|0 completed orders/);

    const box = page.locator('main').getByRole('searchbox', { name: 'Search' });
    await box.fill('logo tasarımı');
    await box.press('Enter');
    await page.waitForURL(/q=logo\+tasar/);
    await page.getByTestId('freelancer-card').filter({ hasText: 'Elif Şahin' }).waitFor();

    await box.fill('çeviri');
    await box.press('Enter');
    await page.getByTestId('freelancer-card').filter({ hasText: 'Ayşe Yıldız' }).waitFor();
    await page
      .getByTestId('freelancer-card')
      .filter({ hasText: 'Elif Şahin' })
      .waitFor({ state: 'detached' });

    // The state is the address: back shows the previous search again, with its text.
    await page.goBack();
    await page.getByTestId('freelancer-card').filter({ hasText: 'Elif Şahin' }).waitFor();
    expect(await box.inputValue()).toBe('logo tasarımı');

    // An empty result offers the nearest spelling that finds something, and related categories.
    await box.fill('desinge zzqqxx');
    await box.press('Enter');
    await page.getByText('Nothing matches your search.').waitFor();
    await page.getByRole('button', { name: 'design', exact: true }).click();
    await page.waitForURL(/q=design/);
    await page.getByTestId('freelancer-card').first().waitFor();
  });

  it('shows services and projects tabs with working filters, and the ranking page', async () => {
    const page = await browser.newPage();
    await page.goto('/search?q=translation');
    await page
      .getByRole('navigation', { name: 'What to search' })
      .getByRole('button', { name: 'Services' })
      .click();
    await page.waitForURL(/kind=services/);
    const services = page.getByTestId('service-result');
    await services.filter({ hasText: 'Turkish to English' }).first().waitFor();

    await page.goto('/search?kind=services');
    await services.first().waitFor();
    await page.getByLabel('Category').selectOption('writing-translation');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/category=writing-translation/);
    // The category's newest services come first (no words): the first one the API lists shows.
    // (The demo's services are dated over its two years, decision 127.)
    const listed = (await (
      await page.request.get('/api/search?kind=services&category=writing-translation')
    ).json()) as { items: { header: string }[] };
    await services.filter({ hasText: listed.items[0]!.header }).first().waitFor();
    // The previous page stays while the next loads: wait until the logo service has gone.
    await services.filter({ hasText: 'memorable logo' }).first().waitFor({ state: 'detached' });

    await page
      .getByRole('navigation', { name: 'What to search' })
      .getByRole('button', { name: 'Projects' })
      .click();
    await page.waitForURL(/kind=projects/);
    const projects = page.getByTestId('project-result');
    await projects.filter({ hasText: 'Translate a Product Catalogue' }).waitFor();
    // The category stays (it fits projects); a budget filter narrows further.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    // The form takes its values from the URL: type only once the cleared URL is in place.
    await page.waitForURL(
      (url) => url.searchParams.get('kind') === 'projects' && !url.searchParams.has('category'),
    );
    // The address can change before React commits the new filters (a navigation is a
    // transition): the category control showing no category says the cleared form is in place.
    // (Not a project of another category: the journeys before this one post projects of their
    // own, which can push the demo projects off the first page.)
    await expect.poll(() => page.getByLabel('Category').inputValue()).toBe('');
    await page.getByLabel('Minimum Budget (USD)').fill('1000');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/minPrice=1000/);
    await projects.filter({ hasText: 'E-commerce Website Redesign' }).waitFor();
    await projects.filter({ hasText: 'Translate a Product Catalogue' }).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'How results are ranked' }).click();
    await page.getByRole('heading', { name: 'How search results are ranked' }).waitFor();
    await page.getByText('No paid placement').waitFor();
  });

  it('works in Turkish: Turkish words, tabs and the ranking page', async () => {
    const page = await browser.newPage({ language: 'tr' });
    await page.goto('/search?q=logo%20tasar%C4%B1m%C4%B1');
    await page.getByRole('heading', { name: /freelancer bulundu/ }).waitFor();
    await page.getByTestId('freelancer-card').filter({ hasText: 'Elif Şahin' }).waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/Eşleşen:/);

    const box = page.locator('main').getByRole('searchbox', { name: 'Ara' });
    await box.fill('logo designer');
    await box.press('Enter');
    await page.getByTestId('freelancer-card').filter({ hasText: 'Elif Şahin' }).waitFor();
    await box.fill('çeviri');
    await box.press('Enter');
    await page.getByTestId('freelancer-card').filter({ hasText: 'Ayşe Yıldız' }).waitFor();

    await page
      .getByRole('navigation', { name: 'Neyi aramak istiyorsunuz' })
      .getByRole('button', { name: 'Hizmetler' })
      .click();
    await page.getByTestId('service-result').filter({ hasText: 'Türkçeden İngilizceye' }).first().waitFor();
    await page
      .getByRole('navigation', { name: 'Neyi aramak istiyorsunuz' })
      .getByRole('button', { name: 'Projeler' })
      .click();
    await page.getByTestId('project-result').filter({ hasText: 'Ürün kataloğunun' }).waitFor();
    await page.getByLabel('Kategori').selectOption('graphic-design');
    await page.getByRole('button', { name: 'Filtreleri uygula' }).click();
    await page.waitForURL(/category=graphic-design/);
    await page.getByText('Aramanızla eşleşen bir sonuç yok.').waitFor();

    await page.goto('/ranking');
    await page.getByRole('heading', { name: 'Arama sonuçları nasıl sıralanır' }).waitFor();
  });

  // Issue 29: words are OR-ed and ranked, Turkish and English words of the categories find each
  // other, and a freelancer's services are found by his words. The demo's people (other journeys
  // add their own sellers, so presence is asserted; the order is proved by the server tests).
  for (const lang of ['en', 'tr'] as const) {
    const ui =
      lang === 'en'
        ? {
            services: 'Services',
            projects: 'Projects',
            nav: 'What to search',
            from: /From /,
            delivery: /Delivery: /,
            next: 'Next',
            // The demo's listings in the reader's language (decision 130).
            jingles: 'Catchy jingles',
            coffeeVideo: 'promo video for the opening of our coffee shop',
            store: 'online store built to sell',
            redesign: 'E-commerce Website Redesign',
            fullStack: 'Full-stack web application',
            dataAnalysis: 'Data analysis and clear dashboards',
            explainer: 'Explainer animation',
          }
        : {
            services: 'Hizmetler',
            projects: 'Projeler',
            nav: 'Neyi aramak istiyorsunuz',
            from: /Başlangıç fiyatı /,
            delivery: /Teslimat: /,
            next: 'Sonraki',
            jingles: 'Akılda kalan jingle',
            coffeeVideo: 'Kahve dükkânımızın',
            store: 'e-ticaret mağazası',
            redesign: 'E-ticaret sitesinin yeniden tasarımı',
            fullStack: 'full-stack web uygulaması',
            dataAnalysis: 'veri analizi',
            explainer: 'tanıtım animasyonu',
          };
    it(`finds what 'müzik prodüksiyon', 'e-ticaret sitesi' and 'python developer istanbul' are about (${lang})`, async () => {
      const page = await browser.newPage({ language: lang });
      const tab = async (name: string) => {
        await page.getByRole('navigation', { name: ui.nav }).getByRole('button', { name }).click();
      };
      const freelancer = (name: string) => page.getByTestId('freelancer-card').filter({ hasText: name });
      const service = (text: string) => page.getByTestId('service-result').filter({ hasText: text });
      const project = (text: string) => page.getByTestId('project-result').filter({ hasText: text });

      await page.goto(`/search?q=${encodeURIComponent('müzik prodüksiyon')}`);
      await freelancer('Ethan Miller').waitFor();
      await tab(ui.services);
      await page.waitForURL(/kind=services/);
      const jingles = service(ui.jingles).first();
      await jingles.waitFor();
      // The card: rating, price from and delivery, never the match fields.
      expect(await jingles.textContent()).toMatch(ui.from);
      expect(await jingles.textContent()).toMatch(ui.delivery);
      expect(await jingles.textContent()).not.toMatch(/Matched|Eşleşen/);
      // A seller without reviews yet is 'New', not zeros.
      expect(await jingles.textContent()).toMatch(lang === 'en' ? /New/ : /Yeni/);
      expect(await jingles.textContent()).not.toMatch(/\b0 (orders|sipariş)/);
      await tab(ui.projects);
      await page.waitForURL(/kind=projects/);
      await project(ui.coffeeVideo).waitFor();

      await page.goto(`/search?q=${encodeURIComponent('e-ticaret sitesi')}`);
      await freelancer('Oğuz Demir').waitFor();
      await tab(ui.services);
      await service(ui.store).first().waitFor();
      await tab(ui.projects);
      await project(ui.redesign).waitFor();

      await page.goto(`/search?q=${encodeURIComponent('python developer istanbul')}`);
      await freelancer('Oğuz Demir').waitFor();
      await freelancer('Selin Aksoy').waitFor();
      await tab(ui.services);
      // Selin's service says nothing of Python: her skills find it. One word of three, it comes
      // after the developers' services (the demo has more than a page of those, decision 125).
      await service(ui.fullStack).first().waitFor();
      if ((await service(ui.dataAnalysis).count()) === 0) {
        await page.getByRole('button', { name: ui.next }).click();
        await page.waitForURL(/page=2/);
      }
      await service(ui.dataAnalysis).first().waitFor();
      await tab(ui.projects);
      await project(ui.redesign).waitFor();

      // 'motion graphics' finds the motion designer's services too.
      await page.goto(`/search?kind=services&q=${encodeURIComponent('motion graphics')}`);
      await service(ui.explainer).first().waitFor();
    });
  }
});
