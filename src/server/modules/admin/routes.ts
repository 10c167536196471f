import {
  adminAccess,
  adminListQuery,
  adminOverview,
  adminPayout,
  adminPayoutQueue,
  adminUserDetail,
  adminUserPage,
  auditPage,
  markPayoutPaidInput,
  platformDetailsInput,
  rejectPayoutInput,
} from '@shared/schemas/admin';
import { platformDetailsResponse } from '@shared/schemas/money';
import { z } from 'zod';
import { adminRoute, isAdmin } from '../../lib/admin-guard';
import { listAudit } from '../../lib/audit';
import { createRouter, currentUser, errorResponses, jsonBody, jsonResponse } from '../../lib/http';
import { payoutProviderFor } from '../../lib/payouts';
import { signedInRoute } from '../../lib/routes';
import { readPlatformDetails, savePlatformDetails } from '../money';
import { setAdminFromConsole } from './admins';
import { adminOverview as readOverview } from './overview';
import { listPendingPayouts, payPayoutAsAdmin, rejectPayoutAsAdmin } from './payouts';
import { listUsers, userDetail } from './users';

const payoutParam = z.object({ id: z.uuid({ error: 'errors:validation.invalid' }) });
const userParam = z.object({ id: z.string().min(1).max(100) });
const adminRole = z.object({ admin: z.boolean() }).meta({ id: 'AdminRole' });
const PlatformDetailsSchema = platformDetailsResponse.meta({ id: 'PlatformDetails' });

export function adminRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/admin/access',
      tags: ['Admin'],
      summary: 'Whether the signed-in user is an administrator',
      responses: { 200: jsonResponse(adminAccess, 'Access') },
    }),
    async (c) => c.json({ admin: await isAdmin(c.get('services').db, currentUser(c).id) }, 200),
  );

  app.openapi(
    adminRoute({
      method: 'get',
      path: '/api/admin/audit',
      tags: ['Admin'],
      summary: 'The audit log, newest first (administrators only; nobody can change it)',
      request: { query: adminListQuery },
      responses: { 200: jsonResponse(auditPage, 'A page of audit entries') },
    }),
    async (c) => c.json(await listAudit(c.get('services').db, c.req.valid('query')), 200),
  );

  app.openapi(
    adminRoute({
      method: 'get',
      path: '/api/admin/overview',
      tags: ['Admin'],
      summary: 'Money from the ledger, the ledger check, queue sizes and 30 days of sign-ups and orders',
      responses: { 200: jsonResponse(adminOverview, 'The overview') },
    }),
    async (c) => c.json(await readOverview(c.get('services').db, new Date()), 200),
  );

  /* --------------------------------------------------- platform details */

  app.openapi(
    adminRoute({
      method: 'get',
      path: '/api/admin/platform-details',
      tags: ['Admin'],
      summary: "The platform's details printed on receipts (legal name, address, tax office and ID)",
      responses: { 200: jsonResponse(PlatformDetailsSchema, 'Platform details') },
    }),
    async (c) => {
      const { db, config } = c.get('services');
      return c.json(await readPlatformDetails(db, config.SITE_NAME), 200);
    },
  );

  app.openapi(
    adminRoute({
      method: 'put',
      path: '/api/admin/platform-details',
      tags: ['Admin'],
      summary: "Change the platform's details printed on receipts (audited)",
      request: { body: jsonBody(platformDetailsInput) },
      responses: { 200: jsonResponse(PlatformDetailsSchema, 'Platform details'), ...errorResponses },
    }),
    async (c) => {
      const { db, config } = c.get('services');
      const saved = await savePlatformDetails(db, {
        ...c.req.valid('json'),
        actorId: currentUser(c).id,
        siteName: config.SITE_NAME,
      });
      return c.json(saved, 200);
    },
  );

  /* ------------------------------------------------------------ payouts */

  app.openapi(
    adminRoute({
      method: 'get',
      path: '/api/admin/payouts',
      tags: ['Admin'],
      summary: 'Pending withdrawals, oldest first, with each holder’s earlier payouts',
      request: { query: adminListQuery },
      responses: { 200: jsonResponse(adminPayoutQueue, 'A page of pending payouts') },
    }),
    async (c) => {
      const { db, config } = c.get('services');
      return c.json(await listPendingPayouts(db, c.req.valid('query'), payoutProviderFor(config)), 200);
    },
  );

  app.openapi(
    adminRoute({
      method: 'post',
      path: '/api/admin/payouts/{id}/paid',
      tags: ['Admin'],
      summary: 'Mark a pending payout paid (the bank transfer’s reference); the user is told',
      request: { params: payoutParam, body: jsonBody(markPayoutPaidInput) },
      responses: { 200: jsonResponse(adminPayout, 'The paid payout'), ...errorResponses },
    }),
    async (c) => {
      const { db, config } = c.get('services');
      const payout = await payPayoutAsAdmin(db, payoutProviderFor(config), {
        actorId: currentUser(c).id,
        payoutId: c.req.valid('param').id,
        reference: c.req.valid('json').reference,
        now: new Date(),
      });
      return c.json(payout, 200);
    },
  );

  app.openapi(
    adminRoute({
      method: 'post',
      path: '/api/admin/payouts/{id}/reject',
      tags: ['Admin'],
      summary: 'Reject a pending payout with a reason; the amount returns to the available balance',
      request: { params: payoutParam, body: jsonBody(rejectPayoutInput) },
      responses: { 200: jsonResponse(adminPayout, 'The rejected payout'), ...errorResponses },
    }),
    async (c) => {
      const payout = await rejectPayoutAsAdmin(c.get('services').db, {
        actorId: currentUser(c).id,
        payoutId: c.req.valid('param').id,
        reason: c.req.valid('json').reason,
        now: new Date(),
      });
      return c.json(payout, 200);
    },
  );

  /* -------------------------------------------------------------- users */

  app.openapi(
    adminRoute({
      method: 'get',
      path: '/api/admin/users',
      tags: ['Admin'],
      summary: 'Users, newest first; `q` searches the name and e-mail address',
      request: { query: adminListQuery },
      responses: { 200: jsonResponse(adminUserPage, 'A page of users') },
    }),
    async (c) => c.json(await listUsers(c.get('services').db, c.req.valid('query')), 200),
  );

  app.openapi(
    adminRoute({
      method: 'get',
      path: '/api/admin/users/{id}',
      tags: ['Admin'],
      summary: 'One user: account, balances, payouts, contracts and role',
      request: { params: userParam },
      responses: { 200: jsonResponse(adminUserDetail, 'The user'), ...errorResponses },
    }),
    async (c) =>
      c.json(await userDetail(c.get('services').db, currentUser(c).id, c.req.valid('param').id), 200),
  );

  app.openapi(
    adminRoute({
      method: 'put',
      path: '/api/admin/users/{id}/admin',
      tags: ['Admin'],
      summary: 'Make the user an administrator (never oneself); audited',
      request: { params: userParam },
      responses: { 200: jsonResponse(adminRole, 'The role now'), ...errorResponses },
    }),
    async (c) => {
      await setAdminFromConsole(c.get('services').db, currentUser(c).id, c.req.valid('param').id, true);
      return c.json({ admin: true }, 200);
    },
  );

  app.openapi(
    adminRoute({
      method: 'delete',
      path: '/api/admin/users/{id}/admin',
      tags: ['Admin'],
      summary: 'Take the administrator role away (never from oneself); audited',
      request: { params: userParam },
      responses: { 200: jsonResponse(adminRole, 'The role now'), ...errorResponses },
    }),
    async (c) => {
      await setAdminFromConsole(c.get('services').db, currentUser(c).id, c.req.valid('param').id, false);
      return c.json({ admin: false }, 200);
    },
  );

  return app;
}
