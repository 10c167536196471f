import { z } from '@hono/zod-openapi';
import { ContractDetailSchema, extraInput } from '@shared/schemas/contract';
import { createRouter, currentUser, jsonBody, jsonResponse, requireVerified } from '../../lib/http';
import { changeErrors, signedInRoute } from '../../lib/routes';
import { checkoutFor, checkoutResponses } from '../money';
import { acceptExtra, declineExtra, prepareExtraPayment, proposeExtra, withdrawExtra } from './extras';
import { presentContractDetail } from './presenter';

/*
 * Extras added to work underway by both parties' agreement (decision 116): propose (either party:
 * a name, a price, the days it adds), accept or decline (the other side), withdraw (the proposer,
 * or the client before paying), pay (the client, through the provider's checkout). One extra waits
 * at a time. Each answers the contract as the viewer now sees it; paying answers the checkout.
 */

const IdParam = z.object({ id: z.string() });

export function extraRoutes() {
  const app = createRouter();
  const answered = { 200: jsonResponse(ContractDetailSchema, 'The contract'), ...changeErrors };

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/extra',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary: 'Propose an extra for work underway (either party); one waits at a time',
      request: { params: IdParam, body: jsonBody(extraInput) },
      responses: answered,
    }),
    async (c) => {
      const { db } = c.get('services');
      const user = currentUser(c);
      const contract = await proposeExtra(db, {
        contractId: c.req.valid('param').id,
        actorId: user.id,
        extra: c.req.valid('json'),
      });
      return c.json(await presentContractDetail(db, user.id, contract), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/extra/accept',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary: "Agree to the other party's extra; the client then pays it",
      request: { params: IdParam },
      responses: answered,
    }),
    async (c) => {
      const { db } = c.get('services');
      const user = currentUser(c);
      const contract = await acceptExtra(db, { contractId: c.req.valid('param').id, actorId: user.id });
      return c.json(await presentContractDetail(db, user.id, contract), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/extra/decline',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary: "Decline the other party's extra",
      request: { params: IdParam },
      responses: answered,
    }),
    async (c) => {
      const { db } = c.get('services');
      const user = currentUser(c);
      const contract = await declineExtra(db, { contractId: c.req.valid('param').id, actorId: user.id });
      return c.json(await presentContractDetail(db, user.id, contract), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'delete',
      path: '/api/contracts/{id}/extra',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary: 'Withdraw your own extra proposal, or (the client) an agreed extra not paid yet',
      request: { params: IdParam },
      responses: answered,
    }),
    async (c) => {
      const { db } = c.get('services');
      const user = currentUser(c);
      const contract = await withdrawExtra(db, { contractId: c.req.valid('param').id, actorId: user.id });
      return c.json(await presentContractDetail(db, user.id, contract), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/extra/pay',
      middleware: [requireVerified],
      tags: ['Contracts'],
      summary: 'Pay the agreed extra through the provider (the client only): it is held in escrow',
      request: { params: IdParam },
      responses: checkoutResponses,
    }),
    async (c) => {
      const extra = await prepareExtraPayment(c.get('services').db, {
        contractId: c.req.valid('param').id,
        actorId: currentUser(c).id,
      });
      const checkout = await checkoutFor(c, {
        purpose: 'extra',
        amountCents: extra.priceCents,
        extraId: extra.id,
      });
      return c.json(checkout, 200);
    },
  );

  return app;
}
