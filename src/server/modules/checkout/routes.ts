import { z } from '@hono/zod-openapi';
import { cardInput, checkoutOutcomeResponse, confirmCodeInput, webhookResponse } from '@shared/schemas/money';
import { AppError } from '../../lib/errors';
import {
  type AppContext,
  createRouter,
  currentUser,
  errorResponses,
  jsonBody,
  jsonResponse,
  named,
  requireVerified,
} from '../../lib/http';
import { paymentsMode } from '../../lib/payments';
import { constructStripeEvent } from '../../lib/payments/stripe-provider';
import { checkTestCard, TEST_AUTH_CODE } from '../../lib/payments/test-provider';
import { signedInRoute } from '../../lib/routes';
import {
  getPayment,
  markPaymentRequiresAction,
  noteDeclined,
  paymentProvider,
  presentPayment,
} from '../money';
import { authorize } from '../money/payment.policy';
import { settlePayment } from './settle';
import { handleStripeEvent } from './webhook';

const idParam = z.object({ id: z.uuid({ error: 'errors:validation.invalid' }) });
const CheckoutOutcomeSchema = checkoutOutcomeResponse.meta({ id: 'CheckoutOutcome' });

const paymentFailed = () => new AppError('PAYMENT_FAILED', 402, 'money:error.paymentFailed');

/** A step of the built-in test checkout: only in test mode, only on one's own payment. */
async function testPayment(c: AppContext, id: string) {
  if (paymentsMode(c.get('services').config) !== 'test')
    throw new AppError('NOT_FOUND', 404, 'errors:notFound.route');
  const payment = await getPayment(c.get('services').db, id);
  authorize(currentUser(c), 'pay', payment);
  return payment!;
}

async function outcome(c: AppContext, status: 'succeeded' | 'requires_action', paymentId: string) {
  const db = c.get('services').db;
  return { status, payment: await presentPayment(db, (await getPayment(db, paymentId))!) };
}

/** Verified capture: apply the effect; one that can no longer happen is refunded and answered 'Failed to process payment'. */
async function settle(c: AppContext, paymentId: string) {
  const services = c.get('services');
  const result = await settlePayment(services.db, paymentProvider(services.config), paymentId);
  if (result === 'refunded') {
    c.get('log').warn({ paymentId }, 'payment could not be applied and was refunded');
    throw paymentFailed();
  }
}

/** Confirming payments: the built-in test checkout and Stripe's signed webhook. */
export function checkoutRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/payments/{id}/test-checkout',
      middleware: [requireVerified],
      tags: ['Money'],
      summary: 'Pay with a card on the built-in test provider (card data is checked, never stored)',
      request: { params: idParam, body: jsonBody(cardInput) },
      responses: {
        200: jsonResponse(CheckoutOutcomeSchema, 'Outcome'),
        402: errorResponses[400],
        ...errorResponses,
      },
    }),
    async (c) => {
      const db = c.get('services').db;
      const payment = await testPayment(c, c.req.valid('param').id);
      if (payment.status === 'succeeded') return c.json(await outcome(c, 'succeeded', payment.id), 200);
      if (payment.status !== 'pending')
        throw new AppError('PAYMENT_CLOSED', 409, 'money:error.paymentClosed');
      const check = checkTestCard(c.req.valid('json'));
      if (!check.ok)
        throw new AppError('VALIDATION_ERROR', 400, check.messageKey, undefined, { field: check.field });
      if (check.outcome === 'declined') {
        // Like a provider's hosted checkout, a declined card leaves the payment open: the payer
        // can try another card on the same payment (the decline is recorded as its last failure).
        await noteDeclined(db, payment.id);
        throw new AppError('CARD_DECLINED', 402, 'money:error.declined');
      }
      if (check.outcome === 'requires_action') {
        await markPaymentRequiresAction(db, payment.id);
        return c.json(await outcome(c, 'requires_action', payment.id), 200);
      }
      await settle(c, payment.id);
      return c.json(await outcome(c, 'succeeded', payment.id), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/payments/{id}/test-confirm',
      middleware: [requireVerified],
      tags: ['Money'],
      summary: 'Second step of the test card that requires authentication',
      request: { params: idParam, body: jsonBody(confirmCodeInput) },
      responses: { 200: jsonResponse(CheckoutOutcomeSchema, 'Outcome'), ...errorResponses },
    }),
    async (c) => {
      const payment = await testPayment(c, c.req.valid('param').id);
      if (payment.status === 'succeeded') return c.json(await outcome(c, 'succeeded', payment.id), 200);
      if (payment.status !== 'requires_action')
        throw new AppError('PAYMENT_CLOSED', 409, 'money:error.paymentClosed');
      if (c.req.valid('json').code !== TEST_AUTH_CODE)
        throw new AppError('VALIDATION_ERROR', 400, 'money:card.error.code', undefined, { field: 'code' });
      await settle(c, payment.id);
      return c.json(await outcome(c, 'succeeded', payment.id), 200);
    },
  );

  // Raw body on purpose: the signature covers the exact bytes Stripe sent.
  app.post('/api/payments/stripe/webhook', async (c) => {
    const services = c.get('services');
    const secret = services.config.STRIPE_WEBHOOK_SECRET;
    if (paymentsMode(services.config) !== 'stripe' || !secret)
      throw new AppError('NOT_FOUND', 404, 'errors:notFound.route');
    const raw = await c.req.text();
    const event = constructStripeEvent(raw, c.req.header('stripe-signature'), secret);
    if (!event) throw new AppError('BAD_SIGNATURE', 400, 'money:error.badSignature');
    const result = await handleStripeEvent(services.db, paymentProvider(services.config), event);
    return c.json(webhookResponse.parse({ received: true, result }), 200);
  });
  // Served by the plain handler above; described here so the OpenAPI document (and the
  // security suites built on it) list it.
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/payments/stripe/webhook',
    tags: ['Money'],
    summary:
      'Stripe events (checkout completed, expired, failed), verified with the Stripe-Signature header; 404 unless Stripe is configured',
    request: {
      headers: z.object({ 'stripe-signature': z.string() }),
      body: {
        required: true,
        content: {
          'application/json': {
            schema: z.looseObject({
              id: z.string(),
              type: z.string(),
              data: z.object({ object: z.looseObject({}) }),
            }),
          },
        },
      },
    },
    responses: {
      200: jsonResponse(named(webhookResponse, 'WebhookResponse'), 'Event received'),
      400: errorResponses[400],
      404: errorResponses[404],
    },
  });

  return app;
}
