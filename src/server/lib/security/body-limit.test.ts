import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
let server: ServerType;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext();
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

const PIECE = 64 * 1024;
const PAUSE_MS = 25;

interface Outcome {
  status: number;
  body: string;
  /** The error the sending side met (the server closing the connection under it), if any. */
  sendError: string | null;
  bytesSent: number;
}

/**
 * Streams `total` bytes in 64 KiB pieces with a pause between them, the way an upload over a real
 * network arrives (it takes longer than the server's short grace period), and waits until both
 * the answer has been read and the upload has finished or failed.
 */
function upload(opts: {
  path: string;
  total: number;
  contentType: string;
  declareLength: boolean;
  headers?: Record<string, string>;
}): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { status: 0, body: '', sendError: null, bytesSent: 0 };
    let answered = false;
    let sendDone = false;
    const finish = () => {
      if (answered && sendDone) resolve(outcome);
    };
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: opts.path,
      method: 'POST',
      agent: false,
      headers: {
        'content-type': opts.contentType,
        ...(opts.declareLength ? { 'content-length': String(opts.total) } : {}),
        ...opts.headers,
      },
    });
    req.on('response', (res) => {
      outcome.status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        outcome.body += chunk;
      });
      res.on('end', () => {
        answered = true;
        finish();
      });
      res.on('error', () => {
        answered = true;
        finish();
      });
    });
    req.on('error', (err) => {
      outcome.sendError = (err as NodeJS.ErrnoException).code ?? err.message;
      answered = true;
      sendDone = true;
      finish();
    });
    req.on('finish', () => {
      sendDone = true;
      finish();
    });
    req.on('close', () => {
      answered = true;
      sendDone = true;
      finish();
    });
    const piece = Buffer.alloc(PIECE, 'a');
    const sendNext = () => {
      if (req.destroyed) return;
      if (outcome.bytesSent >= opts.total) {
        req.end();
        return;
      }
      const n = Math.min(PIECE, opts.total - outcome.bytesSent);
      outcome.bytesSent += n;
      const ok = req.write(n === PIECE ? piece : piece.subarray(0, n));
      const go = () => setTimeout(sendNext, PAUSE_MS);
      if (ok) go();
      else req.once('drain', go);
    };
    sendNext();
  });
}

/**
 * A client that, like a browser, reads the answer only once it has sent the whole request: the
 * answer must survive until then.
 */
function uploadThenRead(opts: { path: string; total: number; contentType: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.pause();
    socket.on('error', (err) => reject(err));
    socket.on('connect', async () => {
      socket.write(
        `POST ${opts.path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${opts.contentType}\r\n` +
          `Content-Length: ${opts.total}\r\nConnection: close\r\n\r\n`,
      );
      const piece = Buffer.alloc(PIECE, 'a');
      for (let sent = 0; sent < opts.total; sent += PIECE) {
        const chunk = piece.subarray(0, Math.min(PIECE, opts.total - sent));
        if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r));
        await new Promise((r) => setTimeout(r, PAUSE_MS));
      }
      socket.setEncoding('utf8');
      socket.on('data', (d) => {
        received += d;
      });
      socket.on('end', () => resolve(received));
      socket.resume();
    });
  });
}

describe('oversize bodies over a real connection', () => {
  it('answers a 2 MB JSON body with a declared length with 413 and the translated error, without cutting the upload', async () => {
    const total = 2 * 1024 * 1024;
    const outcome = await upload({
      path: '/api/auth/sign-up/email',
      total,
      contentType: 'application/json',
      declareLength: true,
      headers: { 'accept-language': 'tr' },
    });
    expect(outcome.sendError).toBeNull();
    expect(outcome.bytesSent).toBe(total);
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'İstek çok büyük.' },
    });
  });

  it('answers a chunked 2 MB JSON body (no length) with 413 and the error body', async () => {
    const total = 2 * 1024 * 1024;
    const outcome = await upload({
      path: '/api/auth/sign-up/email',
      total,
      contentType: 'application/json',
      declareLength: false,
    });
    expect(outcome.sendError).toBeNull();
    expect(outcome.bytesSent).toBe(total);
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
    });
  });

  it('answers an 11 MB multipart upload with 413 after reading it, not by cutting the connection', async () => {
    const total = 11 * 1024 * 1024;
    const outcome = await upload({
      path: '/api/profiles/me/avatar',
      total,
      contentType: 'multipart/form-data; boundary=x',
      declareLength: true,
    });
    expect(outcome.sendError).toBeNull();
    expect(outcome.bytesSent).toBe(total);
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
    });
  });

  it('keeps the 413 answer for a client that reads only after sending everything', async () => {
    const raw = await uploadThenRead({
      path: '/api/auth/sign-up/email',
      total: 2 * 1024 * 1024,
      contentType: 'application/json',
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head?.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(JSON.parse(body ?? '')).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
    });
  });
});
