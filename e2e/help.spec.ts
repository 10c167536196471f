import en from '@shared/locales/en/help.json';
import tr from '@shared/locales/tr/help.json';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { toast } from './support/toast';
import { createAccount, signInAs } from './support/users';

const browser = setupBrowser();

async function signedInPage(language: 'en' | 'tr' = 'en') {
  const page = await browser.newPage({ language });
  await signInAs(page, await createAccount('help', language));
  return page;
}

/** Counts how often the assistant's reply text changes while it streams in. */
async function watchReplyUpdates(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __replyTexts: Set<string> };
    w.__replyTexts = new Set();
    new MutationObserver(() => {
      const replies = document.querySelectorAll('[data-role="assistant"]');
      const last = replies[replies.length - 1];
      if (last?.textContent) w.__replyTexts.add(last.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __replyTexts: Set<string> }).__replyTexts.size);
}

describe('help center', () => {
  it('answers a signed-in question piece by piece, citing the article, which opens', async () => {
    const page = await signedInPage();
    await page.goto('/help');
    await page.getByRole('heading', { name: en.center.title, level: 1 }).waitFor();
    await page.getByText(en.assistant.welcome).waitFor();
    const input = page.getByRole('textbox', { name: en.assistant.inputLabel });
    const send = page.getByRole('button', { name: en.assistant.send, exact: true });
    // Empty or whitespace-only input cannot be sent.
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);

    const updates = await watchReplyUpdates(page);
    await input.fill('How do I withdraw money to my bank account?');
    await input.press('Enter');
    expect(await input.inputValue()).toBe('');
    const reply = page.locator('[data-role="assistant"]').last();
    await reply.getByText(en.assistant.method.articles).waitFor();
    const text = (await reply.textContent()) ?? '';
    expect(text).toContain('From the help articles');
    expect(text).toContain('USD bank account in your own name');
    // The reply grew in several steps, not in one piece.
    expect(await updates()).toBeGreaterThan(3);

    await reply.getByRole('link', { name: '/help/wallet-and-withdrawals' }).click();
    await page.getByRole('heading', { name: 'Wallet, top-ups and withdrawals', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/help/wallet-and-withdrawals');
    await page.getByRole('link', { name: en.articles.back }).click();
    await page.getByRole('heading', { name: en.center.title, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/help');
  });

  it('asks a visitor to sign in and still lets them search and read the articles', async () => {
    const page = await browser.newPage();
    await page.goto('/help');
    await page.getByText(en.auth.title).waitFor();
    await page.getByText(en.auth.description).waitFor();
    expect(await page.getByRole('textbox', { name: en.assistant.inputLabel }).count()).toBe(0);

    await page.getByRole('heading', { name: en.topics.payments }).waitFor();
    await page.getByRole('searchbox', { name: en.articles.search }).fill('two-factor authenticator');
    await page.getByRole('button', { name: en.articles.searchButton, exact: true }).click();
    await page
      .getByText('1 article found')
      .or(page.getByText(/\d+ articles found/))
      .first()
      .waitFor();
    // The count is the server's number of matches, and the best match is the article opened next.
    const found = (
      (await (
        await page.request.get(
          `/api/help/articles?lang=en&q=${encodeURIComponent('two-factor authenticator')}`,
        )
      ).json()) as { articles: Array<{ title: string }> }
    ).articles;
    expect(found[0]?.title).toBe('Two-factor sign-in, password and sign-in methods');
    const summary = found.length === 1 ? '1 article found' : `${found.length} articles found`;
    expect(await page.getByText(summary, { exact: true }).count()).toBe(1);
    await page
      .getByRole('link', { name: /Two-factor sign-in, password and sign-in methods/ })
      .first()
      .click();
    await page
      .getByRole('heading', { name: 'Two-factor sign-in, password and sign-in methods', level: 1 })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/help/two-factor-and-password');
    // Reading an article still needs no account: the assistant stays closed to the visitor.
    expect(await page.getByRole('textbox', { name: en.assistant.inputLabel }).count()).toBe(0);
  });

  it('shows the spec toasts for credits, rate limit, server errors and network failures', async () => {
    const page = await signedInPage();
    await page.goto('/help');
    const input = page.getByRole('textbox', { name: en.assistant.inputLabel });
    await input.waitFor();

    const answers: Array<[Parameters<Page['route']>[1], string, string | null]> = [
      [
        (route) =>
          route.fulfill({ status: 402, json: { error: { code: 'AI_CREDITS_REQUIRED', message: 'x' } } }),
        en.toast.creditsTitle,
        en.toast.creditsDescription,
      ],
      [
        (route) =>
          route.fulfill({
            status: 500,
            json: { error: { code: 'INTERNAL_ERROR', message: 'Server says no' } },
          }),
        en.toast.errorTitle,
        'Server says no',
      ],
      [(route) => route.abort('failed'), en.toast.errorTitle, en.toast.network],
    ];
    for (const [handler, title, description] of answers) {
      await page.route('**/api/help/chat', handler);
      await input.fill('How does escrow work?');
      await input.press('Enter');
      await toast(page, title);
      if (description) await toast(page, description);
      // The question goes back into the field to try again.
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      expect(await input.inputValue()).toBe('How does escrow work?');
      await page.unroute('**/api/help/chat');
    }

    // The real limit: 10 questions a minute, then the server's 429.
    for (let i = 0; i < 10; i += 1) {
      const res = await page.request.post('/api/help/chat', {
        data: { messages: [{ role: 'user', content: 'fee' }] },
      });
      expect(res.status()).toBe(200);
    }
    await input.fill('What is the platform fee?');
    await input.press('Enter');
    await toast(page, en.toast.rateTitle);
    await toast(page, en.toast.rateDescription);
    // As after the other failures, the question goes back into the field to try again.
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await input.inputValue()).toBe('What is the platform fee?');
  });

  it('works in Turkish', async () => {
    const page = await signedInPage('tr');
    await page.goto('/help');
    await page.getByRole('heading', { name: tr.center.title, level: 1 }).waitFor();
    await page.getByText(tr.assistant.welcome).waitFor();
    await page.getByRole('heading', { name: tr.topics.payments }).waitFor();
    const input = page.getByRole('textbox', { name: tr.assistant.inputLabel });
    await input.fill('Paramı banka hesabıma nasıl çekerim?');
    await input.press('Enter');
    const reply = page.locator('[data-role="assistant"]').last();
    await reply.getByText(tr.assistant.method.articles).waitFor();
    expect(await reply.textContent()).toContain('Yardım makalelerinden');
    await reply.getByRole('link', { name: '/help/wallet-and-withdrawals' }).click();
    await page.getByRole('heading', { name: 'Cüzdan, bakiye yükleme ve para çekme', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/help/wallet-and-withdrawals');
  });
});

describe('home chatbot', () => {
  it('loads its panel on click and asks a visitor to sign in', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Featured Freelancers' }).waitFor();
    expect(requested.some((u) => u.includes('chatbot-panel'))).toBe(false);

    await page.getByRole('button', { name: en.chatbot.open }).click();
    const panel = page.getByRole('dialog', { name: en.chatbot.title });
    await panel.waitFor();
    expect(requested.some((u) => u.includes('chatbot-panel'))).toBe(true);
    const box = await panel.boundingBox();
    expect(box?.width).toBe(380);
    expect(box?.height).toBe(500);
    await panel.getByText(en.chatbot.signIn).first().waitFor();

    // Sending replies with the sign-in message without asking the server.
    await panel.getByRole('textbox', { name: en.assistant.inputLabel }).fill('How do I post a project?');
    await panel.getByRole('textbox', { name: en.assistant.inputLabel }).press('Enter');
    await page.waitForFunction(
      (text) => document.querySelectorAll('[data-role="assistant"]')[0]?.textContent?.includes(text),
      en.chatbot.signIn,
    );
    expect(requested.some((u) => u.includes('/api/help/chat'))).toBe(false);

    await page.getByRole('button', { name: en.chatbot.close }).first().click();
    expect(await panel.isVisible()).toBe(false);
  });

  it('answers a signed-in user, and replaces a failed turn with the error sentence', async () => {
    const page = await signedInPage();
    await page.goto('/');
    await page.getByRole('button', { name: en.chatbot.open }).click();
    const panel = page.getByRole('dialog', { name: en.chatbot.title });
    await panel.getByText(en.chatbot.welcome).waitFor();
    const input = panel.getByRole('textbox', { name: en.assistant.inputLabel });
    await input.fill('How does escrow work?');
    await input.press('Enter');
    const reply = panel.locator('[data-role="assistant"]').last();
    await reply.getByText(en.assistant.method.articles).waitFor();
    expect(await reply.textContent()).toContain('/help/escrow-and-payments');

    await page.route('**/api/help/chat', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
    await input.fill('And the fee?');
    await input.press('Enter');
    await panel.locator('[data-role="assistant"]').last().getByText(en.chatbot.error).waitFor();
    expect(await panel.locator('[data-role="assistant"]').count()).toBe(2);
  });

  it('speaks Turkish', async () => {
    const page = await browser.newPage({ language: 'tr' });
    await page.goto('/');
    await page.getByRole('button', { name: tr.chatbot.open }).click();
    const panel = page.getByRole('dialog', { name: tr.chatbot.title });
    await panel.getByText(tr.chatbot.signIn).first().waitFor();
    // Its controls are Turkish, and no English sentence is left in it.
    expect(await panel.getByRole('textbox', { name: tr.assistant.inputLabel }).count()).toBe(1);
    expect(await panel.getByText(en.chatbot.signIn).count()).toBe(0);
    expect(await panel.getByText(en.chatbot.title).count()).toBe(0);
  });
});
