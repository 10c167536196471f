import { customType, pgTable, text } from 'drizzle-orm/pg-core';

/** A PostgreSQL tsvector; only SQL reads and writes it (db/sql/052_search.sql, decision 052). */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * The taxonomy's names in both languages, for the search documents of services, profiles and
 * projects (SQL cannot read src/shared/taxonomy.ts). Filled by db/sql/052_search.sql, whose list
 * a test keeps equal to the taxonomy. kind: 'category' or 'subcategory'.
 */
export const searchTaxonomy = pgTable('search_taxonomy', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  category: text('category').notNull(),
  en: text('en').notNull(),
  tr: text('tr').notNull(),
});

/**
 * The vocabulary of search: every folded word of the taxonomy names, skills, titles, locations,
 * service headers and project titles, kept by triggers. Typo tolerance and the "did you mean"
 * suggestions look up the nearest words here by trigram similarity. source: 'taxonomy' for the
 * taxonomy's names and skills (offered as suggestions), 'text' for the rest.
 */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
  label: text('label').notNull(),
  source: text('source').notNull(),
});
