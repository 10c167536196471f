import { createRoute, z } from '@hono/zod-openapi';
import { normalizeCategory } from '@shared/categories';
import {
  type CategoryFreelancerPage,
  CategoryFreelancerPageSchema,
  FeaturedFreelancersSchema,
  FreelancerPageSchema,
  MAX_QUERY_LENGTH,
} from '@shared/schemas/discovery';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponses, jsonResponse } from '../../lib/http';
import { listFreelancers, searchFreelancerCards, searchFreelancers, servicesByProfile } from './service';

/** Kept for callers outside this module; the card is declared once, in the shared schemas. */

const pageParams = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
};

const SearchQuerySchema = z.object({
  q: z
    .string()
    .max(1000)
    .optional()
    .openapi({
      description: `Words to find in any order across name, title, skills, location and services, in English or Turkish (the search of /api/search); cut to ${MAX_QUERY_LENGTH} characters`,
    }),
  category: z.string().optional(),
  minRate: z.coerce.number().min(0).max(1_000_000).optional(),
  maxRate: z.coerce.number().min(0).max(1_000_000).optional(),
  sort: z
    .enum(['best', 'rating', 'rate', 'newest'])
    .default('best')
    .openapi({ description: 'best: by how well the words match, then rating (rating alone without words)' }),
  ...pageParams,
});

function requireCategory(value: string) {
  const id = normalizeCategory(value);
  if (!id) throw new AppError('CATEGORY_NOT_FOUND', 404, 'discovery:category.notFound');
  return id;
}

/** GET /api/freelancers/featured's query (the home page's HTML reads it too, page-reads.ts). */
export const FeaturedQuery = z.object({ limit: z.coerce.number().int().min(1).max(24).default(6) });

export function discoveryRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/freelancers',
      tags: ['Discovery'],
      summary: 'Search visible freelancer profiles',
      request: { query: SearchQuerySchema },
      responses: {
        200: jsonResponse(FreelancerPageSchema, 'A page of freelancers'),
        400: errorResponses[400],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const category = query.category ? requireCategory(query.category) : undefined;
      const result = await searchFreelancerCards(c.get('services').db, { ...query, category });
      return c.json(result, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/freelancers/featured',
      tags: ['Discovery'],
      summary: 'Featured freelancers: best rated with at least one review first',
      request: { query: FeaturedQuery },
      responses: {
        200: jsonResponse(FeaturedFreelancersSchema, 'Featured freelancers'),
      },
    }),
    async (c) => {
      const { limit } = c.req.valid('query');
      const items = await listFreelancers(c.get('services').db, { sort: 'rating', page: 1, pageSize: limit });
      return c.json({ items }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/categories/{categoryId}/freelancers',
      tags: ['Discovery'],
      summary: 'Freelancers offering services in a category, with those services',
      request: {
        params: z.object({ categoryId: z.string().max(100) }),
        query: z.object({ ...pageParams, sort: z.enum(['rating', 'rate', 'newest']).default('rating') }),
      },
      responses: {
        200: jsonResponse(CategoryFreelancerPageSchema, 'A page of the category freelancers'),
        400: errorResponses[400],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { categoryId } = c.req.valid('param');
      const query = c.req.valid('query');
      const category = requireCategory(categoryId);
      const db = c.get('services').db;
      const result = await searchFreelancers(db, { ...query, category });
      const byProfile = await servicesByProfile(
        db,
        result.items.map((i) => i.profileId),
        category,
      );
      const page: CategoryFreelancerPage = {
        ...result,
        categoryId: category,
        items: result.items.map((item) => ({ ...item, services: byProfile.get(item.profileId) ?? [] })),
      };
      return c.json(page, 200);
    },
  );

  return app;
}
