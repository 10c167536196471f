import { z } from '@hono/zod-openapi';
import {
  aiOrderResponse,
  analyticsAccessResponse,
  analyticsInput,
  analyticsReportResponse,
  chatbotOrderInput,
} from '@shared/schemas/money';
import { AppError } from '../../lib/errors';
import {
  createRouter,
  currentUser,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireVerified,
} from '../../lib/http';
import { signedInRoute } from '../../lib/routes';
import { checkoutFor, checkoutResponses } from '../money';
import {
  ANALYTICS_PRICE_CENTS,
  analyticsReport,
  CHATBOT_PRICE_CENTS,
  createOrder,
  hasAnalyticsAccess,
  listOrders,
  presentOrder,
} from './purchases';

const OrderSchema = aiOrderResponse.meta({ id: 'AiOrder' });

/** Chatbot orders and business analytics: bought through the money module's checkout. */
export function aiPurchaseRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/ai/chatbot-orders',
      middleware: [requireVerified],
      tags: ['Money'],
      summary: 'Order a chatbot (USD 500, one-time) through the payment provider',
      request: { body: jsonBody(chatbotOrderInput) },
      responses: checkoutResponses,
    }),
    async (c) => {
      const form = c.req.valid('json');
      const order = await createOrder(c.get('services').db, currentUser(c).id, {
        kind: 'chatbot',
        priceCents: CHATBOT_PRICE_CENTS,
        form,
      });
      const checkout = await checkoutFor(c, {
        purpose: 'chatbot',
        amountCents: order.priceCents,
        orderId: order.id,
      });
      return c.json(checkout, 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/ai/analytics/purchase',
      middleware: [requireVerified],
      tags: ['Money'],
      summary: 'Buy business analytics access (USD 100)',
      responses: checkoutResponses,
    }),
    async (c) => {
      const db = c.get('services').db;
      const userId = currentUser(c).id;
      if (await hasAnalyticsAccess(db, userId))
        throw new AppError('ALREADY_PAID', 409, 'money:ai.error.alreadyPaid');
      const order = await createOrder(db, userId, { kind: 'analytics', priceCents: ANALYTICS_PRICE_CENTS });
      const checkout = await checkoutFor(c, {
        purpose: 'analytics',
        amountCents: order.priceCents,
        orderId: order.id,
      });
      return c.json(checkout, 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/ai/analytics/access',
      tags: ['Money'],
      summary: 'Whether the server has a confirmed analytics payment for me',
      responses: { 200: jsonResponse(analyticsAccessResponse.meta({ id: 'AnalyticsAccess' }), 'Access') },
    }),
    async (c) => c.json({ paid: await hasAnalyticsAccess(c.get('services').db, currentUser(c).id) }, 200),
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/ai/analytics/report',
      tags: ['Money'],
      summary: 'Business analysis computed from the figures entered (paid access only)',
      request: { body: jsonBody(analyticsInput) },
      responses: {
        200: jsonResponse(analyticsReportResponse.meta({ id: 'AnalyticsReport' }), 'Report'),
        ...errorResponses,
      },
    }),
    async (c) => {
      if (!(await hasAnalyticsAccess(c.get('services').db, currentUser(c).id)))
        throw new AppError('PAYMENT_REQUIRED', 402, 'money:ai.paymentRequired');
      return c.json({ report: analyticsReport(c.req.valid('json'), c.get('lang')) }, 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/ai/orders',
      tags: ['Money'],
      summary: 'My chatbot orders and analytics purchases',
      responses: { 200: jsonResponse(z.array(OrderSchema), 'Orders') },
    }),
    async (c) => {
      const rows = await listOrders(c.get('services').db, currentUser(c).id);
      return c.json(rows.map(presentOrder), 200);
    },
  );

  return app;
}
