import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { createAccount } from './support/users';

const browser = setupBrowser();

describe('accounts in the browser', () => {
  it('signs up with the form, then signs in and out', async () => {
    const page = await browser.newPage();
    const email = `signup-${Date.now()}@example.com`;
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Selin Kaya');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret123');
    const submit = page.getByRole('button', { name: 'Sign up' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox').click();
    await submit.click();
    await page.getByText('Account created successfully! You can now sign in.').waitFor();
    expect(
      await page
        .getByText(`Check your inbox: we have sent an e-mail to ${email} about your sign-up.`)
        .count(),
    ).toBe(1);
    await page.waitForURL('**/signin');
    // The sign-in page is lazy: wait until its form has replaced the sign-up form.
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Signed in successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows the spec messages for mismatched and short passwords', async () => {
    const page = await browser.newPage();
    await page.goto('/signup');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByLabel('Confirm password').fill('456');
    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await page.getByText('Passwords do not match').waitFor();
    // Nothing was sent: the visitor stays on the form with what they typed.
    expect(new URL(page.url()).pathname).toBe('/signup');
    expect(await page.getByLabel('Email').inputValue()).toBe('someone@example.com');
  });

  it('sends a signed-out visitor of a protected page to sign in, then back to that page', async () => {
    const user = await createAccount();
    const page = await browser.newPage();
    await page.goto('/account-settings');
    await page.waitForURL('**/signin?redirect=*');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/account-settings');
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    // Signed in: the top bar offers the account menu instead of Sign in.
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign in', exact: true }).count()).toBe(0);
  });

  it('switches the language with the flags and keeps it after a reload', async () => {
    const page = await browser.newPage();
    await page.goto('/signin');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('button', { name: 'Türkçe' }).first().click();
    await page.getByRole('heading', { name: 'Giriş yap' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('tr');
    await page.reload();
    await page.getByRole('heading', { name: 'Giriş yap' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    expect(await page.getByRole('heading', { name: 'Sign in' }).count()).toBe(0);
  });

  it('shows the Google button disabled with the reason when Google sign-in is not configured', async () => {
    const page = await browser.newPage();
    await page.goto('/signin');
    const google = page.getByRole('button', { name: 'Continue with Google' });
    await page
      .getByText('Google sign-in is not set up on this site. Use your e-mail and password instead.')
      .waitFor();
    expect(await google.isDisabled()).toBe(true);
    expect(await google.getAttribute('title')).toBe(
      'Google sign-in is not set up on this site. Use your e-mail and password instead.',
    );
    // The page stays where it is.
    expect(new URL(page.url()).pathname).toBe('/signin');
    // No session was started on the way.
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => c.name.includes('session_token'))).toEqual([]);
  });
});
