import { createRoute, z } from '@hono/zod-openapi';
import { CATEGORY_INPUT_IDS } from '@shared/categories';
import {
  PublicServiceSchema,
  SERVICE_IMAGE_MAX_BYTES,
  SERVICE_IMAGE_MAX_COUNT,
  ServiceListSchema,
  ServiceSchema,
  serviceInput,
  serviceUpdateInput,
} from '@shared/schemas/service';
import type { MiddlewareHandler } from 'hono';
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
  validationFailure,
} from '../../lib/http';
import { type ProcessedImage, processImage } from '../../lib/uploads/images';
import {
  createService,
  deleteService,
  getPublicService,
  listServicesOfProfile,
  requireProfile,
  updateService,
} from './service';

const IdParam = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });

/** Service routes answer the spec's 'Not authenticated' rather than the generic sign-in message. */
const requireSignedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHORIZED', 401, 'selling:errors.notAuthenticated');
  await next();
};

const TEXT_FIELDS = ['category', 'subcategory', 'header', 'explanation', 'pricing'] as const;
const IMAGE_LIMITS = { maxBytes: SERVICE_IMAGE_MAX_BYTES, maxPixels: 40_000_000 };
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters in a file name are refused.
const HOSTILE_NAME = /[\u0000-\u001f\u007f/\\]|\.\./;

/**
 * Reads the creation request: a JSON body (no images) or multipart with the text fields and
 * any number of `images` files up to the limit. Every image is checked and re-encoded here,
 * before anything is written.
 */
async function readCreateRequest(c: AppContext) {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  let fields: Record<string, unknown>;
  let files: File[] = [];
  if (type.startsWith('multipart/form-data')) {
    let body: Record<string, unknown>;
    try {
      body = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError('BAD_REQUEST', 400, 'errors:malformedBody');
    }
    fields = {};
    for (const [name, value] of Object.entries(body)) {
      if (name === 'packages' || name === 'alt') {
        // The packages and the second language's texts travel as JSON text fields beside the images.
        if (typeof value !== 'string')
          throw new AppError('VALIDATION_ERROR', 400, 'errors:validation.invalidType', { field: name });
        try {
          fields[name] = JSON.parse(value);
        } catch {
          throw new AppError(
            'VALIDATION_ERROR',
            400,
            name === 'packages' ? 'selling:validation.packagesJson' : 'selling:validation.altJson',
          );
        }
      } else if (name === 'images') {
        const list = Array.isArray(value) ? value : [value];
        if (!list.every((v): v is File => v instanceof File))
          throw new AppError('VALIDATION_ERROR', 400, 'selling:errors.imagesNotFiles');
        files = list;
      } else if (typeof value === 'string' || !(TEXT_FIELDS as readonly string[]).includes(name)) {
        fields[name] = value;
      } else {
        throw new AppError('VALIDATION_ERROR', 400, 'errors:validation.invalidType', { field: name });
      }
    }
  } else if (type.startsWith('application/json')) {
    try {
      fields = await c.req.json();
    } catch {
      throw new AppError('BAD_REQUEST', 400, 'errors:malformedBody');
    }
  } else {
    // text/plain and form bodies are what a cross-site form can send without asking first.
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'errors:badRequest');
  }
  const parsed = serviceInput.safeParse(fields);
  if (!parsed.success) throw validationFailure(parsed.error);
  if (files.length > SERVICE_IMAGE_MAX_COUNT)
    throw new AppError('TOO_MANY_IMAGES', 400, 'selling:errors.tooManyImages', {
      max: SERVICE_IMAGE_MAX_COUNT,
    });
  const images: ProcessedImage[] = [];
  for (const file of files) {
    if (file.name.length > 255 || HOSTILE_NAME.test(file.name))
      throw new AppError('UPLOAD_BAD_NAME', 400, 'profile:upload.badName');
    images.push(await processImage(Buffer.from(await file.arrayBuffer()), IMAGE_LIMITS));
  }
  return { input: parsed.data, images };
}

export function serviceRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/services',
      tags: ['Services'],
      summary: 'Create a service with its showcase images, all or nothing',
      description:
        'multipart/form-data with category, subcategory, header, explanation, pricing, optional `packages` ' +
        '(a JSON array of up to three packages with different tiers) and zero or more `images` files ' +
        `(JPEG, PNG, WebP or GIF, at most ${SERVICE_IMAGE_MAX_COUNT}, each at most ${SERVICE_IMAGE_MAX_BYTES / 1024 / 1024} MB), ` +
        'or the same fields as JSON without images. If any image fails, nothing is stored.',
      middleware: [requireSignedIn] as const,
      request: {
        body: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['category', 'subcategory', 'header', 'explanation', 'pricing'],
                properties: {
                  category: { type: 'string', enum: [...CATEGORY_INPUT_IDS] },
                  subcategory: { type: 'string' },
                  header: { type: 'string', minLength: 10, maxLength: 200 },
                  explanation: { type: 'string', minLength: 50, maxLength: 5000 },
                  pricing: { type: 'string', minLength: 10, maxLength: 1000 },
                  packages: { type: 'string', description: 'JSON array of packages (see ServicePackage)' },
                  alt: {
                    type: 'string',
                    description:
                      'JSON object: the same texts in the other language, {lang, header, explanation, pricing?, packages: [{tier, name, description, features}]} (decision 130)',
                  },
                  images: { type: 'array', items: { type: 'string', format: 'binary' } },
                },
              },
            },
            'application/json': {
              schema: {
                type: 'object',
                required: ['category', 'subcategory', 'header', 'explanation', 'pricing'],
                properties: {
                  category: { type: 'string', enum: [...CATEGORY_INPUT_IDS] },
                  subcategory: { type: 'string' },
                  header: { type: 'string' },
                  explanation: { type: 'string' },
                  pricing: { type: 'string' },
                  alt: {
                    type: ['object', 'null'],
                    description:
                      'The same texts in the other language: {lang, header, explanation, pricing?, packages: [{tier, name, description, features}]} (decision 130)',
                  },
                  packages: {
                    type: 'array',
                    maxItems: 3,
                    items: {
                      type: 'object',
                      required: ['tier', 'name', 'description', 'price', 'deliveryDays', 'revisions'],
                      properties: {
                        tier: { type: 'string', enum: ['basic', 'standard', 'premium'] },
                        name: { type: 'string', minLength: 1, maxLength: 60 },
                        description: { type: 'string', minLength: 1, maxLength: 500 },
                        price: { type: 'number', minimum: 5, maximum: 10000, description: 'US dollars' },
                        deliveryDays: { type: 'integer', minimum: 1, maximum: 90 },
                        revisions: {
                          type: ['integer', 'null'],
                          minimum: 0,
                          maximum: 10,
                          description: 'Null: unlimited',
                        },
                        features: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 80 } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
      responses: {
        201: jsonResponse(ServiceSchema, 'The created service'),
        ...errorResponses,
        413: jsonResponse(ErrorSchema, 'An image is too large'),
        415: jsonResponse(ErrorSchema, 'A file is not an image'),
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { db, storage } = c.get('services');
      const profile = await requireProfile(db, user.id);
      const { input, images } = await readCreateRequest(c);
      const created = await createService({ db, storage, log: c.get('log') }, profile.id, input, images);
      return c.json(created, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/services/mine',
      tags: ['Services'],
      summary: "The signed-in user's services, newest first",
      middleware: [requireSignedIn] as const,
      responses: {
        200: jsonResponse(ServiceListSchema, 'Own services'),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { db } = c.get('services');
      const profile = await requireProfile(db, user.id);
      return c.json({ services: await listServicesOfProfile(db, profile.id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/services/{id}',
      tags: ['Services'],
      summary: 'One service with its images and the freelancer card (public)',
      request: { params: IdParam },
      responses: { 200: jsonResponse(PublicServiceSchema, 'The service'), 404: errorResponses[404] },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await getPublicService(c.get('services').db, id, c.get('user')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'patch',
      path: '/api/services/{id}',
      tags: ['Services'],
      summary: 'Edit an own service (text fields, category and subcategory; packages replace the whole set)',
      middleware: [requireSignedIn] as const,
      request: { params: IdParam, body: jsonBody(serviceUpdateInput) },
      responses: { 200: jsonResponse(ServiceSchema, 'The updated service'), ...errorResponses },
    }),
    async (c) => {
      const user = currentUser(c);
      const { db } = c.get('services');
      await requireProfile(db, user.id);
      const updated = await updateService(db, c.req.valid('param').id, user, c.req.valid('json'));
      return c.json(updated, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/api/services/{id}',
      tags: ['Services'],
      summary: 'Delete an own service and its image files',
      middleware: [requireSignedIn] as const,
      request: { params: IdParam },
      responses: { 204: { description: 'Deleted' }, ...errorResponses },
    }),
    async (c) => {
      const user = currentUser(c);
      const { db, storage } = c.get('services');
      await requireProfile(db, user.id);
      await deleteService({ db, storage, log: c.get('log') }, c.req.valid('param').id, user);
      return c.body(null, 204);
    },
  );

  return app;
}
