import { createRoute, z } from '@hono/zod-openapi';
import { isLanguage } from '@shared/constants';
import { clampPage } from '@shared/pagination';
import { type BlogPage, type BlogPost, type BlogPostSummary, blogPage, blogPost } from '@shared/schemas/site';
import { and, asc, count, eq } from 'drizzle-orm';
import { blogPosts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AppContext, createRouter, errorResponses, jsonResponse, named } from '../../lib/http';

export const BLOG_PAGE_SIZE = 10;

const BlogPageSchema = named(blogPage, 'BlogPage');
const BlogPostSchema = named(blogPost, 'BlogPost');

function presentSummary(row: typeof blogPosts.$inferSelect): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    publishedAt: row.publishedAt.toISOString(),
  };
}

function requestLanguage(c: AppContext, query?: string) {
  return isLanguage(query) ? query : c.get('lang');
}

export function blogRoutes() {
  const app = createRouter();
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/blog',
      tags: ['Blog'],
      summary: 'A page of blog posts (10 per page), in the requested language',
      request: {
        query: z.object({
          page: z.coerce.number().int().optional(),
          lang: z.enum(['en', 'tr']).optional(),
        }),
      },
      responses: { 200: jsonResponse(BlogPageSchema, 'Posts'), 400: errorResponses[400] },
    }),
    async (c) => {
      const { db } = c.get('services');
      const query = c.req.valid('query');
      const lang = requestLanguage(c, query.lang);
      const [totalRow] = await db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.language, lang));
      const total = totalRow?.n ?? 0;
      const totalPages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
      const page = clampPage(query.page ?? 1, totalPages);
      const rows = await db
        .select()
        .from(blogPosts)
        .where(eq(blogPosts.language, lang))
        .orderBy(asc(blogPosts.position))
        .limit(BLOG_PAGE_SIZE)
        .offset((page - 1) * BLOG_PAGE_SIZE);
      const answer: BlogPage = {
        posts: rows.map(presentSummary),
        page,
        pageSize: BLOG_PAGE_SIZE,
        total,
        totalPages,
      };
      return c.json(answer, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/blog/{slug}',
      tags: ['Blog'],
      summary: 'One blog post',
      request: {
        params: z.object({ slug: z.string().max(200) }),
        query: z.object({ lang: z.enum(['en', 'tr']).optional() }),
      },
      responses: { 200: jsonResponse(BlogPostSchema, 'Post'), 404: errorResponses[404] },
    }),
    async (c) => {
      const { db } = c.get('services');
      const { slug } = c.req.valid('param');
      const lang = requestLanguage(c, c.req.valid('query').lang);
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), eq(blogPosts.language, lang)));
      if (!row) throw new AppError('NOT_FOUND', 404, 'blog:notFound');
      const answer: BlogPost = { ...presentSummary(row), body: row.body };
      return c.json(answer, 200);
    },
  );
  return app;
}
