import { z } from '@hono/zod-openapi';
import {
  escrowResponse,
  paymentResponse,
  payoutInput,
  payoutResponse,
  receiptListQuery,
  receiptPdfQuery,
  receiptResponse,
  receiptSummaryResponse,
  statementQuery,
  topUpInput,
  walletResponse,
} from '@shared/schemas/money';
import { isAdmin } from '../../lib/admin-guard';
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
import { receiptFileName, receiptPdf } from './receipt-pdf';
import { contractReceipts, readReceipt, statementLines } from './receipts';
import { statementCsv } from './statement-csv';
import { walletView } from './wallet';

const idParam = z.object({ id: z.uuid({ error: 'errors:validation.invalid' }) });

export const PaymentSchema = paymentResponse.meta({ id: 'Payment' });
const EscrowSchema = escrowResponse.meta({ id: 'EscrowState' });
const WalletSchema = walletResponse.meta({ id: 'Wallet' });
const PayoutSchema = payoutResponse.meta({ id: 'Payout' });
const ReceiptSchema = receiptResponse.meta({ id: 'Receipt' });

const ReceiptSummarySchema = receiptSummaryResponse.meta({ id: 'ReceiptSummary' });

/** The reader of a receipt: a party, or an administrator (who may read any). */
async function receiptReader(c: Parameters<typeof currentUser>[0]) {
  const user = currentUser(c);
  return { id: user.id, isAdmin: await isAdmin(c.get('services').db, user.id) };
}

async function receiptFor(c: Parameters<typeof currentUser>[0], id: string) {
  const { db, config } = c.get('services');
  return readReceipt(db, await receiptReader(c), id, config.SITE_NAME);
}

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
      const { application } = row!;
      const checkout = await checkoutFor(c, {
        purpose: 'escrow',
        amountCents: application.proposedPriceCents,
        applicationId: application.id,
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
      const { application } = row!;
      // The contract's next unfunded milestone; a project approved before contracts pays its whole price.
      const checkout = next
        ? await checkoutFor(c, {
            purpose: 'milestone',
            amountCents: next.amountCents,
            milestoneId: next.id,
          })
        : await checkoutFor(c, {
            purpose: 'escrow',
            amountCents: application!.proposedPriceCents,
            applicationId: application!.id,
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
      return c.json(await checkoutFor(c, { purpose: 'topup', amountCents }), 200);
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

  /* ---------------------------------------------------------- receipts */

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/receipts',
      tags: ['Money'],
      summary: "A contract's receipts, oldest first (its parties, or an administrator)",
      request: { query: receiptListQuery },
      responses: { 200: jsonResponse(z.array(ReceiptSummarySchema), 'Receipts'), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await contractReceipts(c.get('services').db, await receiptReader(c), c.req.valid('query').contract),
        200,
      ),
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/receipts/{id}',
      tags: ['Money'],
      summary: 'The receipt of one ledger transaction (its parties, or an administrator)',
      request: { params: idParam },
      responses: { 200: jsonResponse(ReceiptSchema, 'Receipt'), ...errorResponses },
    }),
    async (c) => c.json(await receiptFor(c, c.req.valid('param').id), 200),
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/receipts/{id}/pdf',
      tags: ['Money'],
      summary: "The receipt as a PDF, in the page's language (lang) or the request's",
      request: { params: idParam, query: receiptPdfQuery },
      responses: {
        200: {
          description: 'The PDF (attachment R-<year>-<number>.pdf)',
          content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const receipt = await receiptFor(c, c.req.valid('param').id);
      const pdf = await receiptPdf(receipt, c.req.valid('query').lang ?? c.get('lang'));
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${receiptFileName(receipt)}"`,
        'Cache-Control': 'private, no-store',
      }) as never;
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/wallet/statement',
      tags: ['Money'],
      summary: 'My wallet lines of one calendar year (UTC) as CSV (UTF-8 with a byte order mark)',
      request: { query: statementQuery },
      responses: {
        200: {
          description: 'The CSV (attachment statement-<year>.csv)',
          content: { 'text/csv': { schema: z.string() } },
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const { year, lang } = c.req.valid('query');
      const lines = await statementLines(c.get('services').db, currentUser(c).id, year);
      return c.body(statementCsv(lines, lang ?? c.get('lang')), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="statement-${year}.csv"`,
        'Cache-Control': 'private, no-store',
      }) as never;
    },
  );

  return app;
}
