import { z } from '@hono/zod-openapi';
import {
  conversationSummary,
  markConversationReadResult,
  messageView,
  sendMessageInput,
  startConversationInput,
  translateMessagesInput,
  translationResult,
  translationStatus,
} from '@shared/schemas/chat';
import {
  createRouter,
  currentUser,
  errorResponses,
  jsonBody,
  jsonResponse,
  named,
  requireVerified,
} from '../../lib/http';
import { signedInRoute } from '../../lib/routes';
import {
  getConversationSummary,
  listConversations,
  listMessages,
  markConversationRead,
  sendMessage,
  startConversation,
  translateMessages,
} from './service';

const ConversationSchema = named(conversationSummary, 'Conversation');
const MessageSchema = named(messageView, 'ChatMessage');

const idParam = z.object({ id: z.string() });
const tooFast = jsonResponse(errorResponses[400].content['application/json'].schema, 'Sending too fast');

export function chatRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/chat/conversations',
      tags: ['Chat'],
      summary: 'My conversations with messages, the most recent first',
      responses: {
        200: jsonResponse(z.array(ConversationSchema), 'Conversations'),
        401: errorResponses[401],
      },
    }),
    async (c) => c.json(await listConversations(c.get('services').db, currentUser(c).id), 200),
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/chat/conversations',
      middleware: [requireVerified],
      tags: ['Chat'],
      summary: 'Open (or start) the conversation with another user',
      request: { body: jsonBody(startConversationInput) },
      responses: { 200: jsonResponse(ConversationSchema, 'The conversation'), ...errorResponses },
    }),
    async (c) => {
      const me = currentUser(c).id;
      const db = c.get('services').db;
      const conv = await startConversation(db, me, c.req.valid('json').userId);
      return c.json(await getConversationSummary(db, me, conv.id), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/chat/conversations/{id}',
      tags: ['Chat'],
      summary: 'One of my conversations',
      request: { params: idParam },
      responses: { 200: jsonResponse(ConversationSchema, 'The conversation'), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await getConversationSummary(c.get('services').db, currentUser(c).id, c.req.valid('param').id),
        200,
      ),
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/chat/conversations/{id}/messages',
      tags: ['Chat'],
      summary: 'The latest messages of one of my conversations (or those just before `before`), oldest first',
      request: { params: idParam, query: z.object({ before: z.string().max(100).optional() }) },
      responses: { 200: jsonResponse(z.array(MessageSchema), 'Messages'), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await listMessages(
          c.get('services').db,
          currentUser(c).id,
          c.req.valid('param').id,
          c.req.valid('query').before,
        ),
        200,
      ),
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/chat/conversations/{id}/messages',
      middleware: [requireVerified],
      tags: ['Chat'],
      summary:
        'Send a message (at most 5000 characters, one per second), with up to 10 of my pending uploads',
      request: { params: idParam, body: jsonBody(sendMessageInput) },
      responses: {
        201: jsonResponse(MessageSchema, 'The message'),
        ...errorResponses,
        429: tooFast,
      },
    }),
    async (c) => {
      const message = await sendMessage(
        c.get('services').db,
        currentUser(c).id,
        c.req.valid('param').id,
        c.req.valid('json').body,
        { lang: c.get('lang'), attachments: c.req.valid('json').attachments },
      );
      return c.json(message, 201);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/chat/conversations/{id}/read',
      tags: ['Chat'],
      summary: 'Mark the messages I received in a conversation read',
      request: { params: idParam },
      responses: {
        200: jsonResponse(named(markConversationReadResult, 'ConversationReadResult'), 'Done'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const updated = await markConversationRead(
        c.get('services').db,
        currentUser(c).id,
        c.req.valid('param').id,
      );
      return c.json({ updated }, 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/chat/translation',
      tags: ['Chat'],
      summary: 'Whether a translation provider is configured',
      responses: {
        200: jsonResponse(named(translationStatus, 'TranslationStatus'), 'Status'),
        401: errorResponses[401],
      },
    }),
    (c) => {
      const t = c.get('services').translator;
      return c.json({ available: t.available, provider: t.provider }, 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/chat/conversations/{id}/translations',
      tags: ['Chat'],
      summary: 'Messages of a conversation in a target language (translated once, then cached)',
      request: { params: idParam, body: jsonBody(translateMessagesInput) },
      responses: {
        200: jsonResponse(named(translationResult, 'TranslationResult'), 'Translations'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { target, messageIds } = c.req.valid('json');
      const services = c.get('services');
      const result = await translateMessages(
        services.db,
        services.translator,
        currentUser(c).id,
        c.req.valid('param').id,
        messageIds,
        target,
      );
      return c.json(result, 200);
    },
  );

  return app;
}
