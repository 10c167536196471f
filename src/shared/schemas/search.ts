import { z } from 'zod';
import { CATEGORY_IDS } from '../categories';
import { SEARCH_COUNT_LIMIT } from './discovery';
import { FreelancerCardSchema } from './freelancer-card';

/*
 * GET /api/search: one search over freelancers, services or projects (decision 052). The query
 * is the page's URL state (/search?q=&kind=&...), so a search can be shared and the back button
 * works; the answers are declared here for the route, the server and the web.
 */

// The options themselves are in ../search-options.ts, a module without zod, so the search page
// can read them without loading the schemas (bench/initial-js.ts).
import { SEARCH_KINDS, SEARCH_LANGUAGES, SEARCH_PAGE_SIZE, SEARCH_SORTS } from '../search-options';
import { ProjectCardAltSchema, TitleAltSchema } from './alt-texts';

export {
  SEARCH_KINDS,
  SEARCH_LANGUAGES,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  type SearchKind,
  type SearchSort,
} from '../search-options';

const money = z.coerce.number().min(0).max(1_000_000);

/** The query string; numbers come as text. Unknown fields are ignored (tracking parameters). */
export const SearchQuerySchema = /* @__PURE__ */ z
  .object({
    q: z
      .string()
      .max(1000)
      .optional()
      .meta({ description: 'Words to find, in any order (cut to 200 characters)' }),
    kind: z.enum(SEARCH_KINDS).default('freelancers'),
    category: z.enum(CATEGORY_IDS).optional(),
    subcategory: z.string().max(100).optional(),
    minPrice: money
      .optional()
      .meta({ description: 'US dollars: hourly rate, lowest package price or budget' }),
    maxPrice: money.optional(),
    minRating: z.coerce.number().min(0).max(5).optional(),
    maxDays: z.coerce
      .number()
      .int()
      .min(1)
      .max(365)
      .optional()
      .meta({ description: 'Services: fastest delivery' }),
    location: z.string().max(100).optional(),
    language: z.enum(SEARCH_LANGUAGES).optional(),
    sort: z.enum(SEARCH_SORTS).default('best'),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(SEARCH_PAGE_SIZE),
  })
  .meta({ id: 'SearchQuery' });
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** Why a result is listed: the fields the words matched, and the keys it is ordered by. */
export const SEARCH_FIELDS = [
  'name',
  'title',
  'skills',
  'location',
  'services',
  'header',
  'category',
  'description',
  'requirements',
] as const;
export const SearchWhySchema = /* @__PURE__ */ z
  .object({
    matched: z.array(z.enum(SEARCH_FIELDS)).meta({ description: 'Fields the search words were found in' }),
    score: z.number().nullable().meta({ description: 'Text relevance (0-1), null without search words' }),
  })
  .meta({ id: 'SearchWhy' });
export type SearchWhy = z.infer<typeof SearchWhySchema>;

export const SearchFreelancerSchema = /* @__PURE__ */ FreelancerCardSchema.extend({
  why: SearchWhySchema,
}).meta({ id: 'SearchFreelancer' });
export type SearchFreelancer = z.infer<typeof SearchFreelancerSchema>;

export const SearchServiceSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    header: z.string(),
    headerAlt: TitleAltSchema.nullable().meta({
      description: "The seller's own header in the other language",
    }),
    category: z.string(),
    subcategory: z.string(),
    imageUrl: z.string().nullable(),
    priceFrom: z.number().nullable().meta({ description: 'Lowest package price, US dollars' }),
    deliveryDays: z.number().int().nullable().meta({ description: 'Fastest package delivery' }),
    seller: z.object({
      profileId: z.string(),
      name: z.string(),
      avatarUrl: z.string().nullable(),
      location: z.string().nullable(),
      rating: z.number().nullable(),
      reviewCount: z.number().int(),
      completedCount: z.number().int(),
    }),
    createdAt: z.string(),
    why: SearchWhySchema,
  })
  .meta({ id: 'SearchService' });
export type SearchService = z.infer<typeof SearchServiceSchema>;

export const SearchProjectSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    title: z.string(),
    category: z.string(),
    description: z.string().meta({ description: 'The first 240 characters' }),
    alt: ProjectCardAltSchema.nullable().meta({
      description: "The client's own title and description in the other language",
    }),
    requirements: z.array(z.string()),
    budget: z.number().meta({ description: 'US dollars' }),
    dueDate: z.string(),
    createdAt: z.string(),
    why: SearchWhySchema,
  })
  .meta({ id: 'SearchProject' });
export type SearchProject = z.infer<typeof SearchProjectSchema>;

export const SearchSuggestionsSchema = /* @__PURE__ */ z
  .object({
    categories: z
      .array(z.enum(CATEGORY_IDS))
      .meta({ description: 'Categories whose names are near the words' }),
    spellings: z.array(z.string()).meta({ description: 'Nearest known words, best first' }),
  })
  .meta({ id: 'SearchSuggestions' });
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;

const pageFields = () => ({
  total: z
    .number()
    .int()
    .meta({ description: `Counting stops at ${SEARCH_COUNT_LIMIT} (see totalCapped)` }),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  suggestions: SearchSuggestionsSchema.nullable().meta({ description: 'Only for a search with no result' }),
});

export const SearchResultSchema = /* @__PURE__ */ z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('freelancers'), items: z.array(SearchFreelancerSchema), ...pageFields() }),
    z.object({ kind: z.literal('services'), items: z.array(SearchServiceSchema), ...pageFields() }),
    z.object({ kind: z.literal('projects'), items: z.array(SearchProjectSchema), ...pageFields() }),
  ])
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof SearchResultSchema>;
