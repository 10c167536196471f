import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { type StreamProbe, streamOneFile } from './stream';

/*
 * An upload is streamed, never held whole (decision 123). Deterministic proof without timing or
 * heap readings: the body is made on demand (a pull stream, one 64 KB piece per pull), and every
 * time the parser asks for more, the bytes made so far minus the bytes that reached the disk
 * stream are what is held in between. That stays a few pieces, whatever the file's size.
 */

const BOUNDARY = 'test-boundary-123';
const PIECE = 64 * 1024;

function multipartBody(size: number, name = 'big.bin') {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const piece = Buffer.alloc(PIECE, 0x61);
  let sent = 0;
  let madeBytes = 0;
  const probe: StreamProbe = { bytes: 0, largestChunk: 0 };
  let mostHeld = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        mostHeld = Math.max(mostHeld, madeBytes - probe.bytes);
        let chunk: Buffer;
        if (sent === 0) chunk = head;
        else if (sent - head.length < size)
          chunk = piece.subarray(0, Math.min(PIECE, size - (sent - head.length)));
        else if (sent === head.length + size) chunk = tail;
        else {
          controller.close();
          return;
        }
        sent += chunk.length;
        madeBytes += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, probe, held: () => mostHeld };
}

const limits = (maxBytes: number) => ({
  maxBytes,
  field: 'file',
  tooLarge: () => new AppError('UPLOAD_TOO_LARGE', 413, 'common:attachments.error.tooLarge'),
});

describe('streamOneFile', () => {
  it('streams a 40 MB file to disk holding no more than a few pieces of it at any time', async () => {
    const size = 40 * 1024 * 1024;
    const body = multipartBody(size);
    const file = await streamOneFile(
      body.stream,
      `multipart/form-data; boundary=${BOUNDARY}`,
      limits(100 * 1024 * 1024),
      body.probe,
    );
    try {
      expect(file.size).toBe(size);
      expect(fs.statSync(file.path).size).toBe(size);
      expect(file.name).toBe('big.bin');
      // Everything passed through; what was ever held between the request and the disk is a
      // bounded window (stream buffers), not a share of the file.
      expect(body.probe.bytes).toBe(size);
      expect(body.held()).toBeLessThan(2 * 1024 * 1024);
      expect(body.probe.largestChunk).toBeLessThanOrEqual(PIECE);
    } finally {
      await file.discard();
    }
    expect(fs.existsSync(file.path)).toBe(false);
  });

  it('refuses a file over the limit with the 413 given, leaving nothing on disk', async () => {
    const body = multipartBody(3 * PIECE + 1);
    const err = await streamOneFile(
      body.stream,
      `multipart/form-data; boundary=${BOUNDARY}`,
      limits(3 * PIECE),
      body.probe,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(413);
  });

  it('refuses a hostile name, a missing file and a body that is not multipart', async () => {
    const hostile = multipartBody(10, '../../etc/passwd');
    const bad = await streamOneFile(
      hostile.stream,
      `multipart/form-data; boundary=${BOUNDARY}`,
      limits(100),
    ).catch((e: unknown) => e as AppError);
    expect((bad as AppError).code).toBe('UPLOAD_BAD_NAME');
    const none = new ReadableStream({
      start(c) {
        c.enqueue(
          new TextEncoder().encode(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--${BOUNDARY}--\r\n`,
          ),
        );
        c.close();
      },
    });
    const missing = await streamOneFile(none, `multipart/form-data; boundary=${BOUNDARY}`, limits(100)).catch(
      (e: unknown) => e as AppError,
    );
    expect((missing as AppError).code).toBe('UPLOAD_MISSING_FILE');
    const json = await streamOneFile(new ReadableStream(), 'application/json', limits(100)).catch(
      (e: unknown) => e as AppError,
    );
    expect((json as AppError).code).toBe('UPLOAD_MISSING_FILE');
  });

  it('answers a malformed part header with 400, and leaves no rejection unheard', async () => {
    const unheard: unknown[] = [];
    const listen = (reason: unknown) => unheard.push(reason);
    process.on('unhandledRejection', listen);
    try {
      const broken = new ReadableStream({
        start(c) {
          c.enqueue(
            new TextEncoder().encode(`--${BOUNDARY}\r\n${'x'.repeat(20)}\r\n\r\nbody\r\n--${BOUNDARY}--\r\n`),
          );
          c.close();
        },
      });
      const err = await streamOneFile(broken, `multipart/form-data; boundary=${BOUNDARY}`, limits(100)).catch(
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(400);
      // An unhandled rejection is reported on a later turn of the event loop.
      await new Promise((r) => setImmediate(r));
      await new Promise((r) => setImmediate(r));
      expect(unheard).toEqual([]);
    } finally {
      process.off('unhandledRejection', listen);
    }
  });
});
