import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { AppError } from '../errors';
import { HOSTILE_NAME } from './multipart';

/*
 * One file of a multipart body, streamed to a temporary file as it arrives (busboy), never held
 * whole in memory (decision 123). The caller sniffs the file on disk, stores it through the
 * storage's putFile and removes the temporary file (`discard`).
 */

export interface StreamedFile {
  /** The name the client gave: display and download name only. */
  name: string;
  /** Where the bytes are on disk until `discard()`. */
  path: string;
  size: number;
  discard: () => Promise<void>;
}

export interface StreamLimits {
  maxBytes: number;
  /** Errors name this form field. */
  field: string;
  /** The 413 answer (with the limit in the reader's words). */
  tooLarge: () => AppError;
}

/** What passed towards the disk so far, and the most any one chunk held (for the streaming test). */
export interface StreamProbe {
  bytes: number;
  largestChunk: number;
}

/**
 * Reads `body` (multipart/form-data with boundary in `contentType`) and streams the one file part
 * named `limits.field` to a temporary file. Text fields are ignored; a second file is refused.
 */
export async function streamOneFile(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  limits: StreamLimits,
  probe?: StreamProbe,
): Promise<StreamedFile> {
  const detail = { field: limits.field };
  const missing = () =>
    new AppError('UPLOAD_MISSING_FILE', 400, 'profile:upload.missingFile', undefined, detail);
  if (!body || !contentType.toLowerCase().startsWith('multipart/form-data')) throw missing();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // One byte over the limit tells a file of exactly the limit from a larger one.
      limits: { files: 1, fileSize: limits.maxBytes + 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
      defParamCharset: 'utf8',
      // The name as sent, so a path in it is refused (HOSTILE_NAME) rather than quietly cut.
      preservePath: true,
    });
  } catch {
    throw new AppError('BAD_REQUEST', 400, 'errors:malformedForm');
  }
  const tmp = path.join(os.tmpdir(), `upload-${randomBytes(12).toString('hex')}`);
  const discard = () => rm(tmp, { force: true });
  // Set by the parser's callbacks (an object, so the checks below see what they set).
  const state: { written: Promise<number> | null; failure: AppError | null; name: string } = {
    written: null,
    failure: null,
    name: '',
  };

  const done = new Promise<void>((resolve, reject) => {
    parser.on('file', (field, stream, info) => {
      if (field !== limits.field || state.written || state.failure) {
        if (state.written && !state.failure)
          state.failure = new AppError('UPLOAD_ONE_FILE', 400, 'profile:upload.oneFile', undefined, detail);
        stream.resume();
        return;
      }
      const name = info.filename ?? '';
      state.name = name;
      if (name.length === 0 || name.length > 255 || HOSTILE_NAME.test(name)) {
        state.failure = new AppError('UPLOAD_BAD_NAME', 400, 'profile:upload.badName', undefined, detail);
        stream.resume();
        return;
      }
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, next) {
          size += chunk.length;
          if (probe) {
            probe.bytes += chunk.length;
            probe.largestChunk = Math.max(probe.largestChunk, chunk.length);
          }
          next(null, chunk);
        },
      });
      stream.on('limit', () => {
        state.failure = limits.tooLarge();
      });
      const written = pipeline(stream, counter, createWriteStream(tmp)).then(() => size);
      // A failed write is reported when the body has been read (below).
      written.catch(() => {});
      state.written = written;
    });
    parser.on('filesLimit', () => {
      state.failure ??= new AppError('UPLOAD_ONE_FILE', 400, 'profile:upload.oneFile', undefined, detail);
    });
    parser.on('close', resolve);
    parser.on('error', reject);
  });
  // A parser error also fails the pipeline below, which is what reports it; without this, `done`
  // rejecting unawaited was an unhandled rejection (a malformed part header).
  done.catch(() => {});

  try {
    await pipeline(Readable.fromWeb(body as never), parser);
    await done;
  } catch (err) {
    await discard();
    if (err instanceof AppError) throw err;
    throw new AppError('BAD_REQUEST', 400, 'errors:malformedForm');
  }
  let size = 0;
  try {
    size = state.written ? await state.written : 0;
  } catch {
    state.failure ??= new AppError('BAD_REQUEST', 400, 'errors:malformedForm');
  }
  if (state.failure) {
    await discard();
    throw state.failure;
  }
  if (!state.written) throw missing();
  if (size === 0) {
    await discard();
    throw new AppError('UPLOAD_EMPTY', 400, 'profile:upload.empty', undefined, detail);
  }
  return { name: state.name, path: tmp, size, discard };
}
