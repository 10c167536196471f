import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser } from './support/browser';
import { createAccount, signInAs } from './support/users';

const browser = setupBrowser();

const localeDir = path.resolve(import.meta.dirname, '../src/shared/locales');
function flatten(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (node && typeof node === 'object') for (const v of Object.values(node)) flatten(v, out);
  return out;
}
/** English strings of the shell's catalogues that differ from their Turkish counterparts. */
function englishOnlyStrings(): string[] {
  const result: string[] = [];
  for (const ns of ['shell', 'legal', 'blog', 'common', 'settings']) {
    const en = flatten(JSON.parse(fs.readFileSync(path.join(localeDir, 'en', `${ns}.json`), 'utf8')));
    const tr = new Set(
      flatten(JSON.parse(fs.readFileSync(path.join(localeDir, 'tr', `${ns}.json`), 'utf8'))),
    );
    for (const s of en) if (!tr.has(s) && s.length >= 8 && !s.includes('{{')) result.push(s);
  }
  return result;
}

describe('app shell and static pages', () => {
  it('opens every footer page from the footer', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const footer = page.locator('footer');
    const cases: Array<[string, string, string]> = [
      ['About', '/about', 'About Us'],
      ['Privacy Policy', '/privacy-policy', 'Privacy Policy'],
      ['Terms', '/terms', 'Terms and User Agreement'],
      ['Blog', '/blog', 'Blog'],
      ['Contact', '/contact', 'Contact Us'],
    ];
    for (const [link, url, heading] of cases) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL(`**${url}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(new URL(page.url()).pathname).toBe(url);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
    }
    // The last page is Contact, with its exact introduction.
    expect(
      await page
        .getByText('We are here to help. Reach our support team any way you like.', { exact: true })
        .count(),
    ).toBe(1);
  });

  it("opens the footer's Explore links", async () => {
    const page = await browser.newPage();
    const cases: Array<[string, string, string]> = [
      ['AI services', '/ai-services', 'AI Services'],
      ['Help center', '/help', 'Help Center'],
      ['Browse projects', '/projects', 'Projects'],
    ];
    for (const [link, url, heading] of cases) {
      await page.goto('/about');
      await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
      await page.locator('footer').getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL(`**${url}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(new URL(page.url()).pathname).toBe(url);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
    }
  });

  it('shows the not-found page for an unknown path and returns home', async () => {
    const page = await browser.newPage();
    const logged: string[] = [];
    page.on('console', (msg) => logged.push(msg.text()));
    // The server answers the page with HTTP 404 (decision 110), and the app shows its not-found page.
    const answer = await page.goto('/this/does/not/exist');
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.getByText('Oops! Page not found').waitFor();
    expect(logged.some((l) => l.includes('/this/does/not/exist'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const api = await fetch(`${baseUrl()}/api/no-such-endpoint`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('pages through the blog and opens a full article', async () => {
    const page = await browser.newPage();
    await page.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page
      .getByRole('link', { name: /^Read more:/ })
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: /^Read more:/ }).count()).toBe(10);
    const previous = page.getByRole('button', { name: 'Previous' });
    expect(await previous.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/blog?page=2');
    await page.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Page 1' }).click();
    await page
      .getByRole('link', { name: 'How to Win Your First Client as a New Freelancer', exact: true })
      .click();
    await page.waitForURL('**/blog/winning-your-first-client');
    await page
      .getByRole('heading', { level: 1, name: 'How to Win Your First Client as a New Freelancer' })
      .waitFor();
    await page.getByText('Reply quickly.', { exact: false }).waitFor();
    // The page shows the post the server has under that address.
    const post = (await (await page.request.get('/api/blog/winning-your-first-client?lang=en')).json()) as {
      title: string;
      body: string;
    };
    expect(post.title).toBe('How to Win Your First Client as a New Freelancer');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(post.title);
    expect(post.body).toContain('Reply quickly.');
  });

  it('shows the public pages in Turkish without any English interface string', async () => {
    const page = await browser.newPage({ language: 'tr' });
    const english = englishOnlyStrings();
    for (const [url, heading] of [
      ['/about', 'Hakkımızda'],
      ['/terms', 'Koşullar ve Kullanıcı Sözleşmesi'],
      ['/privacy-policy', 'Gizlilik Politikası'],
      ['/contact', 'Bize Ulaşın'],
      ['/blog', 'Blog'],
      ['/nowhere', '404'],
    ]) {
      await page.goto(url!);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
      const text = (await page.locator('body').textContent()) ?? '';
      const found = english.filter((s) => text.includes(s));
      expect(found, url).toEqual([]);
    }
  });

  it('shows icon links with accessible names and the profile menu when signed in', async () => {
    const user = await createAccount('shell');
    const page = await browser.newPage();
    await signInAs(page, user);
    await page.goto('/');
    for (const name of ['Messages', 'Help center', 'Projects', 'My projects', 'Notifications']) {
      await page.locator('header').getByRole('link', { name, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    for (const name of [
      'My Services',
      'Wallet',
      'Account Settings',
      'Marketing Package',
      'Profile',
      'Privacy',
    ]) {
      await page
        .locator('main')
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .waitFor();
    }
  });

  it('opens the mobile menu with the keyboard and closes it with Escape', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: 'Close menu' }).count()).toBe(0);
  });
});

describe('settings in the browser', () => {
  it('shows the settings pages in Turkish without any English interface string', async () => {
    const user = await createAccount('settings-tr', 'tr');
    const page = await browser.newPage({ language: 'tr' });
    await signInAs(page, user);
    const english = englishOnlyStrings();
    for (const [url, heading] of [
      ['/settings', 'Ayarlar'],
      ['/privacy', 'Gizlilik Ayarları'],
      ['/marketing-package', 'Pazarlama Paketi'],
    ]) {
      await page.goto(url!);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await page.locator('main').getByText(/./).first().waitFor();
      await page.waitForLoadState('networkidle');
      const text = (await page.locator('body').textContent()) ?? '';
      expect(
        english.filter((s) => text.includes(s)),
        url,
      ).toEqual([]);
    }
  });

  it('keeps the language after a reload and saves it on the profile', async () => {
    const user = await createAccount('lang');
    const page = await browser.newPage();
    await signInAs(page, user);
    await page.goto('/account-settings');
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await page.getByRole('button', { name: 'Türkçe' }).first().click();
    await page.getByRole('heading', { name: 'Hesap Ayarları' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    await page.getByText('E-posta tercihleri').waitFor();
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/settings');
        return ((await res.json()) as { preferences: { language: string } }).preferences.language;
      })
      .toBe('tr');
    await page.reload();
    await page.getByRole('heading', { name: 'Hesap Ayarları' }).waitFor();
    await page.getByRole('switch', { name: 'Pazarlama E-postaları' }).click();
    await page.getByText('Tercihler kaydedildi').waitFor();
    const res = await page.request.get('/api/settings');
    expect(
      ((await res.json()) as { preferences: { marketingEmails: boolean } }).preferences.marketingEmails,
    ).toBe(true);
  });

  it('applies the language saved on the profile when signing in on a new device', async () => {
    const user = await createAccount('lang-device');
    const first = await browser.newPage();
    await signInAs(first, user);
    await first.goto('/account-settings');
    await first.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await first.getByRole('button', { name: 'Türkçe' }).first().click();
    await first.getByRole('heading', { name: 'Hesap Ayarları' }).waitFor();
    await expect
      .poll(async () => {
        const res = await first.request.get('/api/settings');
        return ((await res.json()) as { preferences: { language: string } }).preferences.language;
      })
      .toBe('tr');
    await first.getByRole('button', { name: 'Hesap menüsü' }).click();
    await first.getByRole('menuitem', { name: 'Çıkış yap' }).click();
    await first.getByRole('link', { name: 'Giriş yap' }).first().waitFor();

    // A new device: its own cookies and an empty localStorage, so the interface starts in English.
    const page = await browser.newPage();
    await page.goto('/signin');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    // Nothing on this device knows Turkish yet (the page may already have stored its own English).
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect([null, 'en']).toContain(await page.evaluate(() => localStorage.getItem('language')));
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('link', { name: 'Projeler' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('tr');
    await page.reload();
    await page.getByRole('button', { name: 'Hesap menüsü' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('tr');
  });

  it('saves a privacy switch and downloads the data export', async () => {
    const user = await createAccount('export');
    const page = await browser.newPage();
    await signInAs(page, user);
    await page.goto('/privacy');
    const visibility = page.getByRole('switch', { name: 'Profile visibility' });
    expect(await visibility.getAttribute('aria-checked')).toBe('true');
    expect(
      await page.getByRole('switch', { name: 'Show contact information' }).getAttribute('aria-checked'),
    ).toBe('false');
    await visibility.click();
    await page.getByText('Privacy settings saved').waitFor();
    await page.reload();
    await page.getByRole('switch', { name: 'Profile visibility', checked: false }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-.*\.json$/);
    const file = await download.path();
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      account: { email: string };
      profile: { profileVisible: boolean };
    };
    expect(data.account.email).toBe(user.email);
    expect(data.profile.profileVisible).toBe(false);
  });

  it('shows toasts below the top bar: the 390 px menu button and the account menu stay usable', async () => {
    const user = await createAccount('toast');
    for (const viewport of [
      { width: 390, height: 800 },
      { width: 1366, height: 800 },
    ]) {
      const page = await browser.newPage({ viewport });
      await signInAs(page, user);
      await page.goto('/privacy');
      await page.getByRole('switch', { name: 'Show portfolio' }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Privacy settings saved' });
      await toast.waitFor();
      const header = (await page.getByRole('banner').boundingBox())!;
      // The toast has arrived where it stays (sonner slides it in).
      await expect
        .poll(async () => (await toast.boundingBox())!.y)
        .toBeGreaterThanOrEqual(header.y + header.height);
      const target =
        viewport.width < 1024
          ? page.getByRole('button', { name: 'Open menu' })
          : page.getByRole('button', { name: 'Account menu' });
      const box = (await target.boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.getAttribute('aria-label') ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toBe(viewport.width < 1024 ? 'Open menu' : 'Account menu');
      await target.click({ timeout: 2000 });
      expect(await toast.isVisible()).toBe(true);
      if (viewport.width < 1024) await page.getByRole('button', { name: 'Close menu' }).waitFor();
      else await page.getByRole('menu').waitFor();
    }
  });

  it('deletes the account after the password is confirmed and signs out', async () => {
    const user = await createAccount('delete');
    const page = await browser.newPage();
    await signInAs(page, user);
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();
    await dialog.getByText('The password is not correct').waitFor();
    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();
    await page.getByText('Your account has been deleted').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    const res = await fetch(`${baseUrl()}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl() },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(res.ok).toBe(false);
  });

  it('downloads the certificate as a PNG with the freelancer name', async () => {
    const user = await createAccount('cert');
    const page = await browser.newPage();
    await signInAs(page, user);
    await page.goto('/marketing-package');
    await page.getByTestId('certificate-name').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^certificate-.*\.png$/);
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.length).toBeGreaterThan(10_000);
  });
});

describe('top bar and page titles', () => {
  it('searches, opens the categories menu and names each page, signed out', async () => {
    const page = await browser.newPage();
    await page.goto('/projects');
    await page.waitForFunction(() => document.title === 'Projects · Marketplace');
    const header = page.locator('header');
    for (const name of ['Projects', 'Services', 'Post a project', 'Sign in', 'Sign up']) {
      await header.getByRole('link', { name, exact: true }).waitFor();
    }
    await header.getByRole('button', { name: 'Categories' }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('group').count()).toBe(6);
    await menu.getByRole('menuitem', { name: 'Logo Design' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Graphic & Design', exact: true }).click();
    await page.waitForURL('**/category/graphic-design');
    // The category names the page.
    await page.waitForFunction(() => document.title === 'Graphic & Design · Marketplace');

    await header
      .getByRole('searchbox', { name: 'Find freelancers, services and projects' })
      .fill('logo café');
    await header.getByRole('button', { name: 'Find', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'logo café');
  });

  it('names pages in Turkish and gives a blog post its own title', async () => {
    const page = await browser.newPage({ language: 'tr' });
    await page.goto('/wallet-does-not-exist');
    await page.waitForFunction(() => document.title === 'Sayfa bulunamadı · Marketplace');
    await page.goto('/blog');
    await page.waitForFunction(() => document.title === 'Blog · Marketplace');
    const first = page.getByRole('link', { name: /^Devamını oku:|^Read more:/ }).first();
    await first.waitFor();
    const postTitle = ((await first.getAttribute('aria-label')) ?? '').replace(/^[^:]*:\s*/, '');
    await first.click();
    await page.waitForFunction((t) => document.title === `${t} · Marketplace`, postTitle);
  });

  it('offers search, categories and the account links in the 390 px menu', async () => {
    const user = await createAccount('topbar');
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await signInAs(page, user);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Featured Freelancers' }).waitFor();
    // The desktop category bar is hidden on a phone: its menu's code is not downloaded until the
    // phone's own menu lists the categories.
    const categoriesCode = () => requested.filter((p) => p.includes('/categories-menu-')).length;
    expect(categoriesCode()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('header');
    await menu.getByRole('searchbox', { name: 'Find freelancers, services and projects' }).waitFor();
    for (const name of ['Post a project', 'Projects', 'Services', 'Notifications', 'Messages', 'Orders']) {
      await menu.getByRole('link', { name, exact: true }).waitFor();
    }
    await menu.getByText('Sound & Music', { exact: true }).click();
    expect(categoriesCode()).toBe(1);
    await menu.getByRole('link', { name: 'All of Sound & Music' }).click();
    await page.waitForURL('**/category/sound-music');
    // The menu closes after the navigation; measure once it has.
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    // Nothing in the bar is wider than the phone.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);

    // Turned to a wide screen, the category bar's menu appears and opens.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Logo Design' }).waitFor();
  });
  it("paints a phone's first visit without the code only an action needs, and loads it at the first key press", async () => {
    // A project of the demo seed whose client has a photo.
    const list = (await (await fetch(`${baseUrl()}/api/projects`)).json()) as { items: { id: string }[] };
    let projectId: string | undefined;
    for (const { id } of list.items) {
      const project = (await (await fetch(`${baseUrl()}/api/projects/${id}`)).json()) as {
        client: { avatarUrl: string | null };
      };
      if (project.client.avatarUrl) {
        projectId = id;
        break;
      }
    }
    expect(projectId).toBeDefined();
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const loaded = (chunk: string) => requested.some((p) => p.startsWith(`/assets/${chunk}-`));
    await page.goto(`/projects/${projectId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The client's photo shows, and no illustration was drawn while it loaded.
    await page.locator('main img[src^="/api/files/"]').first().waitFor();
    expect(loaded('avatar-art')).toBe(false);
    // The toasts' library waits for the visitor to act.
    expect(loaded('sonner')).toBe(false);
    await page.keyboard.press('Tab');
    await expect.poll(() => loaded('sonner')).toBe(true);
    await page.getByRole('region', { name: /^Notifications/ }).waitFor({ state: 'attached' });
  });

  it('opens a shared ?lang=tr link in Turkish, and keeps a stored choice over it', async () => {
    const page = await browser.newPage();
    await page.goto('/projects?lang=tr');
    await page.getByRole('heading', { level: 1, name: 'Projeler' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('tr');

    const english = await browser.newPage();
    await english.goto('/');
    await english.evaluate(() => localStorage.setItem('language', 'en'));
    await english.goto('/projects?lang=tr');
    await english.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    expect(await english.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});
