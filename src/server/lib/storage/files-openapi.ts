import { type OpenAPIHono, z } from '@hono/zod-openapi';
import { errorResponses } from '../http';

/**
 * `GET /api/files/{key}` is a plain Hono route (the key may contain slashes); it is described
 * here so the OpenAPI document lists it.
 */
export function documentFilesRoute(registry: OpenAPIHono['openAPIRegistry']) {
  registry.registerPath({
    method: 'get',
    path: '/api/files/{key}',
    tags: ['Files'],
    summary:
      'A stored file (avatar, portfolio, service image, AI result) with the content type chosen when it was stored; public, keys are unguessable',
    request: { params: z.object({ key: z.string().min(1).max(500) }) },
    responses: {
      200: {
        description: 'The file',
        content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      404: errorResponses[404],
    },
  });
}
