import { z } from '@hono/zod-openapi';
import { ApiTokenListSchema, CreatedApiTokenSchema, createApiTokenInput } from '@shared/schemas/api-tokens';
import { now } from '../../lib/clock';
import {
  createRouter,
  currentUser,
  ErrorSchema,
  errorResponses,
  jsonBody,
  jsonResponse,
} from '../../lib/http';
import { changeErrors, signedInRoute } from '../../lib/routes';
import { createToken, listTokens, revokeToken } from './service';

const IdParam = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const notWithToken = jsonResponse(ErrorSchema, 'Not with an API token (TOKEN_NOT_ALLOWED)');

/** Personal API tokens in account settings (decision 095). */
export function apiTokenRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/settings/api-tokens',
      tags: ['Settings'],
      summary: 'The signed-in user’s personal API tokens that still work (never the tokens themselves)',
      responses: { 200: jsonResponse(ApiTokenListSchema, 'Tokens, newest first'), 403: notWithToken },
    }),
    async (c) => {
      const { db, config } = c.get('services');
      const items = await listTokens(db, currentUser(c), now());
      return c.json({ items, perMinute: config.API_TOKEN_PER_MINUTE }, 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/settings/api-tokens',
      tags: ['Settings'],
      summary:
        'Create a personal API token (read or read-write, expiring); the token is shown only in this answer',
      request: { body: jsonBody(createApiTokenInput) },
      responses: {
        201: jsonResponse(CreatedApiTokenSchema, 'The new token, shown once'),
        ...changeErrors,
        403: notWithToken,
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      return c.json(await createToken(c.get('services').db, currentUser(c), input, now()), 201);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'delete',
      path: '/api/settings/api-tokens/{id}',
      tags: ['Settings'],
      summary: 'Revoke a personal API token; requests with it are refused from then on',
      request: { params: IdParam },
      responses: { 204: { description: 'Revoked' }, ...errorResponses, 403: notWithToken },
    }),
    async (c) => {
      await revokeToken(c.get('services').db, currentUser(c), c.req.valid('param').id, now());
      return c.body(null, 204);
    },
  );

  return app;
}
