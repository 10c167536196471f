import { z } from '@hono/zod-openapi';
import { adminListQuery } from '@shared/schemas/admin';
import {
  AdminReportPageSchema,
  BlockListSchema,
  BlockStateSchema,
  HiddenContentPageSchema,
  hideParams,
  ModerationHideSchema,
  moderationNoteInput,
  ReportReceiptSchema,
  reportInput,
  reportListQuery,
} from '@shared/schemas/moderation';
import { adminRoute } from '../../lib/admin-guard';
import { createRouter, currentUser, errorResponses, jsonBody, jsonResponse } from '../../lib/http';
import { signedInRoute } from '../../lib/routes';
import { hideByAdmin, listHidden, unhideByAdmin } from './admin';
import { blockStateWith, blockUser, listBlocked, unblockUser } from './blocks';
import { createReport, dismissReport, hideReported, listReports } from './reports';

const userParam = z.object({ userId: z.string().min(1).max(200) });
const reportParam = z.object({ id: z.string() });
const ok = z.object({ ok: z.literal(true) }).meta({ id: 'ModerationDone' });

export function moderationRoutes() {
  const app = createRouter();

  /* ------------------------------------------------------------------ reports */

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/reports',
      tags: ['Moderation'],
      summary: "Report a profile, service, project, review or message that is not one's own",
      request: { body: jsonBody(reportInput) },
      responses: {
        201: jsonResponse(ReportReceiptSchema, 'The report, waiting for an administrator'),
        ...errorResponses,
        409: jsonResponse(errorResponses[400].content['application/json'].schema, 'Already reported'),
      },
    }),
    async (c) =>
      c.json(await createReport(c.get('services').db, currentUser(c).id, c.req.valid('json')), 201),
  );

  /* ------------------------------------------------------------------- blocks */

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/blocks',
      tags: ['Moderation'],
      summary: 'The people I blocked, the latest first',
      responses: { 200: jsonResponse(BlockListSchema, 'Blocked people') },
    }),
    async (c) => c.json({ items: await listBlocked(c.get('services').db, currentUser(c).id) }, 200),
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/blocks/{userId}',
      tags: ['Moderation'],
      summary: 'Whether I blocked this user, or they blocked me',
      request: { params: userParam },
      responses: { 200: jsonResponse(BlockStateSchema, 'Block state'), ...errorResponses },
    }),
    async (c) =>
      c.json(await blockStateWith(c.get('services').db, currentUser(c).id, c.req.valid('param').userId), 200),
  );

  app.openapi(
    signedInRoute({
      method: 'put',
      path: '/api/blocks/{userId}',
      tags: ['Moderation'],
      summary: 'Block a user: no messages, applications or orders between us, either way',
      request: { params: userParam },
      responses: { 200: jsonResponse(BlockStateSchema, 'Block state'), ...errorResponses },
    }),
    async (c) =>
      c.json(await blockUser(c.get('services').db, currentUser(c).id, c.req.valid('param').userId), 200),
  );

  app.openapi(
    signedInRoute({
      method: 'delete',
      path: '/api/blocks/{userId}',
      tags: ['Moderation'],
      summary: 'Unblock a user',
      request: { params: userParam },
      responses: { 200: jsonResponse(BlockStateSchema, 'Block state'), ...errorResponses },
    }),
    async (c) =>
      c.json(await unblockUser(c.get('services').db, currentUser(c).id, c.req.valid('param').userId), 200),
  );

  /* ------------------------------------------------------------ administrators */

  app.openapi(
    adminRoute({
      method: 'get',
      path: '/api/admin/reports',
      tags: ['Admin'],
      summary: 'Reports: open first, oldest first; by status and kind; search',
      request: { query: reportListQuery },
      responses: { 200: jsonResponse(AdminReportPageSchema, 'A page of reports'), ...errorResponses },
    }),
    async (c) => c.json(await listReports(c.get('services').db, c.req.valid('query')), 200),
  );

  app.openapi(
    adminRoute({
      method: 'post',
      path: '/api/admin/reports/{id}/dismiss',
      tags: ['Admin'],
      summary: 'Dismiss an open report with a note (audited)',
      request: { params: reportParam, body: jsonBody(moderationNoteInput) },
      responses: { 200: jsonResponse(ok, 'Dismissed'), ...errorResponses },
    }),
    async (c) => {
      await dismissReport(
        c.get('services').db,
        c.req.valid('param').id,
        currentUser(c).id,
        c.req.valid('json').note,
      );
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    adminRoute({
      method: 'post',
      path: '/api/admin/reports/{id}/hide',
      tags: ['Admin'],
      summary: 'Hide the reported content and resolve the report (audited)',
      request: { params: reportParam, body: jsonBody(moderationNoteInput) },
      responses: { 200: jsonResponse(ok, 'Hidden'), ...errorResponses },
    }),
    async (c) => {
      await hideReported(
        c.get('services').db,
        c.req.valid('param').id,
        currentUser(c).id,
        c.req.valid('json').note,
      );
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    adminRoute({
      method: 'get',
      path: '/api/admin/hidden',
      tags: ['Admin'],
      summary: 'Content hidden by moderation, the latest first',
      request: { query: adminListQuery },
      responses: {
        200: jsonResponse(HiddenContentPageSchema, 'A page of hidden content'),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await listHidden(c.get('services').db, c.req.valid('query')), 200),
  );

  app.openapi(
    adminRoute({
      method: 'post',
      path: '/api/admin/content/{kind}/{id}/hide',
      tags: ['Admin'],
      summary: 'Hide a service, project, review or message from everyone else (audited)',
      request: { params: hideParams, body: jsonBody(moderationNoteInput) },
      responses: { 200: jsonResponse(ModerationHideSchema, 'Hidden'), ...errorResponses },
    }),
    async (c) => {
      const { kind, id } = c.req.valid('param');
      return c.json(
        await hideByAdmin(c.get('services').db, {
          kind,
          id,
          adminId: currentUser(c).id,
          reason: c.req.valid('json').note,
        }),
        200,
      );
    },
  );

  app.openapi(
    adminRoute({
      method: 'post',
      path: '/api/admin/content/{kind}/{id}/unhide',
      tags: ['Admin'],
      summary: 'Show hidden content again (audited)',
      request: { params: hideParams, body: jsonBody(moderationNoteInput) },
      responses: { 200: jsonResponse(ok, 'Shown again'), ...errorResponses },
    }),
    async (c) => {
      const { kind, id } = c.req.valid('param');
      await unhideByAdmin(c.get('services').db, {
        kind,
        id,
        adminId: currentUser(c).id,
        reason: c.req.valid('json').note,
      });
      return c.json({ ok: true as const }, 200);
    },
  );

  return app;
}
