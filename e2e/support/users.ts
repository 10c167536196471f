import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

let n = 0;

export interface E2EUser {
  email: string;
  password: string;
}

/**
 * Creates an account directly through the API (faster than the form); journeys about sign-up use
 * the form. `language` is what the sign-up form sends (the interface language), saved on the
 * profile and applied at sign-in; without it the profile keeps English.
 */
export async function createAccount(prefix = 'e2e', language?: 'en' | 'tr'): Promise<E2EUser> {
  n += 1;
  const email = `${prefix}-${process.pid}-${Date.now()}-${n}@example.com`;
  const password = 'secret123';
  const res = await fetch(`${baseUrl()}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({ email, password, confirmPassword: password, acceptTerms: true, language }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { email, password };
}

/** Signs the page's browser context in through the API, so the cookie is set for the app. */
export async function signInAs(page: Page, user: E2EUser) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: baseUrl() },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}
