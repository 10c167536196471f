import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser } from './support/browser';
import { confirmEmail, createAccount, createAdmin, type E2EUser, signInAs } from './support/users';

const browser = setupBrowser();

async function me(page: Page) {
  const res = await page.request.get('/api/profiles/me');
  const body = (await res.json()) as { id: string; userId: string; name: string };
  return body;
}

async function newUser(prefix: string, language?: 'en' | 'tr'): Promise<E2EUser> {
  return confirmEmail(await createAccount(prefix, language));
}

describe('reports, moderation and blocks in the browser', () => {
  it('a user reports a service, an administrator hides it, and it is gone for everyone else', async () => {
    // A freelancer offers a service with a word nobody else uses.
    const seller = await browser.newPage();
    await signInAs(seller, await newUser('mod-seller'));
    const header = 'I will paint a zorblat mascot for your shop';
    const created = await seller.request.post('/api/services', {
      headers: { origin: baseUrl() },
      data: {
        category: 'graphic-design',
        subcategory: 'logo-design',
        header,
        explanation:
          'A friendly zorblat mascot painted by hand, with three poses and the files for print and web.',
        pricing: 'Basic 40 USD, standard 90 USD',
      },
    });
    expect(created.status()).toBe(201);
    const serviceId = ((await created.json()) as { id: string }).id;

    // Another user finds it and reports it from the service page's menu.
    const reporter = await browser.newPage();
    await signInAs(reporter, await newUser('mod-reporter'));
    await reporter.goto('/search?kind=services&q=zorblat');
    await reporter.getByRole('main').getByText(header).first().waitFor();
    await reporter.goto(`/services/${serviceId}`);
    await reporter.getByRole('heading', { name: header }).waitFor();
    await reporter
      .getByRole('main')
      .getByRole('button', { name: `More actions: ${header}` })
      .click();
    await reporter.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = reporter.getByRole('dialog', { name: 'Report this service' });
    await dialog.getByRole('radio', { name: 'Fraud or scam' }).check();
    await dialog
      .getByRole('textbox', { name: 'Details (optional)' })
      .fill('Asks to be paid by bank transfer.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Thank you. Your report was sent to the administrators.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // Reporting it again is refused by the server, and the page says why.
    await reporter
      .getByRole('main')
      .getByRole('button', { name: `More actions: ${header}` })
      .click();
    await reporter.getByRole('menuitem', { name: 'Report' }).click();
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('You have already reported this. An administrator will look at it.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The administrator finds it in the queue, with the reported content and the reporter's words.
    const admin = await browser.newPage();
    await signInAs(admin, await createAdmin('admin'));
    await admin.goto('/admin/reports?status=open&kind=service');
    await admin.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    const item = admin.getByTestId('admin-report').filter({ hasText: header });
    await item.getByText('Asks to be paid by bank transfer.').waitFor();
    const sellerProfile = await me(seller);
    expect(await item.getByRole('link', { name: "Open the user's page" }).getAttribute('href')).toMatch(
      new RegExp(`^/admin/users/${sellerProfile.userId}\\?report=`),
    );
    await item.getByRole('textbox', { name: 'Note' }).fill('Off-platform payment');
    await item.getByRole('button', { name: 'Hide the content' }).click();
    await admin.getByText('Saved.').waitFor();
    // Resolved: it leaves the open queue, and the hidden list shows it.
    await expect.poll(() => item.count()).toBe(0);
    await admin.goto('/admin/hidden');
    await admin.getByRole('main').getByText(header).first().waitFor();

    // Gone from search and from the service page for everyone else.
    await reporter.goto('/search?kind=services&q=zorblat');
    await reporter.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => reporter.getByRole('main').getByText(header).count()).toBe(0);
    await reporter.goto(`/services/${serviceId}`);
    await reporter.getByRole('heading', { name: 'Service not found' }).waitFor();
    const anonymous = await browser.newPage();
    const res = await anonymous.request.get(`/api/services/${serviceId}`);
    expect(res.status()).toBe(404);

    // Its owner still sees it, marked hidden with the reason.
    await seller.goto('/services/mine');
    await seller.getByText('Hidden by moderation').first().waitFor();
    await seller.getByText('Nobody else can see this. Reason: Off-platform payment').waitFor();
  });

  it('blocks someone in Turkish on a phone: neither can message the other, until unblocked', async () => {
    const phone = { width: 390, height: 844 };
    const ayse = await browser.newPage({ language: 'tr', viewport: phone });
    await signInAs(ayse, await newUser('mod-ayse', 'tr'));
    const mehmet = await browser.newPage({ language: 'tr', viewport: phone });
    await signInAs(mehmet, await newUser('mod-mehmet', 'tr'));
    const mehmetProfile = await me(mehmet);
    const ayseProfile = await me(ayse);

    // Ayşe blocks Mehmet from his profile.
    await ayse.goto(`/profile/${mehmetProfile.id}`);
    await ayse.getByRole('heading', { name: mehmetProfile.name }).waitFor();
    await ayse
      .getByRole('main')
      .getByRole('button', { name: `Diğer işlemler: ${mehmetProfile.name}` })
      .click();
    await ayse.getByRole('menuitem', { name: 'Engelle' }).click();
    await ayse.getByRole('alertdialog', { name: `${mehmetProfile.name} engellensin mi?` }).waitFor();
    await ayse.getByRole('alertdialog').getByRole('button', { name: 'Engelle' }).click();
    await ayse.getByText(`${mehmetProfile.name} engellendi.`).waitFor();

    // Mehmet cannot start a conversation with her: the server refuses, in Turkish, and the reason
    // stays on the page (a toast says it too).
    await mehmet.goto(`/chat?user=${ayseProfile.userId}`);
    await mehmet
      .locator('main')
      .getByRole('alert')
      .filter({ hasText: 'Bunu yapamazsınız: biriniz diğerini engellemiş.' })
      .waitFor();
    expect(new URL(mehmet.url()).search).toBe('');

    // Ayşe finds him in her blocked list (Privacy) and unblocks him; then he can write to her.
    await ayse.goto('/privacy');
    await ayse.getByText('Engellenen kişiler').waitFor();
    await ayse.getByRole('main').getByRole('button', { name: 'Engeli kaldır' }).click();
    await ayse.getByText('Kimseyi engellemediniz.').waitFor();
    await mehmet.goto(`/chat?user=${ayseProfile.userId}`);
    await mehmet.waitForURL(/[?&]c=/);
    const conversationUrl = new URL(mehmet.url()).pathname + new URL(mehmet.url()).search;
    const input = mehmet.getByRole('textbox', { name: 'Mesaj' });
    await input.fill('Merhaba, bir şey soracaktım.');
    await input.press('Enter');
    await mehmet.getByTestId('chat-message').filter({ hasText: 'Merhaba, bir şey soracaktım.' }).waitFor();

    // Blocked again, the conversation stays readable but his next message is refused.
    const reblocked = await ayse.request.put(`/api/blocks/${encodeURIComponent(mehmetProfile.userId)}`);
    expect(reblocked.status()).toBe(200);
    await mehmet.goto(conversationUrl);
    await mehmet.getByText('Bu kişiye mesaj gönderemezsiniz.').waitFor();
    const again = mehmet.getByRole('textbox', { name: 'Mesaj' });
    await again.fill('Bir şey daha.');
    await again.press('Enter');
    // Under the message box.
    await mehmet.locator('main').getByText('Bunu yapamazsınız: biriniz diğerini engellemiş.').waitFor();
    expect(await mehmet.getByTestId('chat-message').count()).toBe(1);
  });
});
