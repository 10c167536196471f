import { z } from '@hono/zod-openapi';
import { ContractDetailSchema, extensionRequestInput } from '@shared/schemas/contract';
import { createRouter, currentUser, jsonBody, jsonResponse, requireVerified } from '../../lib/http';
import { changeErrors, signedInRoute } from '../../lib/routes';
import { acceptExtension, declineExtension, requestExtension, withdrawExtension } from './extensions';
import { presentContractDetail } from './presenter';

/*
 * Extending a contract's due date (decision 113): ask (either party, a later date and a reason),
 * accept or decline (the other side), withdraw (the asker). Each answers the contract as the viewer
 * now sees it.
 */

const IdParam = z.object({ id: z.string() });

export function extensionRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/extension',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary: 'Ask to move the due date later (either party); one request waits at a time',
      request: { params: IdParam, body: jsonBody(extensionRequestInput) },
      responses: { 200: jsonResponse(ContractDetailSchema, 'The contract'), ...changeErrors },
    }),
    async (c) => {
      const { db } = c.get('services');
      const user = currentUser(c);
      const body = c.req.valid('json');
      const contract = await requestExtension(db, {
        contractId: c.req.valid('param').id,
        actorId: user.id,
        dueAt: new Date(body.dueAt),
        reason: body.reason,
      });
      return c.json(await presentContractDetail(db, user.id, contract), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/extension/accept',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary: "Accept the other party's extension: the due date moves to the asked one",
      request: { params: IdParam },
      responses: { 200: jsonResponse(ContractDetailSchema, 'The contract'), ...changeErrors },
    }),
    async (c) => {
      const { db } = c.get('services');
      const user = currentUser(c);
      const contract = await acceptExtension(db, { contractId: c.req.valid('param').id, actorId: user.id });
      return c.json(await presentContractDetail(db, user.id, contract), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/extension/decline',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary: "Decline the other party's extension; the due date stays",
      request: { params: IdParam },
      responses: { 200: jsonResponse(ContractDetailSchema, 'The contract'), ...changeErrors },
    }),
    async (c) => {
      const { db } = c.get('services');
      const user = currentUser(c);
      const contract = await declineExtension(db, { contractId: c.req.valid('param').id, actorId: user.id });
      return c.json(await presentContractDetail(db, user.id, contract), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'delete',
      path: '/api/contracts/{id}/extension',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary: 'Withdraw your own extension request',
      request: { params: IdParam },
      responses: { 200: jsonResponse(ContractDetailSchema, 'The contract'), ...changeErrors },
    }),
    async (c) => {
      const { db } = c.get('services');
      const user = currentUser(c);
      const contract = await withdrawExtension(db, { contractId: c.req.valid('param').id, actorId: user.id });
      return c.json(await presentContractDetail(db, user.id, contract), 200);
    },
  );

  return app;
}
