import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
 * A local HTTP server speaking the OpenAI API subset the app uses, so tests fake the provider at
 * the network edge: set AI_BASE_URL to `url`.
 */
export async function startFakeOpenAi(initial: Partial<FakeOpenAiBehaviour> = {}) {
  const behaviour: FakeOpenAiBehaviour = {
    reply: 'Hello from the fake model.',
    streamPieceLength: 5,
    image: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ...initial,
  };
  const requests: RecordedRequest[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        body = {};
      }
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      if (behaviour.failWith) {
        res.writeHead(behaviour.failWith, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `failure ${behaviour.failWith}` } }));
        return;
      }
      if (req.url === '/v1/chat/completions') {
        const messages = (body.messages ?? []) as { role: string; content: string }[];
        const text = typeof behaviour.reply === 'function' ? behaviour.reply(messages) : behaviour.reply;
        if (body.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          for (let i = 0; i < text.length; i += behaviour.streamPieceLength) {
            const piece = text.slice(i, i + behaviour.streamPieceLength);
            res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
          }
          res.end('data: [DONE]\n\n');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: text } }] }));
        return;
      }
      if (req.url === '/v1/images/generations') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: [{ b64_json: Buffer.from(behaviour.image).toString('base64') }] }));
        return;
      }
      res.writeHead(404);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    behaviour,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
