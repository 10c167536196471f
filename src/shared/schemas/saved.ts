import { z } from 'zod';
import { CATEGORY_IDS } from '../categories';
import { SAVED_SEARCH_NAME_MAX } from '../search-options';
import { FreelancerCardSchema } from './freelancer-card';
import {
  SEARCH_KINDS,
  SEARCH_LANGUAGES,
  SEARCH_SORTS,
  SearchProjectSchema,
  SearchQuerySchema,
  SearchServiceSchema,
} from './search';

export { SAVED_SEARCH_NAME_MAX };

/*
 * Favourites and saved searches (decision 070): inputs and answers of /api/saved/*, shared by the
 * server and the web.
 */

export const FAVOURITE_KINDS = SEARCH_KINDS;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];
export const SAVED_PAGE_SIZE = 12;
/** Most favourites and saved searches one user keeps. */
export const MAX_FAVOURITES = 1000;
export const MAX_SAVED_SEARCHES = 50;

export const FavouriteStateSchema = /* @__PURE__ */ z
  .object({ saved: z.boolean() })
  .meta({ id: 'FavouriteState' });
export type FavouriteState = z.infer<typeof FavouriteStateSchema>;

/** Every item the user saved, by kind (freelancers by profile id): the hearts on cards read it. */
export const FavouriteKeysSchema = /* @__PURE__ */ z
  .object({
    freelancers: z.array(z.string()),
    services: z.array(z.string()),
    projects: z.array(z.string()),
  })
  .meta({ id: 'FavouriteKeys' });
export type FavouriteKeys = z.infer<typeof FavouriteKeysSchema>;

export const FavouriteListQuerySchema = /* @__PURE__ */ z.object({
  kind: z.enum(FAVOURITE_KINDS).default('freelancers'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

const pageFields = () => ({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const SavedServiceSchema = /* @__PURE__ */ SearchServiceSchema.omit({ why: true }).meta({
  id: 'SavedService',
});
export type SavedService = z.infer<typeof SavedServiceSchema>;
export const SavedProjectSchema = /* @__PURE__ */ SearchProjectSchema.omit({ why: true })
  .extend({ status: z.string().meta({ description: 'active, snoozed, approved or completed' }) })
  .meta({ id: 'SavedProject' });
export type SavedProject = z.infer<typeof SavedProjectSchema>;

export const FavouriteListSchema = /* @__PURE__ */ z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('freelancers'), items: z.array(FreelancerCardSchema), ...pageFields() }),
    z.object({ kind: z.literal('services'), items: z.array(SavedServiceSchema), ...pageFields() }),
    z.object({ kind: z.literal('projects'), items: z.array(SavedProjectSchema), ...pageFields() }),
  ])
  .meta({ id: 'FavouriteList' });
export type FavouriteList = z.infer<typeof FavouriteListSchema>;

/**
 * A search as it is kept: the /search URL state without the page, checked like GET /api/search
 * checks it (the same enums and limits), but with JSON numbers instead of text.
 */
const amount = () => z.number().min(0).max(1_000_000);
export const SavedSearchQuerySchema = /* @__PURE__ */ z
  .strictObject({
    q: z.string().trim().max(200).optional(),
    kind: z.enum(SEARCH_KINDS).default('freelancers'),
    category: z.enum(CATEGORY_IDS).optional(),
    subcategory: z.string().max(100).optional(),
    minPrice: amount().optional(),
    maxPrice: amount().optional(),
    minRating: z.number().min(0).max(5).optional(),
    maxDays: z.number().int().min(1).max(365).optional(),
    location: z.string().trim().max(100).optional(),
    language: z.enum(SEARCH_LANGUAGES).optional(),
    sort: z.enum(SEARCH_SORTS).default('best'),
  })
  .meta({ id: 'SavedSearchQuery' });
export type SavedSearchQuery = z.infer<typeof SavedSearchQuerySchema>;

/** The saved query as GET /api/search reads it (the shared search schema), first page. */
export function toSearchQuery(query: SavedSearchQuery, page = 1) {
  return SearchQuerySchema.parse({ ...query, page, pageSize: SAVED_PAGE_SIZE });
}

/** The /search address of a saved query (the page's URL state). */
export function savedSearchHref(query: SavedSearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (key === 'kind' && value === 'freelancers') continue;
    if (key === 'sort' && value === 'best') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `/search?${text}` : '/search';
}

const name = () => z.string().trim().min(1, 'saved:search.needsName').max(SAVED_SEARCH_NAME_MAX);

export const CreateSavedSearchSchema = /* @__PURE__ */ z.strictObject({
  name: name(),
  query: SavedSearchQuerySchema,
  emailDigest: z.boolean().default(true),
});
export type CreateSavedSearchInput = z.input<typeof CreateSavedSearchSchema>;

export const UpdateSavedSearchSchema = /* @__PURE__ */ z
  .strictObject({
    name: name().optional(),
    emailDigest: z.boolean().optional(),
  })
  .refine((v) => v.name !== undefined || v.emailDigest !== undefined, { message: 'Nothing to change' });
export type UpdateSavedSearchInput = z.infer<typeof UpdateSavedSearchSchema>;

export const SavedSearchSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    name: z.string(),
    query: SavedSearchQuerySchema,
    emailDigest: z.boolean(),
    alerts: z.boolean().meta({ description: 'Services and projects searches alert on new matches' }),
    createdAt: z.string(),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchListQuerySchema = /* @__PURE__ */ z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const SavedSearchListSchema = /* @__PURE__ */ z
  .object({ items: z.array(SavedSearchSchema), ...pageFields() })
  .meta({ id: 'SavedSearchList' });
export type SavedSearchList = z.infer<typeof SavedSearchListSchema>;

export const DeletedSchema = /* @__PURE__ */ z
  .object({ deleted: z.literal(true) })
  .meta({ id: 'SavedDeleted' });
