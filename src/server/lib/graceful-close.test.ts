import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulClose } from './graceful-close';

/** A server whose answers wait for `release()` when the path is /slow. */
async function serverUnderTest() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let carriedOut = 0;
  const server = http.createServer((req, res) => {
    carriedOut++;
    const answer = () => res.end(`done ${req.url}`);
    if (req.url === '/slow') void released.then(answer);
    else answer();
  });
  const closer = gracefulClose(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { server, closer, port, release, carriedOut: () => carriedOut };
}

/** A raw connection, resolved once the server has accepted it. */
async function connect(server: http.Server, port: number) {
  const accepted = new Promise<void>((resolve) => server.once('connection', () => resolve()));
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => {});
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  await accepted;
  return { socket, ended };
}

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe('gracefulClose', () => {
  it('answers a request that arrives, after the close began, on a connection opened before it', async () => {
    const t = await serverUnderTest();
    cleanup = () => t.server.close();
    const { socket, ended } = await connect(t.server, t.port);
    const closed = t.closer.close({ graceMs: 60_000, firstRequestMs: 60_000 });
    // The request was on its way: a proxy sends it right after connecting.
    socket.write('POST /late HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n');
    const answer = await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('done /late');
    expect(await closed).toEqual({ cut: 0 });
  });

  it('refuses new connections, lets a request in flight finish with Connection: close', async () => {
    const t = await serverUnderTest();
    cleanup = () => t.server.close();
    const { socket, ended } = await connect(t.server, t.port);
    const started = new Promise<void>((resolve) => t.server.once('request', () => resolve()));
    socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await started;
    const closed = t.closer.close({ graceMs: 60_000, firstRequestMs: 60_000 });
    const refused = await new Promise<boolean>((resolve) => {
      const other = net.connect(t.port, '127.0.0.1');
      other.once('connect', () => {
        other.destroy();
        resolve(false);
      });
      other.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
    t.release();
    const answer = await ended;
    expect(answer).toContain('done /slow');
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await closed).toEqual({ cut: 0 });
  });

  it('closes a kept-alive connection between requests at once, and one that never sends after firstRequestMs', async () => {
    const t = await serverUnderTest();
    cleanup = () => t.server.close();
    const kept = await connect(t.server, t.port);
    const first = new Promise<void>((resolve) => kept.socket.once('data', () => resolve()));
    kept.socket.write('GET /one HTTP/1.1\r\nHost: x\r\n\r\n');
    await first;
    const silent = await connect(t.server, t.port);
    const closed = t.closer.close({ graceMs: 60_000, firstRequestMs: 0 });
    expect(await kept.ended).toContain('done /one');
    expect(await silent.ended).toBe('');
    expect(await closed).toEqual({ cut: 0 });
    expect(t.carriedOut()).toBe(1);
  });

  it('cuts what is still open at the end of the grace period', async () => {
    const t = await serverUnderTest();
    cleanup = () => t.server.close();
    const { socket, ended } = await connect(t.server, t.port);
    const started = new Promise<void>((resolve) => t.server.once('request', () => resolve()));
    socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await started;
    expect(await t.closer.close({ graceMs: 0, firstRequestMs: 0 })).toEqual({ cut: 1 });
    expect(await ended).toBe('');
    t.release();
  });
});
