import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { setupBrowser } from './browser';
import { confirmEmail, createAccount, signInAs } from './users';

type Browser = ReturnType<typeof setupBrowser>;
type Lang = 'en' | 'tr';

/** A client and a freelancer: two new accounts with confirmed addresses, each signed in on a page of its own. */
export async function twoParties(
  browser: Browser,
  lang: Lang,
  prefix: { client: string; freelancer: string },
): Promise<{ client: Page; freelancer: Page }> {
  const clientUser = await confirmEmail(await createAccount(prefix.client, lang));
  const freelancerUser = await confirmEmail(await createAccount(prefix.freelancer, lang));
  const client = await browser.newPage({ language: lang });
  const freelancer = await browser.newPage({ language: lang });
  await signInAs(client, clientUser);
  await signInAs(freelancer, freelancerUser);
  return { client, freelancer };
}

/** A service package as the API takes it (price in dollars). */
export interface PackageInput {
  tier: 'basic' | 'standard' | 'premium';
  name: string;
  description: string;
  price: number;
  deliveryDays: number;
  revisions: number | null;
  features: string[];
}

/** The freelancer's logo service with `packages`, made through the API (the wizard has its own journey); its id. */
export async function createService(freelancer: Page, lang: Lang, packages: PackageInput[]): Promise<string> {
  const res = await freelancer.request.post('/api/services', {
    data: {
      category: 'graphic-design',
      subcategory: 'logo-design',
      header: `I will design a modern logo for your brand (${lang} ${Date.now()})`,
      explanation:
        'Three concepts, two rounds of changes and the final files in every format you need for print and web.',
      pricing: 'See the packages',
      packages,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The signed-in account's wallet. */
export async function wallet(page: Page) {
  const res = await page.request.get('/api/wallet');
  expect(res.status()).toBe(200);
  return (await res.json()) as { availableCents: number; escrowCents: number };
}

/**
 * A paid, briefed order of a one-package service (one revision) between two new accounts, made
 * through the API: the journeys about what follows start from it (the orders journey walks the
 * pages that make one).
 */
export async function orderInProgress(
  browser: Browser,
  lang: Lang,
  { prefix, priceCents = 9_000 }: { prefix: string; priceCents?: number },
): Promise<{ client: Page; freelancer: Page; contractId: string }> {
  const { client, freelancer } = await twoParties(browser, lang, {
    client: `${prefix}-client-${lang}`,
    freelancer: `${prefix}-seller-${lang}`,
  });
  const serviceId = await createService(freelancer, lang, [
    {
      tier: 'basic',
      name: 'Logo only',
      description: 'One logo concept in colour and black.',
      price: priceCents / 100,
      deliveryDays: 3,
      revisions: 1,
      features: ['Source file'],
    },
  ]);
  const order = await client.request.post(`/api/services/${serviceId}/orders`, { data: { tier: 'basic' } });
  expect(order.status()).toBe(201);
  const { contractId, paymentId } = (await order.json()) as { contractId: string; paymentId: string };
  const paid = await client.request.post(`/api/payments/${paymentId}/test-checkout`, {
    data: { cardNumber: '4242424242424242', expiry: '12/99', cvv: '123' },
  });
  expect(paid.ok()).toBe(true);
  const briefed = await client.request.post(`/api/contracts/${contractId}/requirements`, {
    data: { requirements: 'A logo with a teapot.' },
  });
  expect(briefed.status()).toBe(200);
  return { client, freelancer, contractId };
}
