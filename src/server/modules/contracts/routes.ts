import { z } from '@hono/zod-openapi';
import { dollarsToCents } from '@shared/money';
import { isPreviewable } from '@shared/schemas/attachment';
import {
  ContractDetailSchema,
  ContractListSchema,
  contractListQuery,
  deliveryMessage,
  OrderCheckoutSchema,
  orderInput,
  requirementsInput,
  revisionInput,
  tipInput,
} from '@shared/schemas/contract';
import { AppError } from '../../lib/errors';
import {
  type AppContext,
  createRouter,
  currentUser,
  ErrorSchema,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireVerified,
} from '../../lib/http';
import { changeErrors, signedInRoute } from '../../lib/routes';
import { deleteStoredQuietly } from '../../lib/storage';
import { streamStoredFile } from '../../lib/storage/download';
import { adminInDispute } from '../attachments';
import { checkoutFor, checkoutResponses } from '../money';
import { deliveryBodyLimit, findContractFile, readDeliveryForm, storeDeliveryFiles } from './files';
import { createServiceOrder, discardUnstartedOrder } from './orders';
import { presentContractDetail, presentContractList } from './presenter';
import {
  acceptMilestone,
  deliverMilestone,
  listContractRows,
  prepareMilestoneFunding,
  requestRevision,
  sendRequirements,
  visibleContract,
} from './service';
import { prepareTip } from './tips';

const uuid = z.uuid({ error: 'errors:validation.invalid' });
const IdParam = z.object({ id: uuid.openapi({ param: { name: 'id', in: 'path' } }) });
const MilestoneParams = z.object({
  id: uuid.openapi({ param: { name: 'id', in: 'path' } }),
  milestoneId: uuid.openapi({ param: { name: 'milestoneId', in: 'path' } }),
});
const FileParams = z.object({
  id: uuid.openapi({ param: { name: 'id', in: 'path' } }),
  fileId: uuid.openapi({ param: { name: 'fileId', in: 'path' } }),
});

const detailResponses = {
  200: jsonResponse(ContractDetailSchema, 'The contract after the step'),
  ...changeErrors,
} as const;

/** The contract as the signed-in party sees it now. */
async function detail(c: AppContext, contractId: string) {
  const db = c.get('services').db;
  const me = currentUser(c).id;
  return presentContractDetail(db, me, await visibleContract(db, me, contractId));
}

export function contractRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/contracts',
      tags: ['Contracts'],
      summary: 'My contracts (orders and project contracts), as buyer, seller or both',
      request: { query: contractListQuery },
      responses: { 200: jsonResponse(ContractListSchema, 'Contracts'), ...errorResponses },
    }),
    async (c) => {
      const db = c.get('services').db;
      const me = currentUser(c).id;
      const rows = await listContractRows(db, me, c.req.valid('query'));
      return c.json(await presentContractList(db, me, rows), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/contracts/{id}',
      tags: ['Contracts'],
      summary: 'A contract with its milestones, timeline and my possible actions (its parties only)',
      request: { params: IdParam },
      responses: { 200: jsonResponse(ContractDetailSchema, 'Contract'), ...errorResponses },
    }),
    async (c) => c.json(await detail(c, c.req.valid('param').id), 200),
  );

  /** A contract's file if the caller is a party, or an administrator while it is in dispute; else 404. */
  const contractFile = async (c: AppContext, id: string, fileId: string) => {
    const db = c.get('services').db;
    const me = currentUser(c).id;
    const contractId = await visibleContract(db, me, id).then(
      (contract) => contract.id,
      async (err: unknown) => {
        // Not a party: an administrator may see the files of a contract in dispute (decision 123).
        if (err instanceof AppError && err.status === 404 && (await adminInDispute(db, me, id))) return id;
        throw err;
      },
    );
    const file = await findContractFile(db, contractId, fileId);
    if (!file) throw new AppError('FILE_NOT_FOUND', 404, 'contracts:error.fileNotFound');
    return file;
  };
  const fileAnswer = {
    200: {
      description: 'The file',
      content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses,
  } as const;

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/contracts/{id}/files/{fileId}',
      tags: ['Contracts'],
      summary:
        'A file of a delivery or requirements, as a download (the two parties; administrators while in dispute)',
      request: { params: FileParams },
      responses: fileAnswer,
    }),
    async (c) => {
      const { id, fileId } = c.req.valid('param');
      const file = await contractFile(c, id, fileId);
      const res = await streamStoredFile(c, c.get('services').storage, file);
      if (!res) throw new AppError('FILE_NOT_FOUND', 404, 'contracts:error.fileNotFound');
      return res as never;
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/contracts/{id}/files/{fileId}/preview',
      tags: ['Contracts'],
      summary: 'An image or video of a delivery or requirements, inline (a preview), to the same people',
      request: { params: FileParams },
      responses: fileAnswer,
    }),
    async (c) => {
      const { id, fileId } = c.req.valid('param');
      const file = await contractFile(c, id, fileId);
      const res = isPreviewable(file.contentType)
        ? await streamStoredFile(c, c.get('services').storage, file, true)
        : null;
      if (!res) throw new AppError('FILE_NOT_FOUND', 404, 'contracts:error.fileNotFound');
      return res as never;
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/services/{id}/orders',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary: "Order a service package: the order waits for its payment, through the provider's checkout",
      request: { params: IdParam, body: jsonBody(orderInput) },
      responses: {
        201: jsonResponse(OrderCheckoutSchema, 'The order and the checkout to open'),
        ...checkoutResponses,
      },
    }),
    async (c) => {
      const { contract, milestone, extras } = await createServiceOrder(c.get('services').db, {
        serviceId: c.req.valid('param').id,
        tier: c.req.valid('json').tier,
        extras: c.req.valid('json').extras,
        clientId: currentUser(c).id,
      });
      // No contract appears until its payment has started: a refused checkout takes the order back.
      let checkout: Awaited<ReturnType<typeof checkoutFor>>;
      try {
        // What is bought and where the payer comes back are known from the order just made, and no
        // payment can be open for its new milestone: nothing of it is read again.
        checkout = await checkoutFor(
          c,
          {
            purpose: 'milestone',
            amountCents: milestone.amountCents,
            milestoneId: milestone.id,
            returnPath: `/contracts/${contract.id}`,
            fresh: true,
          },
          {
            item: {
              kind: 'order',
              title: contract.title,
              detail: contract.packageName ?? milestone.title,
              extras,
            },
          },
        );
      } catch (err) {
        await discardUnstartedOrder(c.get('services').db, contract.id);
        throw err;
      }
      return c.json({ ...checkout, contractId: contract.id }, 201);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/milestones/{milestoneId}/fund',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary: 'Pay an unpaid order, or fund the next milestone, through the provider (the client only)',
      request: { params: MilestoneParams },
      responses: checkoutResponses,
    }),
    async (c) => {
      const { id, milestoneId } = c.req.valid('param');
      const { milestone } = await prepareMilestoneFunding(c.get('services').db, {
        actorId: currentUser(c).id,
        contractId: id,
        milestoneId,
      });
      const checkout = await checkoutFor(c, {
        purpose: 'milestone',
        amountCents: milestone.amountCents,
        milestoneId: milestone.id,
      });
      return c.json(checkout, 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/tip',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary:
        'Tip the freelancer of a completed contract through the provider (the client only, once; no platform fee)',
      request: { params: IdParam, body: jsonBody(tipInput) },
      responses: checkoutResponses,
    }),
    async (c) => {
      const { milestone } = await prepareTip(c.get('services').db, {
        actorId: currentUser(c).id,
        contractId: c.req.valid('param').id,
      });
      const checkout = await checkoutFor(c, {
        purpose: 'tip',
        amountCents: dollarsToCents(c.req.valid('json').amount),
        milestoneId: milestone.id,
      });
      return c.json(checkout, 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/requirements',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary: "Send a paid order's requirements; the delivery countdown starts (the client only)",
      request: { params: IdParam, body: jsonBody(requirementsInput) },
      responses: detailResponses,
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await sendRequirements(c.get('services').db, {
        actorId: currentUser(c).id,
        contractId: id,
        requirements: c.req.valid('json').requirements,
        attachments: c.req.valid('json').attachments,
      });
      return c.json(await detail(c, id), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/milestones/{milestoneId}/deliveries',
      middleware: [requireVerified, deliveryBodyLimit],
      tags: ['Contracts'],
      summary: 'Deliver a funded milestone: a message and up to 10 files (images, PDF, ZIP; 25 MB each)',
      request: {
        params: MilestoneParams,
        body: {
          required: true,
          description: 'The delivery',
          content: {
            'multipart/form-data': {
              // Read and checked by readDeliveryForm (several files under one name).
              schema: z.object({
                message: deliveryMessage,
                attachments: z
                  .any()
                  .optional()
                  .openapi({
                    type: 'array',
                    items: { type: 'string', format: 'uuid' },
                    maxItems: 10,
                    description: 'Ids of my pending uploads (POST /api/attachments)',
                  }),
                files: z
                  .any()
                  .optional()
                  .openapi({ type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 10 }),
              }),
            },
          },
        },
      },
      responses: {
        200: jsonResponse(ContractDetailSchema, 'The contract after the delivery'),
        ...changeErrors,
        413: jsonResponse(ErrorSchema, 'A file over 25 MB'),
        415: jsonResponse(ErrorSchema, 'Not an image, PDF or ZIP'),
      },
    }),
    async (c) => {
      const { id, milestoneId } = c.req.valid('param');
      const { db, storage, config } = c.get('services');
      const me = currentUser(c).id;
      // Parties only, before anything is read or stored; the step checks again under its lock.
      await visibleContract(db, me, id);
      const form = await readDeliveryForm(c);
      const files = await storeDeliveryFiles(storage, id, form.files, c.get('log'));
      let delivered: Awaited<ReturnType<typeof deliverMilestone>>;
      try {
        delivered = await deliverMilestone(db, {
          actorId: me,
          contractId: id,
          milestoneId,
          message: form.message,
          files,
          attachments: form.attachments,
          autoAcceptDays: config.AUTO_ACCEPT_DAYS,
        });
      } catch (err) {
        await deleteStoredQuietly(
          storage,
          files.map((f) => f.key),
          c.get('log'),
        );
        throw err;
      }
      // The step answers the contract as it left it (a party's, checked under its lock): not read again.
      return c.json(await presentContractDetail(db, me, delivered), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/milestones/{milestoneId}/accept',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary: 'Accept a delivered milestone: its escrow is released 90/10 (the client only)',
      request: { params: MilestoneParams },
      responses: detailResponses,
    }),
    async (c) => {
      const { id, milestoneId } = c.req.valid('param');
      const db = c.get('services').db;
      const me = currentUser(c).id;
      const accepted = await acceptMilestone(db, { actorId: me, contractId: id, milestoneId });
      return c.json(await presentContractDetail(db, me, accepted), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/milestones/{milestoneId}/revision',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary:
        "Ask for a revision of a delivered milestone, within the package's revisions (the client only)",
      request: { params: MilestoneParams, body: jsonBody(revisionInput) },
      responses: detailResponses,
    }),
    async (c) => {
      const { id, milestoneId } = c.req.valid('param');
      await requestRevision(c.get('services').db, {
        actorId: currentUser(c).id,
        contractId: id,
        milestoneId,
        message: c.req.valid('json').message,
      });
      return c.json(await detail(c, id), 200);
    },
  );

  return app;
}
