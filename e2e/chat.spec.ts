import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { confirmEmail, createAccount, signInAs } from './support/users';

const browser = setupBrowser();
const PASSWORD = 'demo1234';

/** The top bar's Messages link; its accessible name carries the unread count. */
const chatLink = (name: RegExp) => ({ name });

describe('chat in the browser', () => {
  it('contacts a freelancer, who sees the message arrive live with the badge, and replies live', async () => {
    const client = await browser.newPage();
    const freelancer = await browser.newPage();
    await signInAs(client, { email: 'sarah.johnson@demo.test', password: PASSWORD });
    await signInAs(freelancer, { email: 'priya.sharma@demo.test', password: PASSWORD });

    // The freelancer is somewhere else in the app, with no unread messages.
    await freelancer.goto('/projects');
    const nav = freelancer.getByRole('navigation', { name: /./ }).first();
    await nav.getByRole('link', chatLink(/^Messages$/)).waitFor();

    // The client finds her and presses Contact on her card.
    await client.goto('/?q=priya');
    await client.getByRole('heading', { name: 'Search results: 1 freelancer found' }).waitFor();
    await client.getByTestId('freelancer-card').getByRole('link', { name: 'Contact' }).click();
    await client.waitForURL(/\/chat\?c=/);
    const header = client.getByRole('region', { name: 'Priya Sharma' });
    await header.getByRole('heading', { name: 'Priya Sharma' }).waitFor();
    // She has the app open, so she is online.
    await header.getByText('Online', { exact: true }).waitFor();
    await client.getByText('No messages yet. Say hello!').waitFor();

    const input = client.getByRole('textbox', { name: 'Message' });
    await input.fill('Hello Priya, can you build a small API for us?');
    await input.press('Enter');
    await client.getByTestId('chat-message').filter({ hasText: 'can you build a small API' }).waitFor();
    expect(await input.inputValue()).toBe('');

    // Live: the badge appears without a reload, then the conversation shows the message.
    await nav.getByRole('link', chatLink(/^Messages, 1 unread$/)).waitFor();
    // The message notification arrives live too.
    await nav.getByRole('link', { name: /^Notifications, 1 unread$/ }).waitFor();
    await nav.getByRole('link', chatLink(/^Messages/)).click();
    const item = freelancer.getByTestId('conversation-item').filter({ hasText: 'Sarah Johnson' });
    await item.waitFor();
    await item.click();
    await freelancer.getByTestId('chat-message').filter({ hasText: 'can you build a small API' }).waitFor();
    // Opening it marks it read: both badges go away.
    await nav.getByRole('link', chatLink(/^Messages$/)).waitFor();
    await nav.getByRole('link', { name: /^Notifications$/ }).waitFor();

    const reply = freelancer.getByRole('textbox', { name: 'Message' });
    await reply.fill('Sure, send me the details.');
    await freelancer.getByRole('button', { name: 'Send', exact: true }).click();
    await client.getByTestId('chat-message').filter({ hasText: 'Sure, send me the details.' }).waitFor();
    // The client's thread holds exactly the two messages, in order, and her conversation list previews the reply.
    const thread = client.getByTestId('chat-message');
    expect(await thread.count()).toBe(2);
    expect(await thread.nth(0).locator('p').first().innerText()).toBe(
      'Hello Priya, can you build a small API for us?',
    );
    expect(await thread.nth(1).locator('p').first().innerText()).toBe('Sure, send me the details.');
    const preview = client
      .getByTestId('conversation-item')
      .filter({ hasText: 'Priya Sharma' })
      .locator('span.truncate.text-sm');
    await expect.poll(() => preview.innerText()).toBe('Sure, send me the details.');
    // The freelancer's list previews her own reply as hers.
    await expect
      .poll(() => item.locator('span.truncate.text-sm').innerText())
      .toBe('You: Sure, send me the details.');
  });

  it('sends on Enter, makes a new line on Shift+Enter, and blocks an over-long message', async () => {
    const client = await browser.newPage();
    // A new account (the demo accounts keep their saved languages, which apply at sign-in).
    await signInAs(client, await confirmEmail(await createAccount('chat')));
    // Contact from the freelancer's profile page this time.
    await client.goto('/?q=elif');
    await client.getByTestId('freelancer-card').getByRole('link', { name: 'Elif Şahin' }).click();
    await client.getByRole('heading', { level: 1, name: 'Elif Şahin' }).waitFor();
    await client.getByRole('main').getByRole('link', { name: 'Contact' }).click();
    await client.waitForURL(/\/chat\?c=/);
    await client.getByRole('region', { name: 'Elif Şahin' }).waitFor();
    const input = client.getByRole('textbox', { name: 'Message' });
    const messages = client.getByTestId('chat-message');

    await input.fill('first line');
    await input.press('Shift+Enter');
    await input.pressSequentially('second line');
    expect(await input.inputValue()).toBe('first line\nsecond line');
    expect(await messages.count()).toBe(0);
    await input.press('Enter');
    await messages.first().waitFor();
    expect(await messages.count()).toBe(1);
    expect(await messages.first().innerText()).toContain('first line\nsecond line');

    await input.fill('x'.repeat(5001));
    await client.getByRole('alert').filter({ hasText: 'Message too long' }).waitFor();
    await client.getByText('Maximum 5000 characters allowed').waitFor();
    expect(await client.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await new Promise((r) => setTimeout(r, 1100));
    await input.press('Enter');
    await new Promise((r) => setTimeout(r, 500));
    expect(await messages.count()).toBe(1);
  });

  it('shows the demo conversations and tells the reader translation is unavailable without a provider', async () => {
    const client = await browser.newPage();
    await signInAs(client, { email: 'client@demo.test', password: PASSWORD });
    await client.goto('/chat');
    await client.getByText('Select a freelancer to start chatting').waitFor();
    const items = client.getByTestId('conversation-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(5);
    await items.filter({ hasText: 'Elif Şahin' }).click();
    await client.getByTestId('chat-message').filter({ hasText: 'Yarın üç taslak' }).waitFor();

    const selector = client.getByRole('combobox', { name: 'Translation' });
    expect(await selector.innerText()).toContain('Auto (EN<->TR)');
    const notice = client.getByRole('status').filter({ hasText: 'Translation is unavailable' });
    await notice.waitFor();
    await selector.click();
    await client.getByRole('option', { name: 'No Translation' }).click();
    await notice.waitFor({ state: 'detached' });
    await selector.click();
    for (const name of ['No Translation', 'Auto (EN<->TR)', 'English', 'Turkish'])
      await client.getByRole('option', { name, exact: true }).waitFor();
    await client.getByRole('option', { name: 'English', exact: true }).click();
    await notice.waitFor();
    // The original text stays, word for word, and English stays chosen.
    const original = client.getByTestId('chat-message').filter({ hasText: 'Yarın üç taslak' });
    expect(await original.locator('p').first().innerText()).toBe(
      'Harika bir isim! Yarın üç taslak gönderebilirim.',
    );
    expect(await selector.innerText()).toBe('English');
  });

  it('shows the chat page in Turkish', async () => {
    const page = await browser.newPage({ language: 'tr' });
    await signInAs(page, await confirmEmail(await createAccount('chat-tr', 'tr')));
    await page.goto('/chat');
    await page.getByText('Sohbete başlamak için bir serbest çalışan seçin').waitFor();
    await page.goto('/?q=can');
    await page
      .getByTestId('freelancer-card')
      .filter({ hasText: 'Can Işık' })
      .getByRole('link', { name: 'İletişime geç' })
      .click();
    await page.waitForURL(/\/chat\?c=/);
    await page.getByRole('region', { name: 'Can Işık' }).waitFor();
    await page.getByRole('textbox', { name: 'Mesaj' }).waitFor();
    const selector = page.getByRole('combobox', { name: 'Çeviri' });
    expect(await selector.innerText()).toContain('Otomatik (EN<->TR)');
    await page.getByText('Enter gönderir, Shift+Enter yeni satır ekler').waitFor();
    // The send button is named in Turkish, with no English left.
    expect(await page.getByRole('button', { name: 'Gönder', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Send', exact: true }).count()).toBe(0);
    expect(await page.getByText('Enter sends, Shift+Enter adds a new line').count()).toBe(0);
  });
});

describe('a long conversation', () => {
  it('loads older messages above the latest 200 on request', async () => {
    const page = await browser.newPage();
    await signInAs(page, await confirmEmail(await createAccount('chat-long')));
    await page.goto('/?q=elif');
    await page
      .getByTestId('freelancer-card')
      .filter({ hasText: 'Elif Şahin' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await page.waitForURL(/\/chat\?c=/);
    const conversationId = new URL(page.url()).searchParams.get('c')!;

    // The server's pages, shaped as it sends them: 200 latest, then older pages of 50, then none.
    const message = (n: number) => ({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      conversationId,
      senderId: 'someone',
      mine: n % 2 === 0,
      body: `numbered message ${n}`,
      lang: 'en',
      read: true,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    });
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
    const asked: string[] = [];
    await page.route(`**/api/chat/conversations/${conversationId}/messages*`, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const before = new URL(route.request().url()).searchParams.get('before');
      asked.push(before ?? 'latest');
      const body = !before ? range(51, 250) : before === message(51).id ? range(1, 50) : [];
      await route.fulfill({ json: body });
    });
    await page.reload();
    const bubbles = page.getByTestId('chat-message');
    await bubbles.filter({ hasText: /^numbered message 250/ }).waitFor();
    expect(await bubbles.count()).toBe(200);

    await page.getByRole('button', { name: 'Load older messages' }).click();
    await bubbles.filter({ hasText: /^numbered message 1(?!\d)/ }).waitFor();
    expect(await bubbles.count()).toBe(250);
    expect((await bubbles.first().innerText()).startsWith('numbered message 1')).toBe(true);

    // A full page may have more before it; an empty answer ends the button.
    await page.getByRole('button', { name: 'Load older messages' }).click();
    await page.getByRole('button', { name: 'Load older messages' }).waitFor({ state: 'detached' });
    expect(asked.filter((a) => a !== 'latest')).toEqual([message(51).id, message(1).id]);
  });
});

/** Two new accounts with confirmed addresses, each signed in on its own page; a's conversation with b. */
async function twoChatters() {
  const aUser = await confirmEmail(await createAccount('chat-a'));
  const bUser = await confirmEmail(await createAccount('chat-b'));
  const a = await browser.newPage();
  const b = await browser.newPage();
  await signInAs(a, aUser);
  await signInAs(b, bUser);
  const bId = ((await (await b.request.get('/api/auth/get-session')).json()) as { user: { id: string } }).user
    .id;
  const conv = (await (
    await a.request.post('/api/chat/conversations', { data: { userId: bId } })
  ).json()) as {
    id: string;
  };
  return { a, b, conversationId: conv.id };
}

describe('nothing typed is lost, and an open conversation is read', () => {
  it('keeps a message typed while another is sending, and puts a failed one back before it', async () => {
    const { a, conversationId } = await twoChatters();
    // Every send waits 1.5 s on its way; the third is refused by the network.
    let sends = 0;
    await a.route(`**/api/chat/conversations/${conversationId}/messages*`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      sends += 1;
      await new Promise((r) => setTimeout(r, 1500));
      if (sends === 3) return route.abort('failed');
      return route.continue();
    });
    await a.goto(`/chat?c=${conversationId}`);
    const input = a.getByRole('textbox', { name: 'Message' });
    const thread = a.getByTestId('chat-message');

    await input.fill('the first message');
    await input.press('Enter');
    await expect.poll(() => sends).toBe(1);
    // While it is on its way the next one is typed, and Enter does not drop or send it.
    await input.fill('the second message');
    await input.press('Enter');
    expect(await input.inputValue()).toBe('the second message');
    await thread.filter({ hasText: 'the first message' }).waitFor();
    expect(await input.inputValue()).toBe('the second message');
    await input.press('Enter');
    await thread.filter({ hasText: 'the second message' }).waitFor();
    expect(await input.inputValue()).toBe('');
    expect(sends).toBe(2);

    // A send that fails comes back into the box, in front of what was typed since.
    await a.waitForTimeout(1100);
    await input.fill('the third message');
    await input.press('Enter');
    await expect.poll(() => sends).toBe(3);
    await input.fill('a fourth thought');
    await a.getByText('Message could not be sent').first().waitFor();
    expect(await input.inputValue()).toBe('the third message\na fourth thought');

    const server = (await (
      await a.request.get(`/api/chat/conversations/${conversationId}/messages`)
    ).json()) as {
      body: string;
    }[];
    expect(server.map((m) => m.body)).toEqual(['the first message', 'the second message']);
    expect(await thread.count()).toBe(2);
  });

  it('marks the messages of an open conversation read as they arrive: no badge, no unread count', async () => {
    const { a, b, conversationId } = await twoChatters();
    await b.goto(`/chat?c=${conversationId}`);
    await b.getByText('No messages yet. Say hello!').waitFor();
    const nav = b.getByRole('navigation', { name: /./ }).first();
    await nav.getByRole('link', { name: /^Messages$/ }).waitFor();
    const unread = async () =>
      ((await (await b.request.get('/api/messages/unread-count')).json()) as { count: number }).count;

    const send = async (body: string) =>
      expect(
        (
          await a.request.post(`/api/chat/conversations/${conversationId}/messages`, { data: { body } })
        ).status(),
      ).toBe(201);
    await send('Are you there?');
    await b.getByTestId('chat-message').filter({ hasText: 'Are you there?' }).waitFor();
    await expect.poll(unread).toBe(0);
    await nav.getByRole('link', { name: /^Messages$/ }).waitFor();
    // A second message while the first one's mark may still be on its way is marked too.
    await a.waitForTimeout(1100);
    await send('Just checking in.');
    await b.getByTestId('chat-message').filter({ hasText: 'Just checking in.' }).waitFor();
    await expect.poll(unread).toBe(0);
    await nav.getByRole('link', { name: /^Messages$/ }).waitFor();
    await nav.getByRole('link', { name: /^Notifications$/ }).waitFor();
    // Read on the server, as the sender sees it.
    const seen = (await (
      await a.request.get(`/api/chat/conversations/${conversationId}/messages`)
    ).json()) as {
      read: boolean;
    }[];
    expect(seen.map((m) => m.read)).toEqual([true, true]);
  });
});
