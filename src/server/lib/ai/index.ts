import { sseData } from '@shared/sse';
import type { Config } from '../../config';
import { AppError } from '../errors';

/**
 * An OpenAI-compatible API (chat completions, streaming, image generation), configured by
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

export function aiProviderFor(
  config: Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_IMAGE_MODEL'>,
  fetchImpl: typeof fetch = fetch,
): AiProvider {
  const base = config.AI_BASE_URL?.replace(/\/+$/, '');
  const model = config.AI_MODEL;

  async function post(path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
    if (!base) throw aiErrors.notConfigured();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (config.AI_API_KEY) headers.authorization = `Bearer ${config.AI_API_KEY}`;
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    let res: Response;
    try {
      res = await fetchImpl(`${base}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch {
      throw aiErrors.unavailable();
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw providerError(res.status);
    }
    return res;
  }

  function chatBody(messages: ChatMessage[], opts: ChatOptions | undefined, stream: boolean) {
    return {
      model,
      messages,
      stream,
      ...(opts?.temperature !== undefined ? { temperature: opts.temperature } : {}),
      ...(opts?.maxTokens !== undefined ? { max_tokens: opts.maxTokens } : {}),
    };
  }

  return {
    configured: Boolean(base),
    model,

    async chat(messages, opts) {
      const res = await post('/chat/completions', chatBody(messages, opts, false), opts?.signal);
      const json = (await res.json().catch(() => null)) as {
        choices?: { message?: { content?: string } }[];
      } | null;
      const text = json?.choices?.[0]?.message?.content;
      if (typeof text !== 'string') throw aiErrors.failed();
      return text;
    },

    async *chatStream(messages, opts) {
      const res = await post('/chat/completions', chatBody(messages, opts, true), opts?.signal);
      if (!res.body) throw aiErrors.failed();
      for await (const data of sseData(res.body)) {
        let parsed: { choices?: { delta?: { content?: string } }[] };
        try {
          parsed = JSON.parse(data);
        } catch {
          continue;
        }
        const piece = parsed.choices?.[0]?.delta?.content;
        if (piece) yield piece;
      }
    },

    async generateImage(prompt, size) {
      const res = await post('/images/generations', {
        model: config.AI_IMAGE_MODEL,
        prompt,
        n: 1,
        size: `${size.width}x${size.height}`,
        response_format: 'b64_json',
      });
      const json = (await res.json().catch(() => null)) as { data?: { b64_json?: string }[] } | null;
      const b64 = json?.data?.[0]?.b64_json;
      if (typeof b64 !== 'string' || b64.length === 0) throw aiErrors.failed();
      return new Uint8Array(Buffer.from(b64, 'base64'));
    },
  };
}
