import { formatDateTime } from '@shared/format';
import type { AccountStanding } from '@shared/schemas/sanctions';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser } from './support/browser';
import { confirmEmail, createAccount, createAdmin, signInAs } from './support/users';

const browser = setupBrowser();
const DAY = 24 * 60 * 60 * 1000;

/**
 * Moves the server's clock for these pages' requests only (`X-Test-Clock-Offset`, honoured with
 * TEST_CLOCK=1 in e2e/support/global-setup.ts; decision 063): journeys running beside this one and
 * the server's jobs keep the real time.
 */
async function moveClock(pages: Page[], offsetMs: number) {
  for (const page of pages)
    await page.context().setExtraHTTPHeaders({ 'x-test-clock-offset': String(offsetMs) });
}

async function userIdOf(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/get-session');
  return ((await res.json()) as { user: { id: string } }).user.id;
}

async function standingOf(page: Page): Promise<AccountStanding> {
  return (await (await page.request.get('/api/account/standing')).json()) as AccountStanding;
}

/** A new freelancer with one service whose header holds `word`. */
async function freelancerWithService(word: string, language: 'en' | 'tr') {
  const account = await createAccount('sanctioned', language);
  const page = await browser.newPage({ language, viewport: { width: 390, height: 844 } });
  await signInAs(page, account);
  const res = await page.request.post('/api/services', {
    headers: { origin: baseUrl() },
    data: {
      category: 'graphic-design',
      subcategory: 'logo-design',
      header: `I will draw a ${word} mascot logo for you`,
      explanation:
        'Three concepts, two rounds of changes and the final files in every format you need for print and web.',
      pricing: 'Basic 50 USD, standard 120 USD, premium 250 USD',
    },
  });
  if (!res.ok()) throw new Error(`service: ${res.status()} ${await res.text()}`);
  const serviceId = ((await res.json()) as { id: string }).id;
  return { page, serviceId, userId: await userIdOf(page) };
}

/** The administrator applies a state from the account-states panel of the user's console page. */
async function applyFromConsole(
  admin: Page,
  userId: string | null,
  kind: RegExp,
  reason: string,
  submit: string,
) {
  if (userId) await admin.goto(`/admin/users/${userId}`);
  await admin.locator('main').getByRole('radio', { name: kind }).check();
  await admin.locator('#sanction-reason').fill(reason);
  await admin.locator('main').getByRole('button', { name: submit, exact: true }).click();
}

describe('account states from the terms', () => {
  it('a report leads to a restriction that hides a freelancer from search for others until its ten days are over (English)', async () => {
    const word = `zorbl${Date.now().toString(36)}`;
    const freelancer = await freelancerWithService(word, 'en');
    const visitor = await browser.newPage();
    await signInAs(visitor, await createAccount('reporter', 'en'));
    const services = visitor.getByTestId('service-result').filter({ hasText: word });
    const cards = visitor.getByTestId('freelancer-card');
    await visitor.goto(`/search?q=${word}&kind=services`);
    await services.first().waitFor();
    await visitor.goto(`/search?q=${word}`);
    await cards.first().waitFor();

    // The visitor reports the service from its page.
    await visitor.goto(`/services/${freelancer.serviceId}`);
    const header = `I will draw a ${word} mascot logo for you`;
    await visitor
      .getByRole('main')
      .getByRole('button', { name: `More actions: ${header}` })
      .click();
    await visitor.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Report this service' });
    await dialog.getByRole('radio', { name: 'Fraud or scam' }).check();
    await dialog
      .getByRole('textbox', { name: 'Details (optional)' })
      .fill('The reviews on this service are fake.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Thank you. Your report was sent to the administrators.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // The administrator opens the report's account from the queue and restricts it from there.
    const admin = await browser.newPage();
    await signInAs(admin, await createAdmin('admin'));
    await admin.goto('/admin/reports?status=open&kind=service');
    const report = admin.getByTestId('admin-report').filter({ hasText: header });
    await report.getByText('The reviews on this service are fake.').waitFor();
    await report.getByRole('link', { name: "Open the user's page" }).click();
    await admin.waitForURL(new RegExp(`/admin/users/${freelancer.userId}\\?report=`));
    await applyFromConsole(admin, null, /^Restriction/, 'Fake reviews on your services', 'Apply');
    const history = admin
      .locator('main')
      .getByRole('listitem')
      .filter({ hasText: 'Fake reviews on your services' });
    await history.getByText('In force').waitFor();
    expect(await history.getByText('Restriction', { exact: true }).count()).toBe(1);
    // The report is resolved: it has left the open queue.
    await admin.goto('/admin/reports?status=open&kind=service');
    await admin.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await expect.poll(() => report.count()).toBe(0);

    // Gone for another visitor: the service, the profile in search, and the service page.
    await visitor.goto(`/search?q=${word}&kind=services`);
    await visitor.locator('main').getByText('Nothing matches your search.').waitFor();
    expect(await services.count()).toBe(0);
    await visitor.goto(`/search?q=${word}`);
    await visitor.locator('main').getByText('Nothing matches your search.').waitFor();
    expect(await cards.count()).toBe(0);
    expect((await visitor.request.get(`/api/services/${freelancer.serviceId}`)).status()).toBe(404);

    // The freelancer (on a phone) sees the banner with the reason and the end date, and their own service.
    const standing = await standingOf(freelancer.page);
    const endsAt = standing.active[0]!.endsAt!;
    expect(new Date(endsAt).getTime() - new Date(standing.active[0]!.startsAt).getTime()).toBe(10 * DAY);
    await freelancer.page.goto('/');
    const banner = freelancer.page.getByTestId('account-banner');
    await banner.getByText(`Your account is restricted until ${formatDateTime(endsAt, 'en')}`).waitFor();
    await banner.getByText('Reason: Fake reviews on your services').waitFor();
    await banner.getByRole('link', { name: 'Account standing' }).click();
    await freelancer.page.locator('main').getByRole('heading', { name: 'Account standing' }).waitFor();
    await freelancer.page.locator('main').getByText('In force').waitFor();
    expect((await freelancer.page.request.get(`/api/services/${freelancer.serviceId}`)).status()).toBe(200);

    // Ten days later it has ended by itself: back in search, no banner.
    await moveClock([visitor, freelancer.page], 10 * DAY + 60_000);
    await visitor.goto(`/search?q=${word}&kind=services`);
    await services.first().waitFor();
    await visitor.goto(`/search?q=${word}`);
    await cards.first().waitFor();
    await freelancer.page.reload();
    await freelancer.page.locator('main').getByText('Ended').waitFor();
    await freelancer.page.locator('main').getByText('Your account is in good standing.').waitFor();
    expect(await banner.count()).toBe(0);
    // A long journey (two searches, three times): on a busy machine it needs more than the default minute.
  }, 150_000);

  it('a messaging suspension refuses a send with the end date, in Turkish', async () => {
    const sender = await confirmEmail(await createAccount('suspended', 'tr'));
    const partner = await createAccount('partner', 'tr');
    const page = await browser.newPage({ language: 'tr', viewport: { width: 390, height: 844 } });
    await signInAs(page, sender);
    const senderId = await userIdOf(page);
    const partnerPage = await browser.newPage({ language: 'tr' });
    await signInAs(partnerPage, partner);
    const partnerId = await userIdOf(partnerPage);

    // The administrator works in their saved language (English); the suspended person reads Turkish.
    const admin = await browser.newPage();
    await signInAs(admin, await createAdmin('admin'));
    await applyFromConsole(
      admin,
      senderId,
      /^Messaging suspension/,
      'Müşterilere istenmeyen mesajlar',
      'Apply',
    );
    await admin.locator('main').getByText('In force').waitFor();

    const standing = await standingOf(page);
    const until = formatDateTime(standing.active[0]!.endsAt!, 'tr');
    await page.goto(`/chat?user=${partnerId}`);
    const banner = page.getByTestId('account-banner');
    await banner.getByText(`Mesajlaşmanız ${until} tarihine kadar askıya alındı.`).waitFor();
    await banner.getByText('Gerekçe: Müşterilere istenmeyen mesajlar').waitFor();
    const input = page.getByRole('textbox', { name: 'Mesaj' });
    await input.fill('Merhaba, teklifim hâlâ geçerli');
    await input.press('Enter');
    // Under the message box (a toast says it too).
    await page
      .locator('main')
      .getByText(`Mesajlaşmanız ${until} tarihine kadar askıya alındı. O zamana kadar mesaj gönderemezsiniz.`)
      .waitFor();
    expect(await page.getByTestId('chat-message').count()).toBe(0);
  });
});
