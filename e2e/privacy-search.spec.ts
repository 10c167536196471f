import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser } from './support/browser';
import { createAccount, signInAs } from './support/users';

const browser = setupBrowser();

async function searchFromHome(page: Page, text: string) {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search freelancers' });
  await search.fill(text);
  await search.press('Enter');
}

describe('privacy and search in the browser', () => {
  it('hides a freelancer from search and from other visitors once profile visibility is switched off', async () => {
    const user = await createAccount('privacy-search');
    const page = await browser.newPage();
    await signInAs(page, user);
    // A name no seeded or earlier-run freelancer has, so one result means this profile.
    const unique = `Zelda Quokka ${Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    const res = await page.request.patch('/api/profiles/me', {
      data: { name: unique, title: 'Privacy tester', hourlyRate: '42' },
      headers: { origin: baseUrl() },
    });
    expect(res.status()).toBe(200);
    const profileId = ((await res.json()) as { id: string }).id;

    await searchFromHome(page, unique);
    await page.getByRole('heading', { name: 'Search results: 1 freelancer found' }).waitFor();
    await page.getByTestId('freelancer-card').getByRole('link', { name: unique }).waitFor();

    const visitor = await browser.newPage();
    // Its own account: a seeded one may have Turkish saved, which sign-in applies.
    await signInAs(visitor, await createAccount('privacy-visitor'));
    await visitor.goto(`/profile/${profileId}`);
    await visitor.getByRole('heading', { name: unique }).waitFor();

    await page.goto('/privacy');
    const visibility = page.getByRole('switch', { name: 'Profile visibility' });
    expect(await visibility.getAttribute('aria-checked')).toBe('true');
    await visibility.click();
    await page.getByText('Privacy settings saved').waitFor();
    await page.getByRole('switch', { name: 'Profile visibility', checked: false }).waitFor();

    await searchFromHome(page, unique);
    await page.getByRole('heading', { name: 'Search results: 0 freelancers found' }).waitFor();
    await page.getByText('No freelancers found matching your search.').waitFor();
    expect(await page.getByRole('link', { name: unique }).count()).toBe(0);

    await visitor.goto(`/profile/${profileId}`);
    await visitor.getByRole('heading', { name: 'This profile is private.' }).waitFor();
    expect(await visitor.getByRole('heading', { name: unique }).count()).toBe(0);
  });
});
