import { z } from '@hono/zod-openapi';
import {
  AdminDisputeDetailSchema,
  AdminDisputePageSchema,
  disputeDecisionInput,
  disputeListQuery,
} from '@shared/schemas/dispute';
import { adminRoute } from '../../lib/admin-guard';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { createRouter, currentUser, errorResponses, jsonBody, jsonResponse } from '../../lib/http';
import { streamStoredFile } from '../../lib/storage/download';
import { adminDisputeDetail, adminDisputeFile, listDisputesForAdmin } from './admin';
import { decideDispute } from './service';

/*
 * The console's disputes (decision 061): the queue, one dispute with its contract's timeline and
 * files, and the decision, which settles the escrow and writes its audit row in one transaction.
 */

const uuid = z.uuid({ error: 'errors:validation.invalid' });
const IdParam = z.object({ id: uuid.openapi({ param: { name: 'id', in: 'path' } }) });
const FileParams = z.object({
  id: uuid.openapi({ param: { name: 'id', in: 'path' } }),
  fileId: uuid.openapi({ param: { name: 'fileId', in: 'path' } }),
});

export function adminDisputeRoutes() {
  const app = createRouter();

  app.openapi(
    adminRoute({
      method: 'get',
      path: '/api/admin/disputes',
      tags: ['Admin'],
      summary: 'Disputes: waiting for an administrator first, then the oldest first (search and pages)',
      request: { query: disputeListQuery },
      responses: {
        200: jsonResponse(AdminDisputePageSchema, 'A page of disputes'),
        400: errorResponses[400],
      },
    }),
    async (c) => c.json(await listDisputesForAdmin(c.get('services').db, c.req.valid('query')), 200),
  );

  app.openapi(
    adminRoute({
      method: 'get',
      path: '/api/admin/disputes/{id}',
      tags: ['Admin'],
      summary: "A dispute with its parties and the contract's whole timeline",
      request: { params: IdParam },
      responses: { 200: jsonResponse(AdminDisputeDetailSchema, 'The dispute'), ...errorResponses },
    }),
    async (c) => c.json(await adminDisputeDetail(c.get('services').db, c.req.valid('param').id), 200),
  );

  app.openapi(
    adminRoute({
      method: 'post',
      path: '/api/admin/disputes/{id}/decision',
      tags: ['Admin'],
      summary:
        'Decide the split of the unreleased escrow (freelancer + client = escrow) with a reason; the contract ends',
      request: { params: IdParam, body: jsonBody(disputeDecisionInput) },
      responses: { 200: jsonResponse(AdminDisputeDetailSchema, 'The decided dispute'), ...errorResponses },
    }),
    async (c) => {
      const { db } = c.get('services');
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const admin = currentUser(c).id;
      await db.transaction(async (tx) => {
        const { before, after } = await decideDispute(tx, {
          disputeId: id,
          adminId: admin,
          freelancerCents: body.freelancerCents,
          clientCents: body.clientCents,
          reason: body.reason,
        });
        await recordAudit(tx, {
          actorId: admin,
          action: 'dispute.decided',
          entityType: 'dispute',
          entityId: id,
          before: { status: before.status, contractId: before.contractId },
          after: {
            status: after.status,
            resolution: after.resolution,
            freelancerCents: after.freelancerCents,
            clientCents: after.clientCents,
          },
          reason: body.reason,
        });
      });
      return c.json(await adminDisputeDetail(db, id), 200);
    },
  );

  app.openapi(
    adminRoute({
      method: 'get',
      path: '/api/admin/disputes/{id}/files/{fileId}',
      tags: ['Admin'],
      summary: 'A file of the disputed contract (deliveries and the dispute), as a download',
      request: { params: FileParams },
      responses: {
        200: {
          description: 'The file (attachment)',
          content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id, fileId } = c.req.valid('param');
      const { db, storage } = c.get('services');
      const file = await adminDisputeFile(db, id, fileId);
      // Streamed (files of up to 100 MB, decision 123), never read whole.
      const res = file ? await streamStoredFile(c, storage, file) : null;
      if (!res) throw new AppError('FILE_NOT_FOUND', 404, 'contracts:error.fileNotFound');
      return res as never;
    },
  );

  return app;
}
