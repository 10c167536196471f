import { z } from '@hono/zod-openapi';
import {
  ConversationOffersSchema,
  CustomOfferSchema,
  OfferCheckoutSchema,
  OfferRequestSchema,
  offerInput,
  offerRequestInput,
} from '@shared/schemas/offer';
import { now as clockNow } from '../../lib/clock';
import {
  createRouter,
  currentUser,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireVerified,
} from '../../lib/http';
import { changeErrors, signedInRoute } from '../../lib/routes';
import { checkoutFor, checkoutResponses } from '../money';
import { presentOffer, presentOfferRequest } from './presenter';
import {
  acceptOffer,
  declineOffer,
  declineOfferRequest,
  listConversationOffers,
  reopenOffer,
  requestOffer,
  sendOffer,
  tellOfferAccepted,
  withdrawOffer,
} from './service';

/*
 * Custom offers in the chat (decision 121): the conversation's offers and requests, sending an
 * offer (the freelancer) or a request (the client), and answering them. Accepting opens the same
 * checkout as ordering a package.
 */

const IdParam = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const offerResponses = {
  200: jsonResponse(CustomOfferSchema, 'The offer after the step'),
  ...changeErrors,
} as const;

export function offerRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/chat/conversations/{id}/offers',
      tags: ['Offers'],
      summary: "A conversation's custom offers and requests for one (its two participants only)",
      request: { params: IdParam },
      responses: { 200: jsonResponse(ConversationOffersSchema, 'Offers and requests'), ...errorResponses },
    }),
    async (c) => {
      const me = currentUser(c).id;
      const { offers, requests } = await listConversationOffers(
        c.get('services').db,
        me,
        c.req.valid('param').id,
      );
      const now = clockNow();
      return c.json(
        {
          offers: offers.map((o) => presentOffer(o, me, now)),
          requests: requests.map((r) => presentOfferRequest(r, me)),
        },
        200,
      );
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/chat/conversations/{id}/offers',
      middleware: [requireVerified],
      tags: ['Offers'],
      summary: 'Send the other participant a custom offer (the sender is its freelancer)',
      request: { params: IdParam, body: jsonBody(offerInput) },
      responses: { 201: jsonResponse(CustomOfferSchema, 'The offer sent'), ...changeErrors },
    }),
    async (c) => {
      const me = currentUser(c).id;
      const offer = await sendOffer(c.get('services').db, {
        actorId: me,
        conversationId: c.req.valid('param').id,
        offer: c.req.valid('json'),
        lang: c.get('lang') ?? 'en',
      });
      return c.json(presentOffer(offer, me, clockNow()), 201);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/chat/conversations/{id}/offer-requests',
      middleware: [requireVerified],
      tags: ['Offers'],
      summary: 'Ask the other participant for a custom offer (the asker is its client)',
      request: { params: IdParam, body: jsonBody(offerRequestInput) },
      responses: { 201: jsonResponse(OfferRequestSchema, 'The request sent'), ...changeErrors },
    }),
    async (c) => {
      const me = currentUser(c).id;
      const request = await requestOffer(c.get('services').db, {
        actorId: me,
        conversationId: c.req.valid('param').id,
        request: c.req.valid('json'),
        lang: c.get('lang') ?? 'en',
      });
      return c.json(presentOfferRequest(request, me), 201);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/offer-requests/{id}/decline',
      middleware: [requireVerified],
      tags: ['Offers'],
      summary: "Decline a client's request for an offer (its freelancer only)",
      request: { params: IdParam },
      responses: { 200: jsonResponse(OfferRequestSchema, 'The request'), ...changeErrors },
    }),
    async (c) => {
      const me = currentUser(c).id;
      const db = c.get('services').db;
      const row = await declineOfferRequest(db, { actorId: me, requestId: c.req.valid('param').id });
      return c.json(presentOfferRequest({ ...row, serviceTitle: null }, me), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/offers/{id}/accept',
      middleware: [requireVerified],
      tags: ['Offers'],
      summary: 'Accept a custom offer and pay its first milestone through the provider (its client only)',
      request: { params: IdParam },
      responses: {
        201: jsonResponse(OfferCheckoutSchema, 'The order the offer became and the checkout to open'),
        ...checkoutResponses,
      },
    }),
    async (c) => {
      const db = c.get('services').db;
      const { offer, contract, milestone } = await acceptOffer(db, {
        actorId: currentUser(c).id,
        offerId: c.req.valid('param').id,
      });
      // No contract appears until its payment has started: a refused checkout takes it back.
      let checkout: Awaited<ReturnType<typeof checkoutFor>>;
      try {
        checkout = await checkoutFor(c, {
          purpose: 'milestone',
          amountCents: milestone.amountCents,
          milestoneId: milestone.id,
        });
      } catch (err) {
        await reopenOffer(db, offer.id, contract.id);
        throw err;
      }
      await tellOfferAccepted(db, offer);
      return c.json({ ...checkout, contractId: contract.id }, 201);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/offers/{id}/decline',
      middleware: [requireVerified],
      tags: ['Offers'],
      summary: 'Decline a custom offer (its client only)',
      request: { params: IdParam },
      responses: offerResponses,
    }),
    async (c) => {
      const me = currentUser(c).id;
      const row = await declineOffer(c.get('services').db, { actorId: me, offerId: c.req.valid('param').id });
      return c.json(presentOffer(row, me, clockNow()), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'delete',
      path: '/api/offers/{id}',
      middleware: [requireVerified],
      tags: ['Offers'],
      summary: 'Withdraw a pending custom offer (its freelancer only)',
      request: { params: IdParam },
      responses: offerResponses,
    }),
    async (c) => {
      const me = currentUser(c).id;
      const row = await withdrawOffer(c.get('services').db, {
        actorId: me,
        offerId: c.req.valid('param').id,
      });
      return c.json(presentOffer(row, me, clockNow()), 200);
    },
  );

  return app;
}
