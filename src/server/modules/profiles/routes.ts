import { createRoute, z } from '@hono/zod-openapi';
import {
  OwnProfileSchema,
  PortfolioItemSchema,
  PortfolioListSchema,
  PROFILE_UPLOADS_PER_HOUR,
  ProfilePageSchema,
  ProfileReviewListSchema,
  ProfileServiceListSchema,
  updateProfileInput,
} from '@shared/schemas/profile';
import type { MiddlewareHandler } from 'hono';
import type { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  type AppContext,
  type AppEnv,
  createRouter,
  currentUser,
  ErrorSchema,
  errorResponses,
  jsonBody,
  jsonResponse,
} from '../../lib/http';
import { limiter, retryAfterSeconds } from '../../lib/rate-limit';
import { signedInRoute } from '../../lib/routes';
import { AVATAR_LIMITS, PORTFOLIO_LIMITS } from '../../lib/uploads/images';
import { readUploadedFile, uploadBodyLimit } from '../../lib/uploads/multipart';
import { ensureProfile } from './ensure-profile';
import * as profilePolicy from './policy';
import { presentOwnProfile, presentPortfolioItem, presentReview } from './presenter';
import { readProfilePage, readProfileServices } from './reads';
import {
  addPortfolioItem,
  deletePortfolioItem,
  findVisibleProfile,
  listPortfolio,
  listReviews,
  removeAvatar,
  setAvatar,
  updateProfile,
} from './service';

const IdParam = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });

const uploadBody = (description: string) =>
  ({
    required: true,
    description,
    content: {
      'multipart/form-data': {
        schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }),
      },
    },
  }) as const;

const uploadErrors = {
  ...errorResponses,
  409: jsonResponse(ErrorSchema, 'Portfolio full'),
  413: jsonResponse(ErrorSchema, 'File too large or too many pixels'),
  415: jsonResponse(ErrorSchema, 'Not a JPEG, PNG, WebP or GIF image, or contains markup'),
  429: jsonResponse(
    ErrorSchema,
    `More than ${PROFILE_UPLOADS_PER_HOUR} avatar and portfolio uploads in an hour (UPLOAD_LIMIT)`,
  ),
} as const;

/** The signed-in user's profile (created on first use), after `change` if given, as its owner sees it. */
async function ownProfile(c: AppContext, change?: (profile: ProfileRow) => Promise<ProfileRow>) {
  const user = currentUser(c);
  const profile = await ensureProfile(c.get('services').db, user);
  return presentOwnProfile(change ? await change(profile) : profile, user.email);
}

/** The profile named in the path (profile or user id); a hidden one is 404 except to its owner. */
function visibleProfile(c: AppContext, id: string) {
  return findVisibleProfile(c.get('services').db, id, c.get('user'));
}

type ProfileRow = typeof profiles.$inferSelect;

/**
 * Avatar and portfolio uploads of one account together: PROFILE_UPLOADS_PER_HOUR an hour (the
 * page says so), counted in the shared rate-limit store before the body is read.
 */
const uploadQuota: MiddlewareHandler<AppEnv> = async (c, next) => {
  const state = await limiter(c.get('services').db, {
    name: 'profile-uploads',
    points: PROFILE_UPLOADS_PER_HOUR,
    seconds: 60 * 60,
  }).consume(currentUser(c).id);
  if (!state.allowed) {
    c.header('Retry-After', String(retryAfterSeconds(state)));
    throw new AppError('UPLOAD_LIMIT', 429, 'profile:uploads.rateLimited', {
      max: PROFILE_UPLOADS_PER_HOUR,
      minutes: Math.ceil(retryAfterSeconds(state) / 60),
    });
  }
  await next();
};
const avatarLimit: MiddlewareHandler<AppEnv> = uploadBodyLimit(AVATAR_LIMITS.maxBytes);
const portfolioLimit: MiddlewareHandler<AppEnv> = uploadBodyLimit(PORTFOLIO_LIMITS.maxBytes);

export function profileRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/profiles/me',
      tags: ['Profiles'],
      summary: "The signed-in user's own profile",
      responses: { 200: jsonResponse(OwnProfileSchema, 'Own profile') },
    }),
    async (c) => c.json(await ownProfile(c), 200),
  );

  app.openapi(
    signedInRoute({
      method: 'patch',
      path: '/api/profiles/me',
      tags: ['Profiles'],
      summary: 'Edit the own profile (hourly rate in dollars to 0.01, skills comma separated)',
      request: { body: jsonBody(updateProfileInput) },
      responses: { 200: jsonResponse(OwnProfileSchema, 'Updated profile'), 400: errorResponses[400] },
    }),
    async (c) => {
      const input = c.req.valid('json');
      return c.json(await ownProfile(c, (p) => updateProfile(c.get('services').db, p.userId, input)), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/profiles/me/avatar',
      tags: ['Profiles'],
      summary: 'Upload a new avatar (JPEG, PNG, WebP or GIF, at most 5 MB); the old one is deleted',
      middleware: [uploadQuota, avatarLimit],
      request: { body: uploadBody('One image in the field "file"') },
      responses: { 200: jsonResponse(OwnProfileSchema, 'Profile with the new avatar'), ...uploadErrors },
    }),
    async (c) => {
      const { db, storage } = c.get('services');
      const profile = await ownProfile(c, async (p) => {
        const file = await readUploadedFile(c);
        return setAvatar(db, storage, c.get('log'), p.userId, file.data);
      });
      return c.json(profile, 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'delete',
      path: '/api/profiles/me/avatar',
      tags: ['Profiles'],
      summary: 'Remove the avatar and delete its files',
      responses: { 200: jsonResponse(OwnProfileSchema, 'Profile without avatar') },
    }),
    async (c) => {
      const { db, storage } = c.get('services');
      return c.json(await ownProfile(c, (p) => removeAvatar(db, storage, c.get('log'), p.userId)), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/profiles/me/portfolio',
      tags: ['Profiles'],
      summary: 'Add one portfolio image (at most 10 MB); its title is the file name without extension',
      middleware: [uploadQuota, portfolioLimit],
      request: { body: uploadBody('One image in the field "file"') },
      responses: { 201: jsonResponse(PortfolioItemSchema, 'The new portfolio item'), ...uploadErrors },
    }),
    async (c) => {
      const { db, storage } = c.get('services');
      const profile = await ensureProfile(db, currentUser(c));
      const file = await readUploadedFile(c);
      const row = await addPortfolioItem(db, storage, c.get('log'), profile, file);
      return c.json(presentPortfolioItem(row), 201);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'delete',
      path: '/api/portfolio/{id}',
      tags: ['Profiles'],
      summary: 'Delete an own portfolio item and its file',
      request: { params: IdParam },
      responses: { 204: { description: 'Deleted' }, 403: errorResponses[403], 404: errorResponses[404] },
    }),
    async (c) => {
      const { db, storage } = c.get('services');
      await deletePortfolioItem(db, storage, c.get('log'), currentUser(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/profiles/{id}',
      tags: ['Profiles'],
      summary: 'A profile page by profile id or user id (hidden profiles: 404 except to the owner)',
      request: { params: IdParam },
      responses: { 200: jsonResponse(ProfilePageSchema, 'Profile with stats'), 404: errorResponses[404] },
    }),
    async (c) => {
      const row = await visibleProfile(c, c.req.valid('param').id);
      return c.json(await readProfilePage(c.get('services').db, c.get('user'), row), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/profiles/{id}/portfolio',
      tags: ['Profiles'],
      summary: "A profile's portfolio, newest first (empty and hidden=true when its owner hides it)",
      request: { params: IdParam },
      responses: { 200: jsonResponse(PortfolioListSchema, 'Portfolio'), 404: errorResponses[404] },
    }),
    async (c) => {
      const row = await visibleProfile(c, c.req.valid('param').id);
      if (!profilePolicy.can(c.get('user'), 'viewPortfolio', row))
        return c.json({ items: [], hidden: true }, 200);
      const items = await listPortfolio(c.get('services').db, row.id);
      return c.json({ items: items.map(presentPortfolioItem), hidden: !row.showPortfolio }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/profiles/{id}/reviews',
      tags: ['Profiles'],
      summary: "Reviews of a profile's owner, newest first, with the reviewer's name and avatar",
      request: { params: IdParam },
      responses: { 200: jsonResponse(ProfileReviewListSchema, 'Reviews'), 404: errorResponses[404] },
    }),
    async (c) => {
      const row = await visibleProfile(c, c.req.valid('param').id);
      const items = await listReviews(c.get('services').db, row.id);
      return c.json({ items: items.map(presentReview) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/profiles/{id}/services',
      tags: ['Profiles'],
      summary: "A profile's services, newest first, each with up to 3 images",
      request: { params: IdParam },
      responses: { 200: jsonResponse(ProfileServiceListSchema, 'Services'), 404: errorResponses[404] },
    }),
    async (c) => {
      const row = await visibleProfile(c, c.req.valid('param').id);
      return c.json(await readProfileServices(c.get('services').db, c.get('user'), row), 200);
    },
  );

  return app;
}
