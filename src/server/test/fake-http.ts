import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/**
 * A local HTTP server standing in for an external API (faked at the network edge): every
 * request is recorded and answered by `handler`.
 */
export async function startFakeServer(
  handler: (req: FakeRequest) => { status?: number; json?: unknown; text?: string },
) {
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        // keep the raw text
      }
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(entry);
      const answer = handler(entry);
      res.statusCode = answer.status ?? 200;
      if (answer.json !== undefined) {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer.json));
      } else {
        res.end(answer.text ?? '');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
