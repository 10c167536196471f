import { createRoute } from '@hono/zod-openapi';
import { SearchQuerySchema, SearchResultSchema } from '@shared/schemas/search';
import { createRouter, errorResponses, jsonResponse } from '../../lib/http';
import { search } from './service';

export function searchRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/search',
      tags: ['Discovery'],
      summary:
        'Search freelancers, services or projects: words in any order, both languages, ranked (see /ranking)',
      request: { query: SearchQuerySchema },
      responses: {
        200: jsonResponse(SearchResultSchema, 'A page of results, each with why it is listed'),
        400: errorResponses[400],
      },
    }),
    async (c) => c.json(await search(c.get('services').db, c.req.valid('query')), 200),
  );

  return app;
}
