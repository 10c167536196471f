import OpenAI, { APIConnectionError, APIError, APIUserAbortError } from 'openai';
import type { ImageGenerateParams } from 'openai/resources/images';
import type { Config } from '../../config';
import { AppError } from '../errors';

/**
 * An OpenAI-compatible API (chat completions, streaming, image generation) through the official
 * `openai` SDK pointed at AI_BASE_URL, configured by
 * AI_BASE_URL, AI_API_KEY, AI_MODEL and AI_IMAGE_MODEL. Nothing here is needed to start the app:
 * `configured` is false without a base URL and callers fall back to their offline method.
 *
 * Provider failures become AppErrors with stable codes the web app maps to the spec's messages:
 * 402 → AI_CREDITS_REQUIRED, 429 → AI_RATE_LIMITED, 401/403 → AI_KEY_REJECTED, others → AI_FAILED,
 * unreachable → AI_UNAVAILABLE.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatOptions {
  temperature?: number;
  maxTokens?: number;
  signal?: AbortSignal;
}

export interface AiProvider {
  readonly configured: boolean;
  /** The model named in results ("produced by …"). */
  readonly model: string;
  chat(messages: ChatMessage[], opts?: ChatOptions): Promise<string>;
  /** Yields the reply piece by piece as the provider streams it. */
  chatStream(messages: ChatMessage[], opts?: ChatOptions): AsyncGenerator<string, void, undefined>;
  /** A PNG image of the prompt, width × height. */
  generateImage(prompt: string, size: { width: number; height: number }): Promise<Uint8Array>;
}

export const aiErrors = {
  notConfigured: () => new AppError('AI_NOT_CONFIGURED', 503, 'errors:ai.notConfigured'),
  creditsRequired: () => new AppError('AI_CREDITS_REQUIRED', 402, 'errors:ai.creditsRequired'),
  rateLimited: () => new AppError('AI_RATE_LIMITED', 429, 'errors:ai.rateLimited'),
  keyRejected: () => new AppError('AI_KEY_REJECTED', 502, 'errors:ai.keyRejected'),
  failed: () => new AppError('AI_FAILED', 502, 'errors:ai.failed'),
  unavailable: () => new AppError('AI_UNAVAILABLE', 503, 'errors:ai.unavailable'),
};

/** Maps a provider's HTTP status to the error the client sees. */
export function providerError(status: number): AppError {
  if (status === 402) return aiErrors.creditsRequired();
  if (status === 429) return aiErrors.rateLimited();
  if (status === 401 || status === 403) return aiErrors.keyRejected();
  return aiErrors.failed();
}

const REQUEST_TIMEOUT_MS = 60_000;

/** Any failure of the SDK (HTTP status, network, timeout, abort, malformed stream) as our error. */
export function toAiError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof APIError && typeof err.status === 'number') return providerError(err.status);
  if (err instanceof APIConnectionError || err instanceof APIUserAbortError) return aiErrors.unavailable();
  return aiErrors.failed();
}

export function aiProviderFor(
  config: Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_IMAGE_MODEL'>,
  fetchImpl: typeof fetch = fetch,
): AiProvider {
  const base = config.AI_BASE_URL?.replace(/\/+$/, '');
  const model = config.AI_MODEL;

  // The official SDK against any OpenAI-compatible base URL. No retries (a refusal is reported at
  // once, as the pages expect); without a key no Authorization header is sent (local models).
  const client = base
    ? new OpenAI({
        baseURL: base,
        apiKey: config.AI_API_KEY || 'unused',
        organization: null,
        project: null,
        defaultHeaders: config.AI_API_KEY ? undefined : { authorization: null },
        fetch: fetchImpl,
        maxRetries: 0,
        timeout: REQUEST_TIMEOUT_MS,
        logLevel: 'off',
      })
    : null;

  function sdk(): OpenAI {
    if (!client) throw aiErrors.notConfigured();
    return client;
  }

  function chatParams(messages: ChatMessage[], opts: ChatOptions | undefined) {
    return {
      model,
      messages,
      ...(opts?.temperature !== undefined ? { temperature: opts.temperature } : {}),
      ...(opts?.maxTokens !== undefined ? { max_tokens: opts.maxTokens } : {}),
    };
  }

  return {
    configured: Boolean(base),
    model,

    async chat(messages, opts) {
      const completion = await sdk()
        .chat.completions.create({ ...chatParams(messages, opts), stream: false }, { signal: opts?.signal })
        .catch((err: unknown) => {
          throw toAiError(err);
        });
      const text = completion?.choices?.[0]?.message?.content;
      if (typeof text !== 'string') throw aiErrors.failed();
      return text;
    },

    async *chatStream(messages, opts) {
      const stream = await sdk()
        .chat.completions.create({ ...chatParams(messages, opts), stream: true }, { signal: opts?.signal })
        .catch((err: unknown) => {
          throw toAiError(err);
        });
      try {
        // Leaving the loop early (the reader went away) aborts the SDK's request.
        for await (const chunk of stream) {
          const piece = chunk.choices?.[0]?.delta?.content;
          if (piece) yield piece;
        }
      } catch (err) {
        throw toAiError(err);
      }
    },

    async generateImage(prompt, size) {
      const result = await sdk()
        .images.generate({
          model: config.AI_IMAGE_MODEL,
          prompt,
          n: 1,
          size: `${size.width}x${size.height}` as ImageGenerateParams['size'],
          response_format: 'b64_json',
        })
        .catch((err: unknown) => {
          throw toAiError(err);
        });
      const b64 = result?.data?.[0]?.b64_json;
      if (typeof b64 !== 'string' || b64.length === 0) throw aiErrors.failed();
      return new Uint8Array(Buffer.from(b64, 'base64'));
    },
  };
}
