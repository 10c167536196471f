/** The options of GET /api/search (schemas/search.ts declares the query and the answers). */
export const SEARCH_KINDS = ['freelancers', 'services', 'projects'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** `orders`: most completed orders first (a service by its seller's); projects have no orders to sort by. */
export const SEARCH_SORTS = ['best', 'rating', 'orders', 'price', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_LANGUAGES = ['en', 'tr'] as const;

/** Longest name of a saved search (schemas/saved.ts checks it; the web's name field limits typing to it). */
export const SAVED_SEARCH_NAME_MAX = 80;
