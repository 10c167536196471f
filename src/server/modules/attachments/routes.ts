import { z } from '@hono/zod-openapi';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_UPLOADS_PER_HOUR,
  isPreviewable,
  PendingAttachmentSchema,
} from '@shared/schemas/attachment';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../lib/errors';
import {
  type AppEnv,
  createRouter,
  currentUser,
  ErrorSchema,
  errorResponses,
  jsonResponse,
  requireVerified,
} from '../../lib/http';
import { limiter, retryAfterSeconds } from '../../lib/rate-limit';
import { signedInRoute } from '../../lib/routes';
import { limitBody } from '../../lib/security/body-limit';
import { streamStoredFile } from '../../lib/storage/download';
import { streamOneFile } from '../../lib/uploads/stream';
import { createPendingAttachment, deletePending, tooLarge, visibleAttachment } from './service';

/** POST /api/attachments: its body is streamed by the route, never read whole by app.ts. */
export const ATTACHMENT_UPLOAD_PATH = /^\/api\/attachments\/?$/;
/** GET /api/attachments/{id}[/preview]: served with the stored files' secure headers. */
export const ATTACHMENT_FILE_PATH = /^\/api\/attachments\/[^/]+(\/preview)?\/?$/;
/** Room for the boundaries and part headers around the one file. */
const OVERHEAD = 64 * 1024;

const uuid = z.uuid({ error: 'errors:validation.invalid' });
const IdParam = z.object({ id: uuid.openapi({ param: { name: 'id', in: 'path' } }) });

/**
 * Uploads of one account: ATTACHMENT_UPLOADS_PER_HOUR an hour, counted before the body is read,
 * refused files included (as the profile's uploads are counted, in the same store).
 */
const uploadQuota: MiddlewareHandler<AppEnv> = async (c, next) => {
  const state = await limiter(c.get('services').db, {
    name: 'attachment-uploads',
    points: ATTACHMENT_UPLOADS_PER_HOUR,
    seconds: 60 * 60,
  }).consume(currentUser(c).id);
  if (!state.allowed) {
    c.header('Retry-After', String(retryAfterSeconds(state)));
    throw new AppError('UPLOAD_LIMIT', 429, 'common:attachments.error.rateLimited', {
      max: ATTACHMENT_UPLOADS_PER_HOUR,
      minutes: Math.ceil(retryAfterSeconds(state) / 60),
    });
  }
  await next();
};

/** A declared length over the limit is refused before reading (the rest drained); an undeclared one is counted as it streams. */
const declaredLimit = limitBody(ATTACHMENT_MAX_BYTES + OVERHEAD, tooLarge);
const uploadLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.header('content-length') !== undefined && c.req.header('transfer-encoding') === undefined
    ? declaredLimit(c, next)
    : next();

const fileAnswer = {
  200: {
    description: 'The file',
    content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
  },
  ...errorResponses,
} as const;

export function attachmentRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/attachments',
      middleware: [requireVerified, uploadQuota, uploadLimit],
      tags: ['Attachments'],
      summary:
        'Upload one file (100 MB at most) for a chat message, a delivery or requirements: typed by its content, kept pending for its uploader',
      request: {
        body: {
          required: true,
          description: 'One file under `file` (streamed to storage, never held whole)',
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { file: { type: 'string', format: 'binary' } },
                required: ['file'],
              },
            },
          },
        },
      },
      responses: {
        201: jsonResponse(PendingAttachmentSchema, 'The pending attachment'),
        ...errorResponses,
        413: jsonResponse(ErrorSchema, 'Over 100 MB (an image over 25 MB)'),
        415: jsonResponse(ErrorSchema, 'Not one of the accepted kinds (the reason is named)'),
        429: jsonResponse(ErrorSchema, `More than ${ATTACHMENT_UPLOADS_PER_HOUR} uploads in an hour`),
      },
    }),
    async (c) => {
      const { db, storage } = c.get('services');
      const file = await streamOneFile(c.req.raw.body, c.req.header('content-type') ?? '', {
        maxBytes: ATTACHMENT_MAX_BYTES,
        field: 'file',
        tooLarge,
      });
      const made = await createPendingAttachment({ db, storage, log: c.get('log') }, currentUser(c).id, file);
      return c.json(made, 201);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'delete',
      path: '/api/attachments/{id}',
      tags: ['Attachments'],
      summary: 'Remove a pending upload of mine (a cancelled or removed file)',
      request: { params: IdParam },
      responses: { 204: { description: 'Removed' }, ...errorResponses },
    }),
    async (c) => {
      const { db, storage } = c.get('services');
      await deletePending({ db, storage, log: c.get('log') }, currentUser(c).id, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/attachments/{id}',
      tags: ['Attachments'],
      summary:
        'An attachment as a download: the two parties (administrators while the contract is in dispute; a pending one, its uploader)',
      request: { params: IdParam },
      responses: fileAnswer,
    }),
    async (c) => {
      const { db, storage } = c.get('services');
      const row = await visibleAttachment(db, currentUser(c).id, c.req.valid('param').id);
      const res = await streamStoredFile(c, storage, {
        key: row.storageKey,
        name: row.name,
        contentType: row.contentType,
      });
      if (!res) throw new AppError('FILE_NOT_FOUND', 404, 'common:attachments.error.notFound');
      return res as never;
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/attachments/{id}/preview',
      tags: ['Attachments'],
      summary: 'An image or video attachment shown inline (a preview), to the same people as its download',
      request: { params: IdParam },
      responses: fileAnswer,
    }),
    async (c) => {
      const { db, storage } = c.get('services');
      const row = await visibleAttachment(db, currentUser(c).id, c.req.valid('param').id);
      if (!isPreviewable(row.contentType))
        throw new AppError('FILE_NOT_FOUND', 404, 'common:attachments.error.notFound');
      const res = await streamStoredFile(
        c,
        storage,
        { key: row.storageKey, name: row.name, contentType: row.contentType },
        true,
      );
      if (!res) throw new AppError('FILE_NOT_FOUND', 404, 'common:attachments.error.notFound');
      return res as never;
    },
  );

  return app;
}
