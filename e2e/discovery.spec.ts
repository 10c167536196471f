import { CATEGORY_IDS, CATEGORY_LABELS } from '@shared/categories';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { confirmEmail, createAccount, signInAs } from './support/users';

const browser = setupBrowser();

describe('discovery in the browser', () => {
  it('searches freelancers from the home page with Turkish case rules, then clears back to featured', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Featured Freelancers' }).waitFor();
    const featuredCards = page.getByTestId('freelancer-card');
    await featuredCards.first().waitFor();
    expect(await featuredCards.count()).toBe(6);

    const search = page.getByRole('searchbox', { name: 'Search freelancers' });
    // An empty search does nothing.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('heading', { name: 'Featured Freelancers' }).waitFor();

    await search.fill('ISIK');
    await search.press('Enter');
    await page.getByRole('heading', { name: 'Search results: 1 freelancer found' }).waitFor();
    await page.getByRole('link', { name: 'Can Işık' }).waitFor();
    const contact = page.getByTestId('freelancer-card').first().getByRole('link', { name: 'Contact' });
    expect(await contact.getAttribute('href')).toMatch(/^\/signin\?redirect=%2Fchat%3Fuser%3D/);

    await search.fill('istanbul');
    await search.press('Enter');
    await page.getByRole('heading', { name: /Search results: \d+ freelancers found/ }).waitFor();
    expect(await page.getByTestId('freelancer-card').count()).toBeGreaterThan(1);
    // Exactly the server's matches, in its order.
    const istanbul = (await (await page.request.get('/api/freelancers?q=istanbul')).json()) as {
      items: Array<{ name: string }>;
      total: number;
    };
    expect(
      await page
        .getByRole('heading', { name: `Search results: ${istanbul.total} freelancers found` })
        .count(),
    ).toBe(1);
    const shown = await page.getByTestId('freelancer-card').allInnerTexts();
    expect(shown).toHaveLength(istanbul.items.length);
    expect(shown.map((text, i) => text.includes(istanbul.items[i]!.name))).toEqual(shown.map(() => true));

    await search.fill('zzqqxx nobody');
    await search.press('Enter');
    await page.getByRole('heading', { name: 'Search results: 0 freelancers found' }).waitFor();
    await page.getByText('No freelancers found matching your search.').waitFor();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByRole('heading', { name: 'Featured Freelancers' }).waitFor();
    expect(await search.inputValue()).toBe('');
  });

  it('sends a signed-in visitor straight to the chat with the freelancer from Contact', async () => {
    const page = await browser.newPage();
    // Its own account: a seeded one may have Turkish saved, which sign-in applies.
    await signInAs(page, await confirmEmail(await createAccount('discovery-contact')));
    await page.goto('/?q=oguz');
    await page.getByRole('heading', { name: 'Search results: 1 freelancer found' }).waitFor();
    const href = await page
      .getByTestId('freelancer-card')
      .getByRole('link', { name: 'Contact' })
      .getAttribute('href');
    expect(href).toMatch(/^\/chat\?user=[^&]+$/);
  });

  it('shows the results heading in Turkish', async () => {
    const page = await browser.newPage({ language: 'tr' });
    await page.goto('/?q=can%20i%C5%9F%C4%B1k');
    // Words are OR-ed (decision 117): 'can' alone finds others too ("… you can trust"), after the
    // freelancer both words find, who comes first, with the Turkish Contact label.
    await page.getByRole('heading', { name: /^Arama sonuçları: \d+ serbest çalışan bulundu$/ }).waitFor();
    const first = page.getByTestId('freelancer-card').first();
    expect(await first.getByRole('link', { name: 'Can Işık', exact: true }).count()).toBe(1);
    expect(await first.getByRole('link', { name: 'İletişime geç' }).count()).toBe(1);
  });

  it('lists the freelancers of each category with a back link home', async () => {
    const page = await browser.newPage();
    for (const id of CATEGORY_IDS) {
      await page.goto(`/category/${id}`);
      await page.getByRole('heading', { level: 1, name: CATEGORY_LABELS[id].en }).waitFor();
      await page.getByTestId('freelancer-card').first().waitFor();
      expect(await page.getByTestId('freelancer-card').count()).toBeGreaterThanOrEqual(4);
      await page.getByRole('link', { name: 'Back to home' }).waitFor();
    }
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Featured Freelancers' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
  });

  it("shows 'Category not found' for an unknown category", async () => {
    const page = await browser.newPage();
    await page.goto('/category/cooking');
    await page.getByRole('heading', { name: 'Category not found' }).waitFor();
    // No freelancers are listed for it, and the back link leads home.
    expect(await page.getByTestId('freelancer-card').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Featured Freelancers' }).waitFor();
    await page.getByTestId('freelancer-card').first().waitFor();
    expect(await page.getByTestId('freelancer-card').count()).toBe(6);
  });

  it('switches between the hire tabs', async () => {
    const page = await browser.newPage();
    await page.goto('/hire');
    await page.getByRole('heading', { name: 'Hire Freelancers' }).waitFor();
    await page.getByRole('link', { name: 'Elif Şahin' }).waitFor();
    await page.getByRole('tab', { name: 'Sound & Music' }).click();
    await page.getByRole('link', { name: 'Deniz Arslan' }).waitFor();
    expect(await page.getByRole('link', { name: 'Elif Şahin' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Software Tech' }).click();
    await page.getByRole('link', { name: 'Oğuz Demir' }).waitFor();
    // The chosen tab is the selected one, its URL says so, and the other tab's freelancers are gone.
    expect(await page.getByRole('tab', { name: 'Software Tech' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: 'Sound & Music' }).getAttribute('aria-selected')).toBe(
      'false',
    );
    expect(new URL(page.url()).searchParams.get('category')).toBe('software-tech');
    expect(await page.getByRole('link', { name: 'Deniz Arslan' }).count()).toBe(0);
  });
});
