import { randomUUID } from 'node:crypto';
import { attachmentIds } from '@shared/schemas/attachment';
import { DELIVERY_FILE_MAX_BYTES, DELIVERY_FILES_MAX, deliveryMessage } from '@shared/schemas/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type ContractEventFile, contractEvents } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../lib/http';
import { limitBody } from '../../lib/security/body-limit';
import { deleteStoredQuietly, type Storage } from '../../lib/storage';
import { formatLimit, processImage, sniffImageKind } from '../../lib/uploads/images';
import { HOSTILE_NAME } from '../../lib/uploads/multipart';
import { isUuid } from '../../lib/uuid';

/*
 * Files of deliveries (decision 050): images, PDF and ZIP, up to 25 MB each and 10 per delivery.
 * Types are decided by the content (magic bytes), never by the name or the declared type. Images
 * pass the site's image checks and are re-encoded (no metadata, nothing appended); a PDF or ZIP is
 * stored as it came and never opened (a ZIP is not unpacked). Keys are generated here; the name
 * the client gave is kept only for display and the download's file name. The files are served to
 * the two parties only, always as attachments, with the stored files' locked-down CSP.
 */

/** Room for the message, boundaries and part headers around the files of one delivery. */
const DELIVERY_OVERHEAD = 256 * 1024;
export const DELIVERY_BODY_MAX_BYTES = DELIVERY_FILES_MAX * DELIVERY_FILE_MAX_BYTES + DELIVERY_OVERHEAD;
/** POST /api/contracts/{id}/milestones/{milestoneId}/deliveries (app.ts lets its body through). */
export const DELIVERY_PATH = /^\/api\/contracts\/[^/]+\/milestones\/[^/]+\/deliveries\/?$/;
/** GET /api/contracts/{id}/files/{fileId}: served with the stored files' secure headers. */
export const CONTRACT_FILE_PATH = /^\/api\/contracts\/[^/]+\/files\//;

/** Errors about the delivery's files name the form's `files` field; its text's, `message` (decision 073). */
const FILES = { field: 'files' } as const;
const MESSAGE = { field: 'message' } as const;

const tooLarge = () =>
  new AppError(
    'UPLOAD_TOO_LARGE',
    413,
    'contracts:error.fileTooLarge',
    { max: formatLimit(DELIVERY_FILE_MAX_BYTES) },
    FILES,
  );

/** The delivery route's own body limit: ten files of 25 MB and the message. */
export const deliveryBodyLimit = limitBody(DELIVERY_BODY_MAX_BYTES, tooLarge);

/** Images in a delivery: the site's checks with the delivery's size (decoded pixels as the portfolio's). */
const DELIVERY_IMAGE_LIMITS = { maxBytes: DELIVERY_FILE_MAX_BYTES, maxPixels: 40_000_000 };

export interface CheckedFile {
  name: string;
  data: Buffer;
  contentType: string;
  ext: string;
}

/** The file's type by its first bytes: an accepted image, PDF, ZIP, or 415. */
export async function checkDeliveryFile(name: string, input: Buffer): Promise<CheckedFile> {
  if (input.length === 0) throw new AppError('UPLOAD_EMPTY', 400, 'profile:upload.empty', undefined, FILES);
  if (input.length > DELIVERY_FILE_MAX_BYTES) throw tooLarge();
  if (sniffImageKind(input)) {
    const image = await processImage(input, DELIVERY_IMAGE_LIMITS).catch((err: unknown) => {
      // An image the checks refuse (broken, too many pixels) is about the files field too.
      if (err instanceof AppError && !err.detail)
        throw new AppError(err.code, err.status, err.messageKey, err.vars, FILES);
      throw err;
    });
    return { name, data: image.data, contentType: image.contentType, ext: image.ext };
  }
  const head = input.subarray(0, 5).toString('latin1');
  if (head === '%PDF-') return { name, data: input, contentType: 'application/pdf', ext: 'pdf' };
  // Local file header, or the end record of an empty archive.
  if (input.length >= 4 && input[0] === 0x50 && input[1] === 0x4b && (input[2] === 3 || input[2] === 5))
    return { name, data: input, contentType: 'application/zip', ext: 'zip' };
  throw new AppError('UPLOAD_UNSUPPORTED_TYPE', 415, 'contracts:error.fileType', undefined, FILES);
}

export interface DeliveryForm {
  message: string;
  files: CheckedFile[];
  /** Ids of pending uploads (POST /api/attachments; decision 123), under `attachments`. */
  attachments: string[];
}

/** Reads and checks a delivery: multipart with `message` and up to ten `files`. */
export async function readDeliveryForm(c: AppContext): Promise<DeliveryForm> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    throw new AppError('VALIDATION_ERROR', 400, 'contracts:error.deliveryForm');
  let body: Record<string, unknown>;
  try {
    body = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('BAD_REQUEST', 400, 'errors:malformedForm');
  }
  const rawMessage = body.message;
  const message = deliveryMessage.safeParse(Array.isArray(rawMessage) ? undefined : rawMessage);
  if (!message.success)
    throw new AppError(
      'VALIDATION_ERROR',
      400,
      message.error.issues[0]?.message ?? 'errors:validation.invalid',
      undefined,
      MESSAGE,
    );
  const rawIds = body.attachments ?? body['attachments[]'];
  const ids = attachmentIds.safeParse(rawIds === undefined ? [] : Array.isArray(rawIds) ? rawIds : [rawIds]);
  if (!ids.success)
    throw new AppError(
      'VALIDATION_ERROR',
      400,
      ids.error.issues[0]?.message ?? 'errors:validation.invalid',
      undefined,
      { field: 'attachments' },
    );
  const raw = body.files ?? body['files[]'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (list.length > DELIVERY_FILES_MAX)
    throw new AppError(
      'UPLOAD_TOO_MANY',
      400,
      'contracts:error.tooManyFiles',
      { max: DELIVERY_FILES_MAX },
      FILES,
    );
  const files: CheckedFile[] = [];
  for (const value of list) {
    if (!(value instanceof File))
      throw new AppError('UPLOAD_MISSING_FILE', 400, 'contracts:error.deliveryForm', undefined, FILES);
    const name = value.name ?? '';
    if (name.length === 0 || name.length > 255 || HOSTILE_NAME.test(name))
      throw new AppError('UPLOAD_BAD_NAME', 400, 'profile:upload.badName', undefined, FILES);
    if (value.size > DELIVERY_FILE_MAX_BYTES) throw tooLarge();
    files.push(await checkDeliveryFile(name, Buffer.from(await value.arrayBuffer())));
  }
  return { message: message.data, files, attachments: ids.data };
}

/** Stores checked files under new keys of the contract; on a failure, what was stored is deleted. */
export async function storeDeliveryFiles(
  storage: Storage,
  contractId: string,
  files: CheckedFile[],
  log: { warn: (obj: object, msg: string) => void },
): Promise<ContractEventFile[]> {
  const stored: ContractEventFile[] = [];
  try {
    for (const f of files) {
      const id = randomUUID();
      const key = `contracts/${contractId}/${id}.${f.ext}`;
      await storage.put(key, f.data, f.contentType);
      stored.push({ id, key, name: f.name, size: f.data.length, contentType: f.contentType });
    }
  } catch (err) {
    await deleteStoredQuietly(
      storage,
      stored.map((s) => s.key),
      log,
    );
    throw err;
  }
  return stored;
}

/** A file of one of the contract's events, or undefined. */
export async function findContractFile(
  db: DbOrTx,
  contractId: string,
  fileId: string,
): Promise<ContractEventFile | undefined> {
  if (!isUuid(fileId)) return undefined;
  const [row] = await db
    .select({ files: contractEvents.files })
    .from(contractEvents)
    .where(
      sql`${contractEvents.contractId} = ${contractId} and ${contractEvents.files} @> ${JSON.stringify([{ id: fileId }])}::jsonb`,
    )
    .limit(1);
  return row?.files.find((f) => f.id === fileId);
}
