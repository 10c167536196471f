import { DELIVERY_FILE_MAX_BYTES } from '@shared/schemas/contract';
import { DISPUTE_FILES_MAX, type DisputeOpenFields, disputeOpenFields } from '@shared/schemas/dispute';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../lib/http';
import { limitBody } from '../../lib/security/body-limit';
import { formatLimit } from '../../lib/uploads/images';
import { HOSTILE_NAME } from '../../lib/uploads/multipart';
import { type CheckedFile, checkDeliveryFile } from '../contracts/files';

/*
 * The files of a dispute follow the delivery rules (decision 050): images (re-encoded), PDF and
 * ZIP (stored as they came, never opened), 25 MB each, decided by their content; at most five.
 * They are stored under the contract and attached to the 'dispute_opened' contract event, so the
 * contract's file route serves them to the two parties (as attachments), and the console's to
 * administrators.
 */

const OVERHEAD = 256 * 1024;
export const DISPUTE_BODY_MAX_BYTES = DISPUTE_FILES_MAX * DELIVERY_FILE_MAX_BYTES + OVERHEAD;
/** POST /api/contracts/{id}/dispute (app.ts lets its multipart body through to this route's limit). */
export const DISPUTE_OPEN_PATH = /^\/api\/contracts\/[^/]+\/dispute\/?$/;
/** GET /api/admin/disputes/{id}/files/{fileId}: served with the stored files' secure headers. */
export const ADMIN_DISPUTE_FILE_PATH = /^\/api\/admin\/disputes\/[^/]+\/files\//;

const tooLarge = () =>
  new AppError('UPLOAD_TOO_LARGE', 413, 'contracts:error.fileTooLarge', {
    max: formatLimit(DELIVERY_FILE_MAX_BYTES),
  });

export const disputeBodyLimit = limitBody(DISPUTE_BODY_MAX_BYTES, tooLarge);

export interface DisputeForm extends DisputeOpenFields {
  files: CheckedFile[];
}

const single = (v: unknown) => (Array.isArray(v) ? undefined : v);

/** Reads and checks the opening of a dispute: multipart with `reason`, `description` and up to five `files`. */
export async function readDisputeForm(c: AppContext): Promise<DisputeForm> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    throw new AppError('VALIDATION_ERROR', 400, 'disputes:error.form');
  let body: Record<string, unknown>;
  try {
    body = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('BAD_REQUEST', 400, 'errors:malformedForm');
  }
  const fields = disputeOpenFields.safeParse({
    reason: single(body.reason),
    description: single(body.description),
  });
  if (!fields.success)
    throw new AppError(
      'VALIDATION_ERROR',
      400,
      fields.error.issues[0]?.message ?? 'errors:validation.invalid',
    );
  const raw = body.files ?? body['files[]'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (list.length > DISPUTE_FILES_MAX)
    throw new AppError('UPLOAD_TOO_MANY', 400, 'contracts:error.tooManyFiles', { max: DISPUTE_FILES_MAX });
  const files: CheckedFile[] = [];
  for (const value of list) {
    if (!(value instanceof File)) throw new AppError('UPLOAD_MISSING_FILE', 400, 'disputes:error.form');
    const name = value.name ?? '';
    if (name.length === 0 || name.length > 255 || HOSTILE_NAME.test(name))
      throw new AppError('UPLOAD_BAD_NAME', 400, 'profile:upload.badName');
    if (value.size > DELIVERY_FILE_MAX_BYTES) throw tooLarge();
    files.push(await checkDeliveryFile(name, Buffer.from(await value.arrayBuffer())));
  }
  return { ...fields.data, files };
}
