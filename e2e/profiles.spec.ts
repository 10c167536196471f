import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { createAccount, signInAs } from './support/users';

const browser = setupBrowser();

function png(color: string, width = 320, height = 200) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

describe('profiles in the browser', () => {
  it('signs up, edits the profile, manages avatar and portfolio, and is seen read-only by another user', async () => {
    const page = await browser.newPage();
    const email = `profile-${Date.now()}@example.com`;
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Profile Person');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret123');
    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/signin');
    await page.getByLabel('Confirm password').waitFor({ state: 'detached' });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/profile');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('Freelancer', { exact: true }).waitFor();
    await page.getByText('No reviews yet').first().waitFor();

    // Edit: a bad rate is refused in the dialog, then the fixed form saves.
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Deniz Aydın');
    await dialog.getByLabel('Title', { exact: true }).fill('Illustrator');
    await dialog.getByLabel('Location').fill('İzmir');
    await dialog.getByLabel('Hourly rate (USD)').fill('42.5');
    await dialog.getByLabel('Years of experience').fill('6');
    await dialog.getByLabel('About', { exact: true }).fill('I draw books and brands.');
    await dialog.getByLabel('Skills').fill('Illustration, , Procreate ,');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated').waitFor();
    await page.getByRole('heading', { name: 'Deniz Aydın' }).waitFor();
    await page.getByText('Illustrator').waitFor();
    await page.getByText('$42.50/hr').waitFor();
    await page.getByText('Procreate', { exact: true }).waitFor();
    await page.getByText('Experience: 6 years').waitFor();
    // Saved, not just shown: a reload reads the same values back from the server.
    await page.reload();
    await page.getByRole('heading', { name: 'Deniz Aydın' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Deniz Aydın');
    await page.getByText('$42.50/hr').waitFor();
    const saved = await page.evaluate(async () => (await fetch('/api/profiles/me')).json());
    expect(saved).toMatchObject({
      name: 'Deniz Aydın',
      title: 'Illustrator',
      location: 'İzmir',
      bio: 'I draw books and brands.',
      hourlyRateCents: 4250,
      yearsOfExperience: 6,
      skills: ['Illustration', 'Procreate'],
    });

    // Avatar upload and removal.
    await page.getByLabel('Choose a profile photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await png('#3366cc'),
    });
    await page.getByText('Avatar updated successfully').waitFor();
    const avatar = page.locator('img[src^="/api/files/avatars/"]');
    await avatar.first().waitFor();
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByText('Avatar removed successfully').waitFor();
    await avatar.first().waitFor({ state: 'detached' });

    // Two portfolio images in one selection, then delete one.
    await page.getByRole('tab', { name: 'Portfolio' }).click();
    await page.getByLabel('Choose portfolio images').setInputFiles([
      { name: 'Poster.png', mimeType: 'image/png', buffer: await png('#cc3333') },
      { name: 'Book cover.png', mimeType: 'image/png', buffer: await png('#33cc33') },
    ]);
    await page.getByText('Portfolio images uploaded successfully').waitFor();
    await page.getByRole('img', { name: 'Poster' }).waitFor();
    await page.getByRole('img', { name: 'Book cover' }).waitFor();
    await page.getByRole('button', { name: 'Delete Poster' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Portfolio item removed successfully').waitFor();
    await page.getByRole('img', { name: 'Poster' }).waitFor({ state: 'detached' });
    const profileUrl = await page.evaluate(async () => {
      const res = await fetch('/api/profiles/me');
      return `/profile/${((await res.json()) as { id: string }).id}`;
    });

    // Another signed-in user sees the profile without owner controls.
    const viewer = await browser.newPage();
    await signInAs(viewer, await createAccount('viewer'));
    await viewer.goto(profileUrl);
    await viewer.getByRole('heading', { name: 'Deniz Aydın' }).waitFor();
    await viewer.getByRole('tab', { name: 'Portfolio' }).click();
    await viewer.getByRole('img', { name: 'Book cover' }).waitFor();
    expect(await viewer.getByRole('button', { name: 'Edit profile' }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: 'Add images' }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: 'Change photo' }).count()).toBe(0);
  });

  it('warns a signed-out visitor of /profile and sends them to sign in', async () => {
    const page = await browser.newPage();
    await page.goto('/profile');
    await page.getByText('Not authenticated').waitFor();
    await page.getByText('Please sign in to view your profile.').waitFor();
    await page.waitForURL('**/signin');
    // The sign-in form is what they see next (the page is lazy: wait for it to render).
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Edit profile' }).count()).toBe(0);
  });

  it('warns about an unknown profile and goes home', async () => {
    const page = await browser.newPage();
    await page.goto('/profile/00000000-0000-4000-8000-000000000000');
    await page.getByText('Profile not found').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    // Home is what they see next.
    await page.getByRole('heading', { name: 'Featured Freelancers' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
  });
});
