import { z } from '@hono/zod-openapi';
import {
  escrowResponse,
  paymentResponse,
  payoutInput,
  payoutResponse,
  topUpInput,
  walletResponse,
} from '@shared/schemas/money';
import {
  createRouter,
  currentUser,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireVerified,
} from '../../lib/http';
import { signedInRoute } from '../../lib/routes';
import { checkoutFor, checkoutResponses } from './checkout';
import {
  applicationWithProject,
  assertFundable,
  assertStartable,
  escrowState,
  projectWithApprovedApplication,
} from './escrow';
import { authorize as authorizePayment } from './payment.policy';
import { getPayment, presentPayment } from './payments';
import { authorize as authorizePayout } from './payout.policy';
import { listPayouts, presentPayout, requestPayout } from './payouts';
import { walletView } from './wallet';

const idParam = z.object({ id: z.uuid({ error: 'errors:validation.invalid' }) });

export const PaymentSchema = paymentResponse.meta({ id: 'Payment' });
const EscrowSchema = escrowResponse.meta({ id: 'EscrowState' });
const WalletSchema = walletResponse.meta({ id: 'Wallet' });
const PayoutSchema = payoutResponse.meta({ id: 'Payout' });

export function moneyRoutes() {
  const app = createRouter();

  /* ------------------------------------------------------------ escrow */

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/applications/{id}/start-now',
      middleware: [requireVerified],
      tags: ['Money'],
      summary: 'Start Now: pay the proposed price into escrow; approval follows the confirmed payment',
      request: { params: idParam },
      responses: checkoutResponses,
    }),
    async (c) => {
      const row = await applicationWithProject(c.get('services').db, c.req.valid('param').id);
      authorizePayment(currentUser(c), 'startNow', row && { clientId: row.project.userId });
      assertStartable(row!);
      const { application, project } = row!;
      const checkout = await checkoutFor(c, {
        purpose: 'escrow',
        amountCents: application.proposedPriceCents,
        applicationId: application.id,
        description: project.title,
      });
      return c.json(checkout, 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/projects/{id}/fund',
      middleware: [requireVerified],
      tags: ['Money'],
      summary: "Fund escrow for a project approved without payment: its contract's next unfunded milestone",
      request: { params: idParam },
      responses: checkoutResponses,
    }),
    async (c) => {
      const db = c.get('services').db;
      const row = await projectWithApprovedApplication(db, c.req.valid('param').id);
      authorizePayment(currentUser(c), 'fund', row && { clientId: row.project.userId });
      const next = await assertFundable(db, row!);
      const { application, project } = row!;
      // The contract's next unfunded milestone; a project approved before contracts pays its whole price.
      const checkout = next
        ? await checkoutFor(c, {
            purpose: 'milestone',
            amountCents: next.amountCents,
            milestoneId: next.id,
            description: `${project.title}: ${next.title}`.slice(0, 200),
          })
        : await checkoutFor(c, {
            purpose: 'escrow',
            amountCents: application!.proposedPriceCents,
            applicationId: application!.id,
            description: project.title,
          });
      return c.json(checkout, 200);
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
      const db = c.get('services').db;
      const { id } = c.req.valid('param');
      const row = await projectWithApprovedApplication(db, id);
      authorizePayment(
        currentUser(c),
        'viewEscrow',
        row && { clientId: row.project.userId, freelancerId: row.application?.freelancerId ?? null },
      );
      return c.json(
        await escrowState(db, id, row!.application?.proposedPriceCents ?? 0, row!.application?.id),
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
      const db = c.get('services').db;
      const payment = await getPayment(db, c.req.valid('param').id);
      authorizePayment(currentUser(c), 'view', payment);
      return c.json(await presentPayment(db, payment!), 200);
    },
  );

  /* ------------------------------------------------------------ wallet */

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/wallet',
      tags: ['Money'],
      summary: 'My balances and ledger lines',
      responses: { 200: jsonResponse(WalletSchema, 'Wallet') },
    }),
    async (c) => c.json(await walletView(c.get('services').db, currentUser(c).id), 200),
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/wallet/top-up',
      middleware: [requireVerified],
      tags: ['Money'],
      summary: 'Top up the available balance through the payment provider',
      request: { body: jsonBody(topUpInput) },
      responses: checkoutResponses,
    }),
    async (c) => {
      const { amountCents } = c.req.valid('json');
      return c.json(
        await checkoutFor(c, { purpose: 'topup', amountCents, description: 'Wallet top-up' }),
        200,
      );
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
      const actor = currentUser(c);
      const rows = await listPayouts(c.get('services').db, actor.id);
      for (const row of rows) authorizePayout(actor, 'view', row);
      return c.json(rows.map(presentPayout), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/wallet/payouts',
      middleware: [requireVerified],
      tags: ['Money'],
      summary: 'Withdraw Funds: a payout request to a bank account in my own name',
      request: { body: jsonBody(payoutInput) },
      responses: { 201: jsonResponse(PayoutSchema, 'Payout requested'), ...errorResponses },
    }),
    async (c) => {
      const actor = currentUser(c);
      const input = { ...c.req.valid('json'), userId: actor.id };
      authorizePayout(actor, 'request', input);
      const payout = await requestPayout(c.get('services').db, input);
      return c.json(presentPayout(payout), 201);
    },
  );

  return app;
}
