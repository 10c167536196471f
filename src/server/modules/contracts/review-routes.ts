import { createRoute, z } from '@hono/zod-openapi';
import {
  ContractDetailSchema,
  contractReviewInput,
  reviewReplyInput,
  ServiceReviewListSchema,
} from '@shared/schemas/contract';
import { AppError } from '../../lib/errors';
import {
  createRouter,
  currentUser,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireVerified,
} from '../../lib/http';
import { changeErrors, signedInRoute } from '../../lib/routes';
import { isUuid } from '../../lib/uuid';
import { presentContractDetail } from './presenter';
import { replyToReview, reviewContract, serviceReviews } from './reviews';
import { visibleContract } from './service';

/** A malformed id names nothing: 404, like an unknown one. */
function uuidOr404(id: string, error: () => AppError) {
  if (!isUuid(id)) throw error();
  return id;
}
const contractNotFound = () => new AppError('CONTRACT_NOT_FOUND', 404, 'contracts:error.notFound');
const reviewNotFound = () => new AppError('REVIEW_NOT_FOUND', 404, 'contracts:error.reviewNotFound');
const serviceNotFound = () => new AppError('SERVICE_NOT_FOUND', 404, 'selling:errors.notFound');

const IdParam = z.object({ id: z.string() });
const ReviewParam = z.object({ id: z.string(), reviewId: z.string() });

/** Two-way reviews of contracts and the public reviews of a service (decision 050). */
export function contractReviewRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/reviews',
      tags: ['Contracts'],
      summary:
        'Review the other party of a completed contract, once per side; hidden from them until they review too or 14 days pass',
      middleware: [requireVerified],
      request: { params: IdParam, body: jsonBody(contractReviewInput) },
      responses: {
        201: jsonResponse(ContractDetailSchema, 'The contract with its reviews'),
        ...changeErrors,
      },
    }),
    async (c) => {
      const { db } = c.get('services');
      const me = currentUser(c);
      const id = uuidOr404(c.req.valid('param').id, contractNotFound);
      const body = c.req.valid('json');
      await reviewContract(db, {
        contractId: id,
        actorId: me.id,
        rating: body.rating,
        comment: body.comment,
      });
      return c.json(await presentContractDetail(db, me.id, await visibleContract(db, me.id, id)), 201);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/contracts/{id}/reviews/{reviewId}/reply',
      tags: ['Contracts'],
      summary: 'Answer a visible review of yourself once, publicly (the reviewed side only)',
      middleware: [requireVerified],
      request: { params: ReviewParam, body: jsonBody(reviewReplyInput) },
      responses: {
        200: jsonResponse(ContractDetailSchema, 'The contract with its reviews'),
        ...changeErrors,
      },
    }),
    async (c) => {
      const { db } = c.get('services');
      const me = currentUser(c);
      const params = c.req.valid('param');
      const id = uuidOr404(params.id, contractNotFound);
      const reviewId = uuidOr404(params.reviewId, reviewNotFound);
      await replyToReview(db, { contractId: id, reviewId, actorId: me.id, reply: c.req.valid('json').reply });
      return c.json(await presentContractDetail(db, me.id, await visibleContract(db, me.id, id)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/services/{id}/reviews',
      tags: ['Services'],
      summary:
        "What clients wrote of this service's orders (visible reviews only), newest first, with the average",
      request: { params: IdParam },
      responses: { 200: jsonResponse(ServiceReviewListSchema, 'Reviews'), 404: errorResponses[404] },
    }),
    async (c) => {
      const id = uuidOr404(c.req.valid('param').id, serviceNotFound);
      return c.json(await serviceReviews(c.get('services').db, id, c.get('user')), 200);
    },
  );

  return app;
}
