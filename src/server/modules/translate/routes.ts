import { createRoute } from '@hono/zod-openapi';
import { ContentTranslationSchema, contentTranslationInput } from '@shared/schemas/translate';
import { addressKey, clientAddress } from '../../lib/client-address';
import { createRouter, ErrorSchema, errorResponses, jsonBody, jsonResponse } from '../../lib/http';
import { translateContent } from './service';

/** Translations of user content for readers in the other language (decision 071). */
export function translateRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/translations',
      tags: ['Translation'],
      summary:
        "A project's, service's, profile's 'about' or review's text in the reader's language (public; translated once, then cached)",
      request: { body: jsonBody(contentTranslationInput) },
      responses: {
        200: jsonResponse(ContentTranslationSchema, 'The translatable fields in the target language'),
        400: errorResponses[400],
        404: errorResponses[404],
        409: jsonResponse(ErrorSchema, 'The language of the content is unknown'),
        429: jsonResponse(ErrorSchema, 'Too many translations; wait a minute'),
        502: jsonResponse(ErrorSchema, 'The translation provider failed'),
        503: jsonResponse(ErrorSchema, 'No translation provider is configured'),
      },
    }),
    async (c) => {
      const services = c.get('services');
      const result = await translateContent(
        {
          db: services.db,
          translator: services.translator,
          perMinute: services.config.TRANSLATE_PER_MINUTE,
        },
        c.req.valid('json'),
        { viewer: c.get('user'), addressKey: addressKey(clientAddress(c)) },
      );
      return c.json(result, 200);
    },
  );

  return app;
}
