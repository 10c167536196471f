import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
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
    body: JSON.stringify({
      name: email.split('@')[0],
      email,
      password,
      confirmPassword: password,
      acceptTerms: true,
      language,
    }),
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

/** The newest mail to `email` in the server's outbox folder (DATA_DIR/outbox), waiting up to 10 s. */
export async function lastMailTo(email: string): Promise<string> {
  const dir = inject('outboxDir');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const names = (await fs.readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const name of names) {
      const text = await fs.readFile(path.join(dir, name), 'utf8');
      if (text.startsWith(`To: ${email}\n`)) return text;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email} in ${dir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Confirms the account's e-mail address the way its owner does: reads the confirmation link from
 * the mail in the outbox and opens it. Needed before paying, applying, ordering or chatting.
 */
export async function confirmEmail<T extends E2EUser>(user: T): Promise<T> {
  const mail = await lastMailTo(user.email);
  const link = mail.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  if (!link) throw new Error(`no confirmation link in the mail to ${user.email}`);
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  if (res.status !== 302 || location.includes('error=')) {
    throw new Error(`confirmation link failed: ${res.status} ${location}`);
  }
  return user;
}

/** The demo administrator of the seed (decision 060). */
export const DEMO_ADMIN: E2EUser = { email: 'admin@demo.test', password: 'demo1234' };

/**
 * A new administrator of the journey's own, in `language`: an account the demo administrator
 * makes an administrator through the console's API. Journeys run side by side on one server, and
 * an account's saved language is applied at every page load, so sharing the demo administrator
 * between journeys in different languages would switch its language under another journey.
 */
export async function createAdmin(prefix: string, language: 'en' | 'tr' = 'en'): Promise<E2EUser> {
  const user = await createAccount(prefix, language);
  const headers = { 'content-type': 'application/json', origin: baseUrl() };
  const signIn = async (who: E2EUser) => {
    const res = await fetch(`${baseUrl()}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: who.email, password: who.password }),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  const me = await signIn(user);
  const session = (await (
    await fetch(`${baseUrl()}/api/auth/get-session`, { headers: { cookie: me } })
  ).json()) as {
    user: { id: string };
  };
  const admin = await signIn(DEMO_ADMIN);
  const res = await fetch(`${baseUrl()}/api/admin/users/${session.user.id}/admin`, {
    method: 'PUT',
    headers: { ...headers, cookie: admin },
  });
  if (!res.ok) throw new Error(`grant failed: ${res.status} ${await res.text()}`);
  return user;
}
