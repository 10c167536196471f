import { startFakeServer } from './fake-http';

/** What the fake answers; change it between requests. */
export interface FakeOpenAiBehaviour {
  /** HTTP status to fail every request with (e.g. 402, 429, 401, 500); undefined = succeed. */
  failWith?: number;
  /** Reply text of chat completions (streamed in pieces of `streamPieceLength` characters). */
  reply: string | ((messages: { role: string; content: string }[]) => string);
  streamPieceLength: number;
  /** PNG bytes returned by image generation. */
  image: Uint8Array;
}

export interface RecordedRequest {
  path: string;
  authorization?: string;
  body: Record<string, unknown>;
}

/**
 * A local HTTP server (test/fake-http) speaking the OpenAI API subset the app uses, so tests fake
 * the provider at the network edge: set AI_BASE_URL to `url`. A streamed reply arrives as one
 * body of `data:` events, one event per piece.
 */
export async function startFakeOpenAi(initial: Partial<FakeOpenAiBehaviour> = {}) {
  const behaviour: FakeOpenAiBehaviour = {
    reply: 'Hello from the fake model.',
    streamPieceLength: 5,
    image: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ...initial,
  };
  const requests: RecordedRequest[] = [];

  const server = await startFakeServer((req) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    requests.push({ path: req.url, authorization: req.headers.authorization, body });
    if (behaviour.failWith) {
      return { status: behaviour.failWith, json: { error: { message: `failure ${behaviour.failWith}` } } };
    }
    if (req.url === '/v1/chat/completions') {
      const messages = (body.messages ?? []) as { role: string; content: string }[];
      const text = typeof behaviour.reply === 'function' ? behaviour.reply(messages) : behaviour.reply;
      if (!body.stream) return { json: { choices: [{ message: { role: 'assistant', content: text } }] } };
      let events = '';
      for (let i = 0; i < text.length; i += behaviour.streamPieceLength) {
        const piece = text.slice(i, i + behaviour.streamPieceLength);
        events += `data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`;
      }
      return { text: `${events}data: [DONE]\n\n` };
    }
    if (req.url === '/v1/images/generations') {
      return { json: { data: [{ b64_json: Buffer.from(behaviour.image).toString('base64') }] } };
    }
    return { status: 404 };
  });
  return { url: `${server.url}/v1`, behaviour, requests, close: server.close };
}
