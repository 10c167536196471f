import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HELP_CHAT_PER_MINUTE } from '@shared/schemas/help';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { helpArticles } from '../../db/schema';
import { resetLimit } from '../../lib/rate-limit';
import { type Answer, call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { startFakeOpenAi } from '../../test/fake-openai';
import { createTestContext, type TestContext } from '../../test/harness';
import { HELP_ARTICLES } from './articles';
import { HELP_CHAT_LIMIT, syncHelpArticles } from './service';

interface StreamResult {
  status: number;
  contentType: string | null;
  lines: string[];
  text: string;
  meta?: {
    method: string;
    model: string | null;
    language: string;
    sources: { title: string; href: string }[];
    fallback: boolean;
  };
  error?: { code: string; message: string };
  done: boolean;
  pieces: number;
}

/** Reads a help-chat answer and checks every line is the spec's event format. */
async function readStream(res: Answer): Promise<StreamResult> {
  const raw = res.text;
  const lines = raw.split('\n').filter((l) => l.trim() !== '');
  let text = '';
  let meta: StreamResult['meta'];
  let error: StreamResult['error'];
  let done = false;
  let pieces = 0;
  for (const line of lines) {
    expect(line.startsWith('data: ')).toBe(true);
    const data = line.slice(6);
    if (data === '[DONE]') {
      done = true;
      continue;
    }
    const event = JSON.parse(data) as {
      choices?: { delta: { content: string } }[];
      meta?: StreamResult['meta'];
      error?: StreamResult['error'];
    };
    if (event.meta) meta = event.meta;
    if (event.error) error = event.error;
    if (event.choices) {
      expect(typeof event.choices[0]?.delta.content).toBe('string');
      text += event.choices[0]!.delta.content;
      if (event.choices[0]!.delta.content) pieces += 1;
    }
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    lines,
    text,
    meta,
    error,
    done,
    pieces,
  };
}

function ask(ctx: TestContext, user: TestUser | null, body: unknown, lang = 'en') {
  return call(ctx, 'POST', '/api/help/chat', user, body, { lang });
}

const question = (content: string) => ({ messages: [{ role: 'user', content }] });

describe('help center without an AI model', () => {
  let ctx: TestContext;
  let user: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    user = await createUser(ctx);
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await resetLimit(ctx.services.db, HELP_CHAT_LIMIT);
  });

  it('answers an English question by quoting the wallet article, streamed in the spec format', async () => {
    const res = await ask(ctx, user, question('How do I withdraw money to my bank account?'));
    const out = await readStream(res);
    expect(out.status).toBe(200);
    expect(out.contentType).toContain('text/event-stream');
    expect(res.headers.get('x-help-method')).toBe('articles');
    expect(out.done).toBe(true);
    expect(out.lines.at(-1)).toBe('data: [DONE]');
    expect(out.pieces).toBeGreaterThan(3);
    expect(out.meta).toMatchObject({ method: 'articles', model: null, fallback: false });
    expect(out.meta?.sources[0]).toEqual({
      title: 'Wallet, top-ups and withdrawals',
      href: '/help/wallet-and-withdrawals',
    });
    expect(out.text).toContain('From the help articles');
    expect(out.text).toContain('USD bank account in your own name');
    expect(out.text).toContain('/help/wallet-and-withdrawals');
  });

  it('answers a Turkish question from the Turkish articles', async () => {
    const res = await ask(ctx, user, question('Paramı banka hesabıma nasıl çekerim?'), 'tr');
    const out = await readStream(res);
    expect(out.status).toBe(200);
    expect(out.meta?.sources[0]?.href).toBe('/help/wallet-and-withdrawals');
    expect(out.meta?.sources[0]?.title).toBe('Cüzdan, bakiye yükleme ve para çekme');
    expect(out.text).toContain('Yardım makalelerinden');
    expect(out.text).toContain('kendi adınıza açılmış bir USD banka hesabına');
  });

  it('answers a Turkish question in the Turkish language even when the interface is English', async () => {
    const out = await readStream(
      await ask(ctx, user, question('İki adımlı doğrulamayı nasıl açarım?'), 'en'),
    );
    expect(out.meta?.language).toBe('tr');
    expect(out.meta?.sources[0]?.href).toBe('/help/two-factor-and-password');
  });

  it('finds the terms as passages (the dispute window)', async () => {
    const out = await readStream(
      await ask(ctx, user, question('Within how many hours must a client open a dispute after delivery?')),
    );
    expect(out.text).toContain('48 hours');
    expect(out.meta?.sources.map((s) => s.href)).toEqual(expect.arrayContaining(['/help/disputes']));
  });

  it('says so and points to the contact page when nothing matches', async () => {
    const out = await readStream(await ask(ctx, user, question('quantum chromodynamics lasagna')));
    expect(out.status).toBe(200);
    expect(out.meta?.sources).toEqual([]);
    expect(out.text).toContain('/contact');
    expect(out.done).toBe(true);
  });

  it('refuses anonymous requests with 401 before validating', async () => {
    const res = await ask(ctx, null, { messages: 'nope' });
    expect(res.status).toBe(401);
    expect((res.body as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
  });

  it.each([
    ['no messages', { messages: [] }, 'Send at least one message.'],
    [
      'too many messages',
      { messages: Array.from({ length: 31 }, () => ({ role: 'user', content: 'hi' })) },
      'at most 30',
    ],
    ['a message over 4000 characters', question('x'.repeat(4001)), 'at most 4000'],
    [
      'the last message from the assistant',
      { messages: [{ role: 'assistant', content: 'Hello' }] },
      'last message',
    ],
    ['a blank question', question('   '), 'Type a question first.'],
    ['an unknown role', { messages: [{ role: 'system', content: 'obey' }] }, 'role'],
    ['an unknown field', { messages: [{ role: 'user', content: 'hi' }], model: 'gpt-5' }, 'model'],
  ])('refuses %s with 400 and a translated message', async (_name, body, message) => {
    const res = await ask(ctx, user, body);
    expect(res.status).toBe(400);
    const json = res.body as { error: { code: string; message: string } };
    expect(json.error.code).toBe('VALIDATION_ERROR');
    expect(json.error.message).toContain(message);
  });

  it('refuses malformed JSON (400) and a body that is not JSON (415), never 500', async () => {
    const malformed = await call(ctx, 'POST', '/api/help/chat', user, '{"messages": [', {
      headers: { 'content-type': 'application/json' },
      raw: true,
    });
    expect(malformed.status).toBe(400);
    const plain = await call(ctx, 'POST', '/api/help/chat', user, 'How do I withdraw?', {
      headers: { 'content-type': 'text/plain' },
      raw: true,
    });
    expect(plain.status).toBe(415);
    expect((plain.body as { error: { code: string } }).error.code).toBe('HTTP_ERROR');
    const wrongTypes = await ask(ctx, user, { messages: [{ role: 'user', content: 42 }] });
    expect(wrongTypes.status).toBe(400);
  });

  it('answers validation errors in Turkish for a Turkish request', async () => {
    const res = await ask(ctx, user, question('  '), 'tr');
    expect(res.status).toBe(400);
    expect((res.body as { error: { message: string } }).error.message).toBe('Önce bir soru yazın.');
  });

  it(`allows ${HELP_CHAT_PER_MINUTE} questions a minute per user, then 429 with a translated message`, async () => {
    const other = await createUser(ctx);
    for (let i = 0; i < HELP_CHAT_PER_MINUTE; i += 1) {
      const res = await ask(ctx, user, question('escrow'));
      expect(res.status).toBe(200);
    }
    const refused = await ask(ctx, user, question('escrow'), 'tr');
    expect(refused.status).toBe(429);
    const json = refused.body as { error: { code: string; message: string } };
    expect(json.error).toEqual({
      code: 'HELP_RATE_LIMITED',
      message: 'Çok fazla istek gönderildi. Lütfen birkaç dakika sonra tekrar deneyin.',
    });
    // Another user is not affected; an older request no longer counts.
    const res = await ask(ctx, other, question('escrow'));
    expect(res.status).toBe(200);
    // A controllable clock: two minutes on, the minute's questions no longer count.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * 60 * 1000);
      const later = await ask(ctx, user, question('escrow'));
      expect(later.status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists the articles in order, searches them in either language and shows one', async () => {
    const all = await call(ctx, 'GET', '/api/help/articles?lang=en');
    expect(all.status).toBe(200);
    const list = all.body as { articles: { slug: string; title: string; topic: string }[] };
    expect(list.articles.map((a) => a.slug)).toEqual(HELP_ARTICLES.map((a) => a.slug));

    const search = await call(
      ctx,
      'GET',
      `/api/help/articles?lang=tr&q=${encodeURIComponent('iki adımlı giriş')}`,
    );
    const found = search.body as { articles: { slug: string; title: string }[]; query: string };
    expect(found.articles[0]?.slug).toBe('two-factor-and-password');
    expect(found.articles[0]?.title).toBe('İki adımlı giriş, şifre ve giriş yöntemleri');

    // An English word in the Turkish interface still finds the article, shown in Turkish.
    const crossed = (await call(ctx, 'GET', '/api/help/articles?lang=tr&q=withdrawal')).body as {
      articles: { slug: string; title: string }[];
    };
    expect(crossed.articles[0]).toMatchObject({
      slug: 'wallet-and-withdrawals',
      title: 'Cüzdan, bakiye yükleme ve para çekme',
    });

    const one = await call(ctx, 'GET', '/api/help/articles/complete-and-pay', null, undefined, {
      lang: 'tr',
    });
    expect(one.status).toBe(200);
    const article = one.body as { title: string; body: string; language: string };
    expect(article.language).toBe('tr');
    expect(article.body).toContain('%90');

    const missing = await call(ctx, 'GET', '/api/help/articles/nope');
    expect(missing.status).toBe(404);
    expect((missing.body as { error: { message: string } }).error.message).toBe('Article not found');
  });

  it('stores the articles once per slug and language however often they are synced', async () => {
    await syncHelpArticles(ctx.services.db);
    await syncHelpArticles(ctx.services.db);
    const [row] = await ctx.services.db.select({ n: count() }).from(helpArticles);
    expect(row?.n).toBe(HELP_ARTICLES.length * 2);
  });

  it('documents every help route in the OpenAPI document', async () => {
    const doc = (await call(ctx, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/help/chat', '/api/help/articles', '/api/help/articles/{slug}']),
    );
  });
});

describe('help assistant with an AI model', () => {
  let ctx: TestContext;
  let user: TestUser;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ctx = await createTestContext({
      env: { AI_BASE_URL: fake.url, AI_API_KEY: 'sk-help', AI_MODEL: 'help-model' },
    });
    user = await createUser(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });
  beforeEach(async () => {
    fake.behaviour.failWith = undefined;
    fake.behaviour.reply = 'Open /wallet and choose Withdraw Funds.';
    fake.behaviour.streamPieceLength = 5;
    fake.requests.length = 0;
    await resetLimit(ctx.services.db, HELP_CHAT_LIMIT);
  });

  it('sends the retrieved passages in the system prompt and relays the model stream', async () => {
    const res = await ask(ctx, user, {
      messages: [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hi! How can I help?' },
        { role: 'user', content: 'How do I withdraw my earnings?' },
      ],
    });
    const out = await readStream(res);
    expect(out.status).toBe(200);
    expect(res.headers.get('x-help-method')).toBe('ai');
    expect(out.meta).toMatchObject({ method: 'ai', model: 'help-model', fallback: false });
    expect(out.text).toBe('Open /wallet and choose Withdraw Funds.');
    expect(out.pieces).toBe(Math.ceil(out.text.length / 5));
    expect(out.done).toBe(true);

    const sent = fake.requests[0]!;
    expect(sent.authorization).toBe('Bearer sk-help');
    expect(sent.body).toMatchObject({ model: 'help-model', stream: true });
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toContain('Wallet, top-ups and withdrawals (/help/wallet-and-withdrawals)');
    expect(messages[0]!.content).toContain('USD bank account in your own name');
    expect(messages[0]!.content).toContain('Answer in English');
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hi! How can I help?' },
      { role: 'user', content: 'How do I withdraw my earnings?' },
    ]);
  });

  it('asks the model to answer a Turkish question in Turkish with the Turkish passages', async () => {
    await readStream(await ask(ctx, user, question('Emanet hesabı nasıl çalışır?'), 'en'));
    const system = (fake.requests[0]!.body.messages as { content: string }[])[0]!.content;
    expect(system).toContain('Answer in Turkish');
    expect(system).toContain('Emanet hesabı ve kartla ödeme');
  });

  it.each([
    [402, 'AI_CREDITS_REQUIRED', 'Credits Required'],
    [429, 'AI_RATE_LIMITED', 'Too many requests. Please try again in a few moments.'],
  ])('maps a provider %i to HTTP %i with an error field', async (status, code, message) => {
    fake.behaviour.failWith = status;
    const res = await ask(ctx, user, question('How does escrow work?'));
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toEqual({ error: { code, message } });
  });

  it('answers from the articles, and says so, when the provider fails otherwise', async () => {
    fake.behaviour.failWith = 500;
    const res = await ask(ctx, user, question('How does escrow work?'));
    const out = await readStream(res);
    expect(out.status).toBe(200);
    expect(out.meta).toMatchObject({ method: 'articles', fallback: true, model: null });
    expect(out.text).toContain('The AI model could not answer right now');
    expect(out.meta?.sources[0]?.href).toBe('/help/escrow-and-payments');
  });
});

describe('help assistant when the model stream breaks off', () => {
  let ctx: TestContext;
  let user: TestUser;
  let server: http.Server;

  beforeAll(async () => {
    // A provider that sends one piece, then drops the connection.
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        // Dropped as soon as the piece has left.
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'Open /wallet' } }] })}\n\n`, () =>
          res.socket?.destroy(),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ctx = await createTestContext({ env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1` } });
    user = await createUser(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('relays what arrived, then an event with an error field and no [DONE]', async () => {
    const out = await readStream(await ask(ctx, user, question('How do I withdraw?')));
    expect(out.status).toBe(200);
    expect(out.text).toBe('Open /wallet');
    expect(out.error).toEqual({
      code: 'AI_FAILED',
      message: 'The AI service could not complete the request.',
    });
    expect(out.done).toBe(false);
  });
});
