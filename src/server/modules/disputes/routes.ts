import { z } from '@hono/zod-openapi';
import {
  DisputeAnswerSchema,
  DisputeSchema,
  disputeMessageInput,
  disputeOfferInput,
  disputeOpenFields,
} from '@shared/schemas/dispute';
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
import { storeDeliveryFiles } from '../contracts/files';
import { visibleContract } from '../contracts/service';
import { disputeBodyLimit, readDisputeForm } from './files';
import { presentDispute } from './presenter';
import {
  acceptOffer,
  declineOffer,
  escalateDispute,
  latestDispute,
  makeOffer,
  openDispute,
  postMessage,
  visibleDispute,
  withdrawDispute,
  withdrawOffer,
} from './service';

/*
 * The parties' side of disputes (decision 061): open one on a contract (multipart, files as a
 * delivery's), read it, write, offer a split, answer or withdraw an offer, ask for an
 * administrator. Each step answers the dispute as the viewer now sees it.
 */

const uuid = z.uuid({ error: 'errors:validation.invalid' });
const IdParam = z.object({ id: uuid.openapi({ param: { name: 'id', in: 'path' } }) });
const OfferParams = z.object({
  id: uuid.openapi({ param: { name: 'id', in: 'path' } }),
  offerId: uuid.openapi({ param: { name: 'offerId', in: 'path' } }),
});

const disputeResponses = {
  200: jsonResponse(DisputeSchema, 'The dispute after the step'),
  ...changeErrors,
} as const;

async function answer(c: AppContext, disputeId: string) {
  const { db } = c.get('services');
  const me = currentUser(c).id;
  const { dispute, contract } = await visibleDispute(db, me, disputeId);
  return presentDispute(db, dispute, contract, { userId: me });
}

export function disputeRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/contracts/{id}/dispute',
      tags: ['Disputes'],
      summary: "The contract's latest dispute, or null (the two parties only)",
      request: { params: IdParam },
      responses: { 200: jsonResponse(DisputeAnswerSchema, 'The dispute or null'), ...errorResponses },
    }),
    async (c) => {
      const { db } = c.get('services');
      const me = currentUser(c).id;
      const contract = await visibleContract(db, me, c.req.valid('param').id);
      const dispute = await latestDispute(db, contract.id);
      return c.json(
        { dispute: dispute ? await presentDispute(db, dispute, contract, { userId: me }) : null },
        200,
      );
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/dispute',
      middleware: [requireVerified, disputeBodyLimit],
      tags: ['Disputes'],
      summary:
        'Open a dispute on a contract in progress or delivered: reason, description, up to 5 files (images, PDF, ZIP; 25 MB each). The contract freezes.',
      request: {
        params: IdParam,
        body: {
          required: true,
          description: 'The dispute',
          content: {
            'multipart/form-data': {
              schema: disputeOpenFields.extend({
                files: z
                  .any()
                  .optional()
                  .openapi({ type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 5 }),
              }),
            },
          },
        },
      },
      responses: {
        201: jsonResponse(DisputeSchema, 'The dispute opened'),
        ...changeErrors,
        413: jsonResponse(ErrorSchema, 'A file over 25 MB'),
        415: jsonResponse(ErrorSchema, 'Not an image, PDF or ZIP'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { db, storage } = c.get('services');
      const me = currentUser(c).id;
      // Parties only, before anything is read or stored; the step checks again under its lock.
      await visibleContract(db, me, id);
      const form = await readDisputeForm(c);
      const files = await storeDeliveryFiles(storage, id, form.files, c.get('log'));
      let disputeId: string;
      try {
        const dispute = await openDispute(db, {
          contractId: id,
          actorId: me,
          reason: form.reason,
          description: form.description,
          files,
        });
        disputeId = dispute.id;
      } catch (err) {
        await deleteStoredQuietly(
          storage,
          files.map((f) => f.key),
          c.get('log'),
        );
        throw err;
      }
      return c.json(await answer(c, disputeId), 201);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/disputes/{id}',
      tags: ['Disputes'],
      summary: 'A dispute (the two parties only)',
      request: { params: IdParam },
      responses: { 200: jsonResponse(DisputeSchema, 'The dispute'), ...errorResponses },
    }),
    async (c) => c.json(await answer(c, c.req.valid('param').id), 200),
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/disputes/{id}/messages',
      middleware: [requireVerified],
      tags: ['Disputes'],
      summary: "Write in the dispute; the other party's first message is their answer",
      request: { params: IdParam, body: jsonBody(disputeMessageInput) },
      responses: disputeResponses,
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await postMessage(c.get('services').db, {
        disputeId: id,
        actorId: currentUser(c).id,
        body: c.req.valid('json').body,
      });
      return c.json(await answer(c, id), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/disputes/{id}/offers',
      middleware: [requireVerified],
      tags: ['Disputes'],
      summary: 'Offer a split: this much of the unreleased escrow to the freelancer, the rest to the client',
      request: { params: IdParam, body: jsonBody(disputeOfferInput) },
      responses: disputeResponses,
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      await makeOffer(c.get('services').db, {
        disputeId: id,
        actorId: currentUser(c).id,
        freelancerCents: body.freelancerCents,
        message: body.message,
      });
      return c.json(await answer(c, id), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/disputes/{id}/offers/{offerId}/accept',
      middleware: [requireVerified],
      tags: ['Disputes'],
      summary: "Accept the other party's offer: the escrow is split as offered and the contract ends",
      request: { params: OfferParams },
      responses: disputeResponses,
    }),
    async (c) => {
      const { id, offerId } = c.req.valid('param');
      await acceptOffer(c.get('services').db, { disputeId: id, offerId, actorId: currentUser(c).id });
      return c.json(await answer(c, id), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/disputes/{id}/offers/{offerId}/decline',
      middleware: [requireVerified],
      tags: ['Disputes'],
      summary: "Decline the other party's offer",
      request: { params: OfferParams },
      responses: disputeResponses,
    }),
    async (c) => {
      const { id, offerId } = c.req.valid('param');
      await declineOffer(c.get('services').db, { disputeId: id, offerId, actorId: currentUser(c).id });
      return c.json(await answer(c, id), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'delete',
      path: '/api/disputes/{id}/offers/{offerId}',
      middleware: [requireVerified],
      tags: ['Disputes'],
      summary: 'Withdraw your own pending offer',
      request: { params: OfferParams },
      responses: disputeResponses,
    }),
    async (c) => {
      const { id, offerId } = c.req.valid('param');
      await withdrawOffer(c.get('services').db, { disputeId: id, offerId, actorId: currentUser(c).id });
      return c.json(await answer(c, id), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/disputes/{id}/escalate',
      middleware: [requireVerified],
      tags: ['Disputes'],
      summary: 'Ask for an administrator (once the other party has answered)',
      request: { params: IdParam },
      responses: disputeResponses,
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await escalateDispute(c.get('services').db, { disputeId: id, actorId: currentUser(c).id });
      return c.json(await answer(c, id), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/disputes/{id}/withdraw',
      middleware: [requireVerified],
      tags: ['Disputes'],
      summary: 'Withdraw the dispute you opened, while no outcome was reached (the contract goes on)',
      request: { params: IdParam },
      responses: disputeResponses,
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await withdrawDispute(c.get('services').db, { disputeId: id, actorId: currentUser(c).id });
      return c.json(await answer(c, id), 200);
    },
  );

  return app;
}
