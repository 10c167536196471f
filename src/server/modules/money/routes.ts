import { z } from '@hono/zod-openapi';
import {
  analyticsInput,
  cardInput,
  chatbotOrderInput,
  confirmCodeInput,
  payoutInput,
  topUpInput,
} from '@shared/schemas/money';
import { and, eq, inArray } from 'drizzle-orm';
import { aiOrders, jobApplications, payments, profiles, projects } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  type AppContext,
  createRouter,
  currentUser,
  errorResponses,
  jsonBody,
  jsonResponse,
} from '../../lib/http';
import { paymentProviderFor } from '../../lib/payments';
import { verifyStripeSignature } from '../../lib/payments/stripe-provider';
import { checkTestCard, TEST_AUTH_CODE } from '../../lib/payments/test-provider';
import { changeErrors, signedInRoute } from '../../lib/routes';
import { analyticsReport, hasAnalyticsAccess, listOrders } from './ai';
import { userEntries } from './ledger';
import {
  ANALYTICS_PRICE_CENTS,
  CHATBOT_PRICE_CENTS,
  type CheckoutResult,
  createPayment,
  fulfilPayment,
  getPayment,
  isProjectFunded,
  isProjectPaidOut,
  listPayouts,
  markPaymentFailed,
  markPaymentRequiresAction,
  type PaymentPurpose,
  presentPayment,
  requestPayout,
  userBalances,
} from './service';
import { handleStripeEvent } from './webhook';

const idParam = z.object({ id: z.uuid({ error: 'errors:validation.invalid' }) });

const CheckoutSchema = z
  .object({
    paymentId: z.string(),
    provider: z.enum(['test', 'stripe']),
    checkoutUrl: z.string(),
    amountCents: z.number(),
  })
  .openapi('Checkout');

const PaymentSchema = z
  .object({
    id: z.string(),
    purpose: z.enum(['escrow', 'topup', 'chatbot', 'analytics']),
    amountCents: z.number(),
    status: z.string(),
    provider: z.string(),
    returnPath: z.string(),
    createdAt: z.string(),
  })
  .openapi('Payment');

const CheckoutOutcomeSchema = z
  .object({ status: z.enum(['succeeded', 'requires_action']), payment: PaymentSchema })
  .openapi('CheckoutOutcome');

const EscrowSchema = z
  .object({ amountCents: z.number(), funded: z.boolean(), paidOut: z.boolean() })
  .openapi('EscrowState');

const WalletSchema = z
  .object({
    availableCents: z.number(),
    escrowCents: z.number(),
    payoutPendingCents: z.number(),
    transactions: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        account: z.string(),
        amountCents: z.number(),
        createdAt: z.string(),
        projectTitle: z.string().nullable(),
        counterparty: z.string().nullable(),
      }),
    ),
  })
  .openapi('Wallet');

const PayoutSchema = z
  .object({
    id: z.string(),
    amountCents: z.number(),
    accountHolder: z.string(),
    iban: z.string(),
    status: z.string(),
    createdAt: z.string(),
  })
  .openapi('Payout');

const OrderSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    status: z.string(),
    priceCents: z.number(),
    businessName: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .openapi('AiOrder');

/** Start Now, Fund and the analytics purchase: a checkout to open, or why not. */
const checkoutResponses = { 200: jsonResponse(CheckoutSchema, 'Checkout to open'), ...changeErrors } as const;

const paymentFailed = () => new AppError('PAYMENT_FAILED', 402, 'money:error.paymentFailed');

function checkout(
  c: AppContext,
  input: Omit<Parameters<typeof createPayment>[2], 'baseUrl' | 'userId' | 'email'>,
) {
  const services = c.get('services');
  const user = currentUser(c);
  return createPayment(services.db, paymentProviderFor(services.config), {
    ...input,
    userId: user.id,
    email: user.email,
    baseUrl: services.config.baseUrl,
  });
}

/** A second Start Now / Fund click reuses the payment still open for the same application. */
async function reuseOpenPayment(c: AppContext, purpose: PaymentPurpose, applicationId: string) {
  const services = c.get('services');
  const provider = paymentProviderFor(services.config);
  if (provider.name !== 'test') return null;
  const [open] = await services.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, currentUser(c).id),
        eq(payments.purpose, purpose),
        eq(payments.applicationId, applicationId),
        eq(payments.provider, 'test'),
        inArray(payments.status, ['pending', 'requires_action']),
      ),
    )
    .limit(1);
  if (!open) return null;
  return {
    paymentId: open.id,
    provider: 'test',
    checkoutUrl: `${services.config.baseUrl}/checkout/test/${open.id}`,
    amountCents: open.amountCents,
  } satisfies CheckoutResult;
}

async function ownPayment(c: AppContext, id: string) {
  const payment = await getPayment(c.get('services').db, id);
  if (!payment || payment.userId !== currentUser(c).id)
    throw new AppError('PAYMENT_NOT_FOUND', 404, 'money:error.paymentNotFound');
  return payment;
}

/** A step of the built-in test checkout: only with the test provider, only on one's own payment. */
function testPayment(c: AppContext, id: string) {
  if (paymentProviderFor(c.get('services').config).name !== 'test')
    throw new AppError('NOT_FOUND', 404, 'errors:notFound.route');
  return ownPayment(c, id);
}

async function outcome(c: AppContext, status: 'succeeded' | 'requires_action', paymentId: string) {
  const db = c.get('services').db;
  return { status, payment: await presentPayment(db, (await getPayment(db, paymentId))!) };
}

/** Start Now: the client's own pending application on an active project. */
async function pendingApplicationToStart(c: AppContext, id: string) {
  const [row] = await c
    .get('services')
    .db.select({ application: jobApplications, project: projects })
    .from(jobApplications)
    .innerJoin(projects, eq(projects.id, jobApplications.projectId))
    .where(eq(jobApplications.id, id));
  if (!row || row.project.userId !== currentUser(c).id)
    throw new AppError('APPLICATION_NOT_FOUND', 404, 'money:error.applicationNotFound');
  if (row.application.status !== 'pending' || row.project.status !== 'active')
    throw new AppError('APPLICATION_NOT_PENDING', 409, 'money:error.notPending');
  return row;
}

/** Fund: the client's own project, approved without payment and not funded yet. */
async function approvedProjectToFund(c: AppContext, id: string) {
  const db = c.get('services').db;
  const [project] = await db.select().from(projects).where(eq(projects.id, id));
  if (!project || project.userId !== currentUser(c).id)
    throw new AppError('PROJECT_NOT_FOUND', 404, 'money:error.projectNotFound');
  if (project.status !== 'approved' || !project.approvedApplicationId)
    throw new AppError('PROJECT_NOT_FUNDABLE', 409, 'money:error.notFundable');
  if (await isProjectFunded(db, id)) throw new AppError('ALREADY_FUNDED', 409, 'money:error.alreadyFunded');
  const [application] = await db
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.id, project.approvedApplicationId));
  return { application: application!, project };
}

/** Start Now / Fund: the payment still open for the application, or a new escrow checkout. */
async function escrowCheckout(
  c: AppContext,
  application: { id: string; proposedPriceCents: number },
  projectTitle: string,
) {
  const reused = await reuseOpenPayment(c, 'escrow', application.id);
  if (reused) return reused;
  return checkout(c, {
    purpose: 'escrow',
    amountCents: application.proposedPriceCents,
    applicationId: application.id,
    description: projectTitle,
  });
}

/** A chatbot order or analytics purchase: its order row, then the checkout that pays it. */
async function aiOrderCheckout(
  c: AppContext,
  order: { kind: 'chatbot' | 'analytics'; priceCents: number; form?: Record<string, unknown> },
  description: string,
) {
  const [row] = await c
    .get('services')
    .db.insert(aiOrders)
    .values({ userId: currentUser(c).id, ...order })
    .returning();
  return checkout(c, { purpose: order.kind, amountCents: order.priceCents, orderId: row!.id, description });
}

/** Verified success: apply the effect; any business refusal becomes 'Failed to process payment'. */
async function settle(c: AppContext, paymentId: string) {
  const db = c.get('services').db;
  try {
    await fulfilPayment(db, paymentId);
  } catch (err) {
    if (err instanceof AppError && err.status < 500) {
      c.get('log').warn({ paymentId, code: err.code }, 'payment could not be applied');
      throw paymentFailed();
    }
    throw err;
  }
}

export function moneyRoutes() {
  const app = createRouter();

  /* ------------------------------------------------------------ escrow */

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/applications/{id}/start-now',
      tags: ['Money'],
      summary: 'Start Now: pay the proposed price into escrow; approval follows the confirmed payment',
      request: { params: idParam },
      responses: checkoutResponses,
    }),
    async (c) => {
      const { application, project } = await pendingApplicationToStart(c, c.req.valid('param').id);
      return c.json(await escrowCheckout(c, application, project.title), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/projects/{id}/fund',
      tags: ['Money'],
      summary: 'Fund escrow for a project approved without payment',
      request: { params: idParam },
      responses: checkoutResponses,
    }),
    async (c) => {
      const { application, project } = await approvedProjectToFund(c, c.req.valid('param').id);
      return c.json(await escrowCheckout(c, application, project.title), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/projects/{id}/escrow',
      tags: ['Money'],
      summary: 'Escrow state of a project (its client or approved freelancer)',
      request: { params: idParam },
      responses: { 200: jsonResponse(EscrowSchema, 'Escrow state'), ...errorResponses },
    }),
    async (c) => {
      const user = currentUser(c);
      const db = c.get('services').db;
      const { id } = c.req.valid('param');
      const [project] = await db.select().from(projects).where(eq(projects.id, id));
      if (!project) throw new AppError('PROJECT_NOT_FOUND', 404, 'money:error.projectNotFound');
      const [application] = project.approvedApplicationId
        ? await db.select().from(jobApplications).where(eq(jobApplications.id, project.approvedApplicationId))
        : [];
      if (project.userId !== user.id && application?.freelancerId !== user.id)
        throw new AppError('PROJECT_NOT_FOUND', 404, 'money:error.projectNotFound');
      return c.json(
        {
          amountCents: application?.proposedPriceCents ?? 0,
          funded: await isProjectFunded(db, id),
          paidOut: await isProjectPaidOut(db, id),
        },
        200,
      );
    },
  );

  /* ---------------------------------------------------------- payments */

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/payments/{id}',
      tags: ['Money'],
      summary: 'One of my payments',
      request: { params: idParam },
      responses: { 200: jsonResponse(PaymentSchema, 'Payment'), ...errorResponses },
    }),
    async (c) => {
      const payment = await ownPayment(c, c.req.valid('param').id);
      return c.json(await presentPayment(c.get('services').db, payment), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/payments/{id}/test-checkout',
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
      if (!check.ok) throw new AppError('VALIDATION_ERROR', 400, check.messageKey);
      if (check.outcome === 'declined') {
        await markPaymentFailed(db, payment.id, 'card_declined');
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
        throw new AppError('VALIDATION_ERROR', 400, 'money:card.error.code');
      await settle(c, payment.id);
      return c.json(await outcome(c, 'succeeded', payment.id), 200);
    },
  );

  // Raw body on purpose: the signature covers the exact bytes Stripe sent.
  app.post('/api/payments/stripe/webhook', async (c) => {
    const services = c.get('services');
    const secret = services.config.STRIPE_WEBHOOK_SECRET;
    if (!secret || !services.config.STRIPE_SECRET_KEY)
      throw new AppError('NOT_FOUND', 404, 'errors:notFound.route');
    const raw = await c.req.text();
    if (!verifyStripeSignature(raw, c.req.header('stripe-signature'), secret))
      throw new AppError('BAD_SIGNATURE', 400, 'money:error.badSignature');
    let event: { id?: string; type?: string; data?: { object?: Record<string, unknown> } };
    try {
      event = JSON.parse(raw);
    } catch {
      throw new AppError('BAD_REQUEST', 400, 'errors:malformedBody');
    }
    if (!event.id || !event.type) throw new AppError('BAD_REQUEST', 400, 'errors:malformedBody');
    const result = await handleStripeEvent(services.db, {
      id: event.id,
      type: event.type,
      object: event.data?.object ?? {},
    });
    return c.json({ received: true, result }, 200);
  });
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
            schema: z
              .object({
                id: z.string(),
                type: z.string(),
                data: z.object({ object: z.object({}).passthrough() }),
              })
              .passthrough(),
          },
        },
      },
    },
    responses: {
      200: jsonResponse(
        z.object({
          received: z.literal(true),
          result: z.enum(['duplicate', 'applied', 'ignored', 'failed']),
        }),
        'Event received',
      ),
      400: errorResponses[400],
      404: errorResponses[404],
    },
  });

  /* ------------------------------------------------------------ wallet */

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/wallet',
      tags: ['Money'],
      summary: 'My balances and ledger lines',
      responses: { 200: jsonResponse(WalletSchema, 'Wallet') },
    }),
    async (c) => {
      const user = currentUser(c);
      const db = c.get('services').db;
      const balances = await userBalances(db, user.id);
      const entries = await userEntries(db, user.id);
      const ids = new Set<string>();
      for (const e of entries) {
        for (const k of ['clientId', 'freelancerId'] as const) {
          const v = e.memo[k];
          if (typeof v === 'string') ids.add(v);
        }
      }
      const names = ids.size
        ? await db
            .select({ userId: profiles.userId, name: profiles.name })
            .from(profiles)
            .where(inArray(profiles.userId, [...ids]))
        : [];
      const nameOf = new Map(names.map((n) => [n.userId, n.name]));
      const transactions = entries.map((e) => {
        const clientId = e.memo.clientId as string | undefined;
        const freelancerId = e.memo.freelancerId as string | undefined;
        const other = clientId === user.id ? freelancerId : clientId;
        return {
          id: e.entryId,
          kind: e.kind,
          account: e.accountKind,
          amountCents: e.amountCents,
          createdAt: e.createdAt.toISOString(),
          projectTitle: typeof e.memo.projectTitle === 'string' ? e.memo.projectTitle : null,
          counterparty: other ? (nameOf.get(other) ?? null) : null,
        };
      });
      return c.json({ ...balances, transactions }, 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/wallet/top-up',
      tags: ['Money'],
      summary: 'Top up the available balance through the payment provider',
      request: { body: jsonBody(topUpInput) },
      responses: { 200: jsonResponse(CheckoutSchema, 'Checkout to open'), ...errorResponses },
    }),
    async (c) => {
      const { amountCents } = c.req.valid('json');
      return c.json(await checkout(c, { purpose: 'topup', amountCents, description: 'Wallet top-up' }), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/wallet/payouts',
      tags: ['Money'],
      summary: 'My payout requests',
      responses: { 200: jsonResponse(z.array(PayoutSchema), 'Payouts') },
    }),
    async (c) => {
      const rows = await listPayouts(c.get('services').db, currentUser(c).id);
      return c.json(rows.map(presentPayout), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/wallet/payouts',
      tags: ['Money'],
      summary: 'Withdraw Funds: a payout request to a bank account in my own name',
      request: { body: jsonBody(payoutInput) },
      responses: { 201: jsonResponse(PayoutSchema, 'Payout requested'), ...errorResponses },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const payout = await requestPayout(c.get('services').db, { ...input, userId: currentUser(c).id });
      return c.json(presentPayout(payout), 201);
    },
  );

  /* --------------------------------------------------------------- AI */

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/ai/chatbot-orders',
      tags: ['Money'],
      summary: 'Order a chatbot (USD 500, one-time) through the payment provider',
      request: { body: jsonBody(chatbotOrderInput) },
      responses: { 200: jsonResponse(CheckoutSchema, 'Checkout to open'), ...errorResponses },
    }),
    async (c) => {
      const form = c.req.valid('json');
      const order = { kind: 'chatbot' as const, priceCents: CHATBOT_PRICE_CENTS, form };
      return c.json(await aiOrderCheckout(c, order, `Chatbot: ${form.businessName}`), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/ai/analytics/purchase',
      tags: ['Money'],
      summary: 'Buy business analytics access (USD 100)',
      responses: checkoutResponses,
    }),
    async (c) => {
      if (await hasAnalyticsAccess(c.get('services').db, currentUser(c).id))
        throw new AppError('ALREADY_PAID', 409, 'money:ai.error.alreadyPaid');
      const order = { kind: 'analytics' as const, priceCents: ANALYTICS_PRICE_CENTS };
      return c.json(await aiOrderCheckout(c, order, 'Business analytics'), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/ai/analytics/access',
      tags: ['Money'],
      summary: 'Whether the server has a confirmed analytics payment for me',
      responses: { 200: jsonResponse(z.object({ paid: z.boolean() }), 'Access') },
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
      responses: { 200: jsonResponse(z.object({ report: z.string() }), 'Report'), ...errorResponses },
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
      return c.json(
        rows.map((o) => ({
          id: o.id,
          kind: o.kind,
          status: o.status,
          priceCents: o.priceCents,
          businessName: typeof o.form.businessName === 'string' ? o.form.businessName : null,
          createdAt: o.createdAt.toISOString(),
          paidAt: o.paidAt?.toISOString() ?? null,
        })),
        200,
      );
    },
  );

  return app;
}

function presentPayout(p: {
  id: string;
  amountCents: number;
  accountHolder: string;
  iban: string;
  status: string;
  createdAt: Date;
}) {
  return {
    id: p.id,
    amountCents: p.amountCents,
    accountHolder: p.accountHolder,
    // Only the last four characters of the account are shown back.
    iban: `•••• ${p.iban.slice(-4)}`,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
  };
}
