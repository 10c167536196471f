import { z } from '@hono/zod-openapi';
import {
  accountStanding,
  adminAccountView,
  applySanctionInput,
  liftSanctionInput,
  sanctionApplied,
} from '@shared/schemas/sanctions';
import { adminRoute } from '../../lib/admin-guard';
import { now } from '../../lib/clock';
import { createRouter, currentUser, errorResponses, jsonBody, jsonResponse } from '../../lib/http';
import { signedInRoute } from '../../lib/routes';
import {
  adminAccount,
  applySanction,
  liftSanction,
  presentSanction,
  accountStanding as readStanding,
} from './service';

/* Account states (decision 063): the person's own standing, and the console's account page. */

const UserParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const SanctionParam = z.object({
  id: z.uuid({ error: 'errors:validation.invalid' }).openapi({ param: { name: 'id', in: 'path' } }),
});

export function sanctionRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/account/standing',
      tags: ['Account'],
      summary: "The signed-in user's account states: those in force now, and the history",
      responses: { 200: jsonResponse(accountStanding, 'Standing') },
    }),
    async (c) => c.json(await readStanding(c.get('services').db, currentUser(c).id, now()), 200),
  );

  app.openapi(
    adminRoute({
      method: 'get',
      path: '/api/admin/users/{id}/sanctions',
      tags: ['Admin'],
      summary: "An account's states and history (administrators only)",
      request: { params: UserParam },
      responses: { 200: jsonResponse(adminAccountView, 'The account'), 404: errorResponses[404] },
    }),
    async (c) => c.json(await adminAccount(c.get('services').db, c.req.valid('param').id, now()), 200),
  );

  app.openapi(
    adminRoute({
      method: 'post',
      path: '/api/admin/users/{id}/sanctions',
      tags: ['Admin'],
      summary:
        'Apply a warning, a 10-day restriction, a 3-day messaging suspension or a closure, with a reason (audited)',
      request: { params: UserParam, body: jsonBody(applySanctionInput) },
      responses: {
        201: jsonResponse(sanctionApplied, 'Applied'),
        400: errorResponses[400],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const at = now();
      const row = await applySanction(
        c.get('services').db,
        { ...c.req.valid('json'), userId: c.req.valid('param').id, adminId: currentUser(c).id },
        at,
      );
      return c.json({ sanction: presentSanction(row, at) }, 201);
    },
  );

  app.openapi(
    adminRoute({
      method: 'post',
      path: '/api/admin/sanctions/{id}/lift',
      tags: ['Admin'],
      summary: 'Lift a sanction in force, with a reason (audited)',
      request: { params: SanctionParam, body: jsonBody(liftSanctionInput) },
      responses: {
        200: jsonResponse(sanctionApplied, 'Lifted'),
        400: errorResponses[400],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const at = now();
      const row = await liftSanction(
        c.get('services').db,
        {
          sanctionId: c.req.valid('param').id,
          adminId: currentUser(c).id,
          reason: c.req.valid('json').reason,
        },
        at,
      );
      return c.json({ sanction: presentSanction(row, at) }, 200);
    },
  );

  return app;
}
