import { z } from 'zod';
import { TitleAltSchema } from './alt-texts';
import { FreelancerCardSchema } from './freelancer-card';

/*
 * Answers of the freelancer search, the featured list and the category pages, declared once:
 * the routes document them, the server builds them typed by them and the web reads its types
 * from them (component names are zod metadata ids). Every item is the one FreelancerCard.
 */

/** Longest search text accepted; longer input is cut (no profile field is that long anyway). */
export const MAX_QUERY_LENGTH = 200;

/**
 * Counting stops here: an exact count of a broad search ('a', a big city) would read every
 * match, and "1,000+" says as much as "8,111" to a person scrolling pages of 12.
 */
export const SEARCH_COUNT_LIMIT = 1000;

const pageFields = () => ({
  total: z
    .number()
    .int()
    .meta({
      description: `Number of matches; counting stops at ${SEARCH_COUNT_LIMIT} (or at the end of the requested page, if later)`,
    }),
  totalCapped: z.boolean().meta({
    description: 'True when there are more matches than `total` (shown as "1,000+")',
  }),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const FreelancerPageSchema = /* @__PURE__ */ z
  .object({ items: z.array(FreelancerCardSchema), ...pageFields() })
  .meta({ id: 'FreelancerPage' });
export type FreelancerPage = z.infer<typeof FreelancerPageSchema>;

export const FeaturedFreelancersSchema = /* @__PURE__ */ z
  .object({ items: z.array(FreelancerCardSchema) })
  .meta({ id: 'FeaturedFreelancers' });
export type FeaturedFreelancers = z.infer<typeof FeaturedFreelancersSchema>;

/** A service on a category page's freelancer card, with its first image. */
export const CategoryServiceSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    header: z.string(),
    headerAlt: TitleAltSchema.nullable(),
    category: z.string(),
    subcategory: z.string(),
    imageUrl: z.string().nullable(),
  })
  .meta({ id: 'CategoryService' });
export type CategoryService = z.infer<typeof CategoryServiceSchema>;

export const CategoryFreelancerSchema = /* @__PURE__ */ FreelancerCardSchema.extend({
  services: z.array(CategoryServiceSchema),
}).meta({ id: 'CategoryFreelancer' });
export type CategoryFreelancer = z.infer<typeof CategoryFreelancerSchema>;

export const CategoryFreelancerPageSchema = /* @__PURE__ */ z
  .object({ categoryId: z.string(), items: z.array(CategoryFreelancerSchema), ...pageFields() })
  .meta({ id: 'CategoryFreelancerPage' });
export type CategoryFreelancerPage = z.infer<typeof CategoryFreelancerPageSchema>;
