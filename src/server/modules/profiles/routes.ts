import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, currentUser, errorResponses, jsonResponse, requireAuth } from '../../lib/http';
import { ensureProfile } from './ensure-profile';
import { presentOwnProfile } from './presenter';

export const OwnProfileSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    title: z.string().nullable(),
    location: z.string().nullable(),
    bio: z.string().nullable(),
    hourlyRate: z.number().nullable(),
    yearsOfExperience: z.number().nullable(),
    skills: z.array(z.string()),
    avatarUrl: z.string().nullable(),
    avatarThumbUrl: z.string().nullable(),
    language: z.enum(['en', 'tr']),
    createdAt: z.string(),
  })
  .openapi('OwnProfile');

export function profileRoutes() {
  const app = createRouter();
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/profiles/me',
      tags: ['Profiles'],
      summary: "The signed-in user's own profile",
      middleware: [requireAuth] as const,
      responses: { 200: jsonResponse(OwnProfileSchema, 'Own profile'), 401: errorResponses[401] },
    }),
    async (c) => {
      const user = currentUser(c);
      const row = await ensureProfile(c.get('services').db, user);
      return c.json(presentOwnProfile(row, user.email), 200);
    },
  );
  return app;
}
