import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from '../../test/fake-openai';
import { AppError } from '../errors';
import { aiProviderFor } from './index';

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.behaviour.failWith = undefined;
  fake.requests.length = 0;
});

const provider = () =>
  aiProviderFor({ AI_BASE_URL: fake.url, AI_API_KEY: 'sk-test', AI_MODEL: 'm-1', AI_IMAGE_MODEL: 'img-1' });

describe('aiProviderFor', () => {
  it('is not configured without a base URL and refuses calls with AI_NOT_CONFIGURED', async () => {
    const p = aiProviderFor({
      AI_BASE_URL: undefined,
      AI_API_KEY: undefined,
      AI_MODEL: 'm',
      AI_IMAGE_MODEL: 'i',
    });
    expect(p.configured).toBe(false);
    await expect(p.chat([{ role: 'user', content: 'hi' }])).rejects.toMatchObject({
      code: 'AI_NOT_CONFIGURED',
    });
  });

  it('sends the model, messages and key, and returns the reply', async () => {
    fake.behaviour.reply = (messages) => `echo: ${messages.at(-1)?.content}`;
    const text = await provider().chat([{ role: 'user', content: 'merhaba' }], { temperature: 0.2 });
    expect(text).toBe('echo: merhaba');
    expect(fake.requests[0]?.authorization).toBe('Bearer sk-test');
    expect(fake.requests[0]?.body).toMatchObject({ model: 'm-1', temperature: 0.2, stream: false });
  });

  it('sends no Authorization header when no key is set (local models)', async () => {
    fake.behaviour.reply = 'ok';
    const p = aiProviderFor({
      AI_BASE_URL: fake.url,
      AI_API_KEY: undefined,
      AI_MODEL: 'm',
      AI_IMAGE_MODEL: 'i',
    });
    expect(await p.chat([{ role: 'user', content: 'x' }])).toBe('ok');
    expect(fake.requests[0]?.authorization).toBeUndefined();
    expect(fake.requests[0]?.path).toBe('/v1/chat/completions');
  });

  it('maps a provider failure of a stream to our error before the first piece', async () => {
    fake.behaviour.failWith = 429;
    const stream = provider().chatStream([{ role: 'user', content: 'x' }]);
    await expect(stream.next()).rejects.toMatchObject({ code: 'AI_RATE_LIMITED', status: 429 });
  });

  it('streams the reply in the pieces the provider sends', async () => {
    fake.behaviour.reply = 'abcdefghijkl';
    fake.behaviour.streamPieceLength = 5;
    const pieces: string[] = [];
    for await (const piece of provider().chatStream([{ role: 'user', content: 'x' }])) pieces.push(piece);
    expect(pieces).toEqual(['abcde', 'fghij', 'kl']);
  });

  it.each([
    [402, 'AI_CREDITS_REQUIRED', 402],
    [429, 'AI_RATE_LIMITED', 429],
    [401, 'AI_KEY_REJECTED', 502],
    [500, 'AI_FAILED', 502],
  ])('maps provider status %i to %s', async (status, code, httpStatus) => {
    fake.behaviour.failWith = status;
    const err = await provider()
      .chat([{ role: 'user', content: 'x' }])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code, status: httpStatus });
  });

  it('reports an unreachable provider as AI_UNAVAILABLE', async () => {
    const p = aiProviderFor({
      AI_BASE_URL: 'http://127.0.0.1:1/v1',
      AI_API_KEY: undefined,
      AI_MODEL: 'm',
      AI_IMAGE_MODEL: 'i',
    });
    await expect(p.chat([{ role: 'user', content: 'x' }])).rejects.toMatchObject({ code: 'AI_UNAVAILABLE' });
  });

  it('decodes the generated image and asks for the requested size', async () => {
    fake.behaviour.image = new Uint8Array([1, 2, 3, 4]);
    const png = await provider().generateImage('a red fox', { width: 1024, height: 1024 });
    expect(Array.from(png)).toEqual([1, 2, 3, 4]);
    expect(fake.requests[0]?.body).toMatchObject({ model: 'img-1', prompt: 'a red fox', size: '1024x1024' });
  });
});
