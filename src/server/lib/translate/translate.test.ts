import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { type FakeRequest, startFakeServer } from '../../test/fake-http';
import { createTranslator, TranslateError } from './index';

let fake: Awaited<ReturnType<typeof startFakeServer>>;
let answer: (req: FakeRequest) => { status?: number; json?: unknown; text?: string };

beforeAll(async () => {
  fake = await startFakeServer((req) => answer(req));
});
afterAll(async () => {
  await fake.close();
});

const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('translation providers', () => {
  it('is unavailable with no provider, or with a provider missing its address', async () => {
    for (const env of [
      {},
      { TRANSLATE_PROVIDER: 'libretranslate' },
      { TRANSLATE_PROVIDER: 'openai' },
    ] as Record<string, string>[]) {
      const t = createTranslator(config(env));
      expect(t.provider).toBe('none');
      expect(t.available).toBe(false);
      await expect(t.translate('hello', 'en', 'tr')).rejects.toBeInstanceOf(TranslateError);
    }
  });

  it('asks LibreTranslate with source, target and key, and returns its translatedText', async () => {
    answer = () => ({ json: { translatedText: 'merhaba dünya' } });
    const t = createTranslator(
      config({
        TRANSLATE_PROVIDER: 'libretranslate',
        LIBRETRANSLATE_URL: `${fake.url}/`,
        LIBRETRANSLATE_API_KEY: 'k1',
      }),
    );
    expect(t.provider).toBe('libretranslate');
    expect(await t.translate('hello world', 'en', 'tr')).toBe('merhaba dünya');
    const req = fake.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/translate');
    expect(req.body).toEqual({ q: 'hello world', source: 'en', target: 'tr', format: 'text', api_key: 'k1' });
  });

  it('calls an OpenAI-compatible chat completion with the key and model, and returns the reply', async () => {
    answer = () => ({ json: { choices: [{ message: { role: 'assistant', content: ' Hello there \n' } }] } });
    const t = createTranslator(
      config({
        TRANSLATE_PROVIDER: 'openai',
        AI_BASE_URL: `${fake.url}/v1`,
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'tiny-model',
      }),
    );
    expect(t.provider).toBe('openai');
    expect(await t.translate('Merhaba', 'tr', 'en')).toBe('Hello there');
    const req = fake.requests.at(-1)!;
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    const body = req.body as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe('tiny-model');
    expect(body.messages[0]!.content).toContain('from Turkish to English');
    expect(body.messages[1]).toEqual({ role: 'user', content: 'Merhaba' });
  });

  it('turns provider errors and malformed answers into TranslateError', async () => {
    const libre = createTranslator(
      config({ TRANSLATE_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: fake.url }),
    );
    const openai = createTranslator(config({ TRANSLATE_PROVIDER: 'openai', AI_BASE_URL: fake.url }));
    for (const reply of [
      { status: 500, json: { error: 'boom' } },
      { status: 200, text: 'not json' },
      { status: 200, json: { nothing: true } },
    ]) {
      answer = () => reply;
      await expect(libre.translate('a', 'en', 'tr')).rejects.toBeInstanceOf(TranslateError);
      await expect(openai.translate('a', 'en', 'tr')).rejects.toBeInstanceOf(TranslateError);
    }
    const closed = createTranslator(
      config({ TRANSLATE_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: 'http://127.0.0.1:1' }),
    );
    await expect(closed.translate('a', 'en', 'tr')).rejects.toBeInstanceOf(TranslateError);
  });
});
