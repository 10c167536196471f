import { z } from '@hono/zod-openapi';
import { ContractDetailSchema, cancelAcceptInput, cancelRequestInput } from '@shared/schemas/contract';
import { createRouter, currentUser, jsonBody, jsonResponse, requireVerified } from '../../lib/http';
import { paymentProviderFor } from '../../lib/payments';
import { changeErrors, signedInRoute } from '../../lib/routes';
import {
  acceptCancellation,
  declineCancellation,
  requestCancellation,
  sendContractCardRefunds,
  withdrawCancellation,
} from './cancellation';
import { presentContractDetail } from './presenter';

/*
 * Cancelling a contract (decision 050): ask (the client's request cancels at once when they may
 * cancel alone), agree, decline, withdraw. Each answers the contract as the viewer now sees it.
 * Card refunds are booked in the cancellation's transaction and sent to the provider after it
 * commits (a provider failure is retried by the contract job; the answer does not wait for it).
 */

const IdParam = z.object({ id: z.string() });

export function cancellationRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/cancellation',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary:
        'Ask to cancel (either party); cancels at once for the client of an unpaid order or of work LATE_CANCEL_HOURS (24) past due, refunding the unreleased escrow',
      request: { params: IdParam, body: jsonBody(cancelRequestInput) },
      responses: { 200: jsonResponse(ContractDetailSchema, 'The contract'), ...changeErrors },
    }),
    async (c) => {
      const { db, config } = c.get('services');
      const user = currentUser(c);
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const outcome = await requestCancellation(db, {
        contractId: id,
        actorId: user.id,
        reason: body.reason,
        refundTo: body.refundTo,
      });
      await sendContractCardRefunds(db, paymentProviderFor(config), outcome);
      return c.json(await presentContractDetail(db, user.id, outcome.contract), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/cancellation/accept',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary: "Agree to the other party's cancellation: funded, unreleased milestones are refunded",
      request: { params: IdParam, body: jsonBody(cancelAcceptInput) },
      responses: { 200: jsonResponse(ContractDetailSchema, 'The cancelled contract'), ...changeErrors },
    }),
    async (c) => {
      const { db, config } = c.get('services');
      const user = currentUser(c);
      const outcome = await acceptCancellation(db, {
        contractId: c.req.valid('param').id,
        actorId: user.id,
        refundTo: c.req.valid('json').refundTo,
      });
      await sendContractCardRefunds(db, paymentProviderFor(config), outcome);
      return c.json(await presentContractDetail(db, user.id, outcome.contract), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/cancellation/decline',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary: "Decline the other party's cancellation request; the work goes on",
      request: { params: IdParam },
      responses: { 200: jsonResponse(ContractDetailSchema, 'The contract'), ...changeErrors },
    }),
    async (c) => {
      const { db } = c.get('services');
      const user = currentUser(c);
      const contract = await declineCancellation(db, {
        contractId: c.req.valid('param').id,
        actorId: user.id,
      });
      return c.json(await presentContractDetail(db, user.id, contract), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'delete',
      path: '/api/contracts/{id}/cancellation',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary: 'Withdraw your own cancellation request',
      request: { params: IdParam },
      responses: { 200: jsonResponse(ContractDetailSchema, 'The contract'), ...changeErrors },
    }),
    async (c) => {
      const { db } = c.get('services');
      const user = currentUser(c);
      const contract = await withdrawCancellation(db, {
        contractId: c.req.valid('param').id,
        actorId: user.id,
      });
      return c.json(await presentContractDetail(db, user.id, contract), 200);
    },
  );

  return app;
}
