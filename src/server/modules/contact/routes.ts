import { createRoute, z } from '@hono/zod-openapi';
import { AdminContactMessageSchema, AdminContactPageSchema, contactListQuery } from '@shared/schemas/admin';
import { ContactReceiptSchema, contactMessageInput } from '@shared/schemas/contact';
import { adminRoute } from '../../lib/admin-guard';
import { addressKey, clientAddress } from '../../lib/client-address';
import {
  createRouter,
  currentUser,
  ErrorSchema,
  errorResponses,
  jsonBody,
  jsonResponse,
} from '../../lib/http';
import { changeErrors } from '../../lib/routes';
import { ContactLimitError, createContactMessage, listContactMessages, markContactAnswered } from './service';

const messageParam = z.object({ id: z.uuid({ error: 'errors:validation.invalid' }) });

export function contactRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/contact',
      tags: ['Site'],
      summary: 'Write to the operator (anyone; a few messages an hour per address and per account)',
      request: { body: jsonBody(contactMessageInput) },
      responses: {
        201: jsonResponse(ContactReceiptSchema, 'Received, with the reference to quote'),
        ...errorResponses,
        429: jsonResponse(ErrorSchema, 'Too many messages this hour'),
      },
    }),
    async (c) => {
      const user = c.get('user');
      try {
        const receipt = await createContactMessage(c.get('services').db, c.req.valid('json'), {
          addressKey: addressKey(clientAddress(c)),
          userId: user?.id ?? null,
          language: c.get('lang') ?? 'en',
        });
        return c.json(receipt, 201);
      } catch (err) {
        if (err instanceof ContactLimitError) c.header('Retry-After', String(err.retryAfter));
        throw err;
      }
    },
  );

  app.openapi(
    adminRoute({
      method: 'get',
      path: '/api/admin/contact-messages',
      tags: ['Admin'],
      summary: 'Messages of the contact form: open ones oldest first, answered ones newest first',
      request: { query: contactListQuery },
      responses: { 200: jsonResponse(AdminContactPageSchema, 'A page of messages'), ...errorResponses },
    }),
    async (c) => c.json(await listContactMessages(c.get('services').db, c.req.valid('query')), 200),
  );

  app.openapi(
    adminRoute({
      method: 'post',
      path: '/api/admin/contact-messages/{id}/answered',
      tags: ['Admin'],
      summary: 'Mark a message answered (audited; 409 when someone already did)',
      request: { params: messageParam },
      responses: { 200: jsonResponse(AdminContactMessageSchema, 'The message'), ...changeErrors },
    }),
    async (c) =>
      c.json(
        await markContactAnswered(c.get('services').db, c.req.valid('param').id, currentUser(c).id),
        200,
      ),
  );

  return app;
}
