import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from '../http';

/**
 * How much of an oversize body is read and thrown away so the client, still sending, can receive
 * the 413 answer on a healthy connection. Past this the connection is closed after the answer.
 */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

/** Reads the rest of a stream without keeping it; false when it went past DRAIN_MAX_BYTES. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  let drained = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      drained += value.byteLength;
      if (drained > DRAIN_MAX_BYTES) {
        await reader.cancel().catch(() => {});
        return false;
      }
    }
  } catch {
    // The client went away: there is nobody left to answer.
    return false;
  }
}

/**
 * A body limit that answers in a way clients can read. Hono's own bodyLimit answers 413 while
 * the client is still sending; the server then closes the socket under the upload and browsers
 * report a network error instead of the reason. Here the rest of an oversize body is read and
 * discarded first (never kept in memory), then the error is thrown for `handleError` to answer.
 *
 * A declared Content-Length is checked before reading anything; a body without one (chunked) is
 * collected up to `maxSize` bytes, as Hono does, so later readers see it.
 */
export function limitBody(maxSize: number, tooLarge: () => AppError): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // GET and HEAD carry no body; asking for one would make the Node adapter build a full Request.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const raw = c.req.raw;
    if (!raw.body) return next();
    const refuse = async (reader: ReadableStreamDefaultReader<Uint8Array>): Promise<never> => {
      if (!(await discardRest(reader))) c.header('Connection', 'close');
      throw tooLarge();
    };
    const declared = raw.headers.get('content-length');
    if (declared !== null && !raw.headers.has('transfer-encoding')) {
      if (Number(declared) > maxSize) return refuse(raw.body.getReader());
      return next();
    }
    const reader = raw.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      let piece: ReadableStreamReadResult<Uint8Array>;
      try {
        piece = await reader.read();
      } catch {
        throw new AppError('BAD_REQUEST', 400, 'errors:malformedBody');
      }
      if (piece.done) break;
      size += piece.value.byteLength;
      if (size > maxSize) return refuse(reader);
      chunks.push(piece.value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(raw, { body });
    return next();
  };
}
