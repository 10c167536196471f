import { z } from '@hono/zod-openapi';
import {
  CreateSavedSearchSchema,
  DeletedSchema,
  FAVOURITE_KINDS,
  FavouriteKeysSchema,
  FavouriteListQuerySchema,
  FavouriteListSchema,
  FavouriteStateSchema,
  SavedSearchListQuerySchema,
  SavedSearchListSchema,
  SavedSearchSchema,
  UpdateSavedSearchSchema,
} from '@shared/schemas/saved';
import { now } from '../../lib/clock';
import { createRouter, currentUser, errorResponses, jsonBody, jsonResponse } from '../../lib/http';
import { changeErrors, signedInRoute } from '../../lib/routes';
import {
  createSavedSearch,
  deleteSavedSearch,
  favouriteKeys,
  listFavourites,
  listSavedSearches,
  removeFavourite,
  saveFavourite,
  updateSavedSearch,
} from './service';

const FavouriteParams = z.object({
  kind: z.enum(FAVOURITE_KINDS).openapi({ param: { name: 'kind', in: 'path' } }),
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' }, description: 'A profile, service or project id' }),
});
const IdParam = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

/** Favourites and saved searches of the signed-in user (decision 070). */
export function savedRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/saved/favourites',
      tags: ['Saved'],
      summary: 'A page of my favourites of one kind, newest first (items I can no longer see drop out)',
      request: { query: FavouriteListQuerySchema },
      responses: { 200: jsonResponse(FavouriteListSchema, 'Favourites'), 400: errorResponses[400] },
    }),
    async (c) => {
      const { kind, page } = c.req.valid('query');
      return c.json(await listFavourites(c.get('services').db, currentUser(c), kind, page, now()), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/saved/favourites/keys',
      tags: ['Saved'],
      summary: 'The ids of everything I saved, by kind (the hearts on cards)',
      responses: { 200: jsonResponse(FavouriteKeysSchema, 'Saved ids') },
    }),
    async (c) => c.json(await favouriteKeys(c.get('services').db, currentUser(c)), 200),
  );

  app.openapi(
    signedInRoute({
      method: 'put',
      path: '/api/saved/favourites/{kind}/{id}',
      tags: ['Saved'],
      summary: 'Save a freelancer, service or project (saving it again changes nothing; not my own)',
      request: { params: FavouriteParams },
      responses: { 200: jsonResponse(FavouriteStateSchema, 'Saved'), ...changeErrors },
    }),
    async (c) => {
      const { kind, id } = c.req.valid('param');
      return c.json(await saveFavourite(c.get('services').db, currentUser(c), kind, id), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'delete',
      path: '/api/saved/favourites/{kind}/{id}',
      tags: ['Saved'],
      summary: 'Remove a favourite (removing one that is not there changes nothing)',
      request: { params: FavouriteParams },
      responses: { 200: jsonResponse(FavouriteStateSchema, 'Not saved'), ...errorResponses },
    }),
    async (c) => {
      const { kind, id } = c.req.valid('param');
      return c.json(await removeFavourite(c.get('services').db, currentUser(c), kind, id), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/saved/searches',
      tags: ['Saved'],
      summary: 'A page of my saved searches, newest first',
      request: { query: SavedSearchListQuerySchema },
      responses: { 200: jsonResponse(SavedSearchListSchema, 'Saved searches'), 400: errorResponses[400] },
    }),
    async (c) =>
      c.json(await listSavedSearches(c.get('services').db, currentUser(c), c.req.valid('query').page), 200),
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/saved/searches',
      tags: ['Saved'],
      summary: 'Save the current search (its /search URL state) under a name',
      request: { body: jsonBody(CreateSavedSearchSchema) },
      responses: { 201: jsonResponse(SavedSearchSchema, 'Saved'), ...changeErrors },
    }),
    async (c) =>
      c.json(await createSavedSearch(c.get('services').db, currentUser(c), c.req.valid('json')), 201),
  );

  app.openapi(
    signedInRoute({
      method: 'patch',
      path: '/api/saved/searches/{id}',
      tags: ['Saved'],
      summary: 'Rename a saved search or switch its daily e-mail digest',
      request: { params: IdParam, body: jsonBody(UpdateSavedSearchSchema) },
      responses: { 200: jsonResponse(SavedSearchSchema, 'Changed'), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await updateSavedSearch(
          c.get('services').db,
          currentUser(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
  );

  app.openapi(
    signedInRoute({
      method: 'delete',
      path: '/api/saved/searches/{id}',
      tags: ['Saved'],
      summary: 'Delete a saved search (its alerts stop)',
      request: { params: IdParam },
      responses: { 200: jsonResponse(DeletedSchema, 'Deleted'), ...errorResponses },
    }),
    async (c) =>
      c.json(await deleteSavedSearch(c.get('services').db, currentUser(c), c.req.valid('param').id), 200),
  );

  return app;
}
